import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingInset } from '../../theme/focus-ring.css';

export const frame = style({ display: 'grid', gap: vars.space['6'], minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

/** The tab row scrolls on its own on small screens; the page does not. */
export const tabs = style({ overflowX: 'auto', borderBottom: `1px solid ${vars.color.border}` });

export const list = style({ display: 'flex', gap: vars.space['1'], margin: 0, padding: 0, listStyle: 'none' });

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space['3']}`,
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRingInset,
    '&[aria-current="page"]': {
      color: vars.color.accentText,
      borderBottomColor: vars.color.accent,
      fontWeight: vars.fontWeight.semibold,
    },
  },
  '@media': {
    '(forced-colors: active)': { selectors: { '&[aria-current="page"]': { borderBottomColor: 'LinkText' } } },
  },
});

export const content = style({ minWidth: 0 });
