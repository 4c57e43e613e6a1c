import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { atLeast } from '../../theme/tokens';

const large = atLeast('large');

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.layer.sticky,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({ minHeight: '64px' });

/** The full set of links: from the large breakpoint up. */
export const wide = style({
  display: 'none',
  '@media': {
    [large]: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flex: 1, gap: vars.space['6'] },
  },
});

/** The menu button: below the large breakpoint only. */
export const narrow = style({
  display: 'flex',
  '@media': {
    [large]: { display: 'none' },
  },
});

/**
 * Features, Pricing and Resources: plain text, so the one in accent is the page the visitor is on
 * (tinted, as the signed-in top nav marks its current page).
 */
const current = {
  background: vars.color.accentTint,
  color: vars.color.accentText,
} as const;

export const link = style({
  selectors: {
    '&&': { color: vars.color.text, fontWeight: vars.fontWeight.medium },
    '&&[aria-current]': current,
  },
  '@media': {
    '(forced-colors: active)': { selectors: { '&&[aria-current]': { outline: '2px solid LinkText' } } },
  },
});

/** The Resources trigger while the page is a blog post or the help desk. */
export const currentTrigger = style([
  link,
  {
    selectors: { '&&': current },
    '@media': { '(forced-colors: active)': { selectors: { '&&': { outline: '2px solid LinkText' } } } },
  },
]);

/** The Resources dropdown's entry for the page the visitor is in (a blog post marks Blog). */
export const currentItem = style({
  selectors: { '&&': current },
  '@media': { '(forced-colors: active)': { selectors: { '&&': { outline: '2px solid LinkText' } } } },
});
