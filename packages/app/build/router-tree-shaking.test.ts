import { describe, expect, it } from 'vitest';
import { withPureDeclarations } from './router-tree-shaking';

describe('withPureDeclarations', () => {
  it('marks top-level definitions pure and leaves out their display names', () => {
    const code = [
      'const Link = React$1.forwardRef(function LinkWithRef(props, ref) {',
      '\treturn null;',
      '});',
      'Link.displayName = "Link";',
      'const RouteContext = React$1.createContext(null);',
      'RouteContext.displayName = "Route";',
      'const MemoizedDataRoutes = React$1.memo(DataRoutes);',
    ].join('\n');
    expect(withPureDeclarations(code)).toBe(
      [
        'const Link = /* @__PURE__ */ React$1.forwardRef(function LinkWithRef(props, ref) {',
        '\treturn null;',
        '});',
        '',
        'const RouteContext = /* @__PURE__ */ React$1.createContext(null);',
        '',
        'const MemoizedDataRoutes = /* @__PURE__ */ React$1.memo(DataRoutes);',
      ].join('\n'),
    );
  });

  it('leaves a display name set inside a function, and other calls, as they are', () => {
    const code = ['function make() {', '\tForm.displayName = "fetcher.Form";', '}', 'const id = useId();'].join('\n');
    expect(withPureDeclarations(code)).toBe(code);
  });
});
