import type { Plugin } from 'vite';

/**
 * React Router's build defines its components at the top of its modules in a form a bundler must
 * keep even when nothing uses them: `const Link = React.forwardRef(...)` unmarked as pure, then
 * `Link.displayName = "Link"`, a write the bundler cannot prove harmless. Every page would carry Link,
 * NavLink and Form, which the app does not use, and what they reach (link prefetching, the framework
 * mode's manifest and fetchers). Both are declarations without effects; marked so, the unused ones
 * drop out. (Only React Router's own files are touched; if a new release writes them differently
 * nothing breaks, the bytes come back and the size check says so.)
 */
export function routerTreeShaking(): Plugin {
  return {
    name: 'causeway-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler: (code) => withPureDeclarations(code),
    },
  };
}

/** `code` with React's definition calls marked pure and the top-level display names left out. */
export function withPureDeclarations(code: string): string {
  return code
    .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
    .replace(/= ([\w$]+)\.(forwardRef|createContext|memo)\(/g, '= /* @__PURE__ */ $1.$2(');
}
