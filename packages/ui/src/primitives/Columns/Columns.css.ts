import { createVar, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { atLeast, space as spaceTokens } from '../../theme/tokens';

/** Below this breakpoint the columns stack; `never` keeps them side by side on every screen. */
export type CollapseBelow = 'medium' | 'large' | 'never';

/** The gap between columns: set by Columns, read by each Column to size a fraction exactly. */
const gap = createVar();

export const space = styleVariants(spaceTokens, (_, token) => ({ vars: { [gap]: vars.space[token] }, gap }));

/** A column, then a row from the breakpoint on. */
export const direction = {
  medium: sprinkles({ display: 'flex', flexDirection: { base: 'column', medium: 'row' } }),
  large: sprinkles({ display: 'flex', flexDirection: { base: 'column', large: 'row' } }),
  never: sprinkles({ display: 'flex', flexDirection: 'row' }),
} satisfies Record<CollapseBelow, string>;

const crossAxis = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' } as const;
export type ColumnsAlign = keyof typeof crossAxis;

/** How columns of different heights line up, once they sit side by side (stacked, each is full width). */
export const align = {
  medium: mapAlign((value) => sprinkles({ alignItems: { medium: value } })),
  large: mapAlign((value) => sprinkles({ alignItems: { large: value } })),
  never: mapAlign((value) => sprinkles({ alignItems: value })),
} satisfies Record<CollapseBelow, Record<ColumnsAlign, string>>;

function mapAlign(toClass: (value: (typeof crossAxis)[ColumnsAlign]) => string) {
  return {
    start: toClass(crossAxis.start),
    center: toClass(crossAxis.center),
    end: toClass(crossAxis.end),
    stretch: toClass(crossAxis.stretch),
  };
}

/**
 * A fraction of the row, gaps included: with `w = f × (100% + gap) − gap`, fractions that add up
 * to 1 fill the row exactly, and a fluid column beside them takes what they leave.
 */
const fraction = (numerator: number, denominator: number) => ({
  flex: `0 0 calc((100% + ${gap}) * ${numerator} / ${denominator} - ${gap})`,
});

const widths = {
  /** Shares the space the other columns leave with the other fluid columns. */
  fluid: { flex: '1 1 0' },
  /** As wide as its content. */
  content: { flex: '0 0 auto' },
  '1/2': fraction(1, 2),
  '1/3': fraction(1, 3),
  '2/3': fraction(2, 3),
  '1/4': fraction(1, 4),
  '3/4': fraction(3, 4),
  '2/5': fraction(2, 5),
  '3/5': fraction(3, 5),
};
export type ColumnWidth = keyof typeof widths;

const fromBreakpoint = (collapseBelow: CollapseBelow, rule: StyleRule): StyleRule =>
  collapseBelow === 'never' ? rule : { '@media': { [atLeast(collapseBelow)]: rule } };

// Content that cannot shrink (a long word, a wide table) scrolls or wraps inside its column
// instead of pushing the row wider than the screen.
const column = style({ minWidth: 0 });

/** A column's width, applied only while the columns sit side by side. */
export const width = {
  medium: styleVariants(widths, (rule) => [column, fromBreakpoint('medium', rule)]),
  large: styleVariants(widths, (rule) => [column, fromBreakpoint('large', rule)]),
  never: styleVariants(widths, (rule) => [column, fromBreakpoint('never', rule)]),
} satisfies Record<CollapseBelow, Record<ColumnWidth, string>>;
