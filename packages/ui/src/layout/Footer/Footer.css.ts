import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { atLeast } from '../../theme/tokens';

const medium = atLeast('medium');

export const footer = style({
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const top = style({
  display: 'grid',
  gap: vars.space['8'],
  paddingBlock: vars.space['12'],
  '@media': {
    [medium]: { gridTemplateColumns: 'minmax(200px, 1fr) 2fr' },
  },
});

export const brand = style({ display: 'flex', alignItems: 'flex-start' });

/** Product, Resources and Legal side by side at every width: wrapped, Legal left an empty cell beside it. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['4'],
  '@media': { [medium]: { gap: vars.space['6'] } },
});

export const columnTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.accentText, textDecoration: 'underline' },
  },
});

export const bottom = style({
  paddingBlock: vars.space['6'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const copyright = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
