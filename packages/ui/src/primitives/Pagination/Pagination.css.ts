import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const pagination = style({
  display: 'flex',
  justifyContent: 'flex-end',
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Doubled class so it wins over the Button recipe whatever order the sheets load in.
export const pageButton = style({
  selectors: {
    '&&': { minWidth: vars.space['8'], paddingLeft: vars.space['2'], paddingRight: vars.space['2'] },
    '&&:not([aria-current])': { color: vars.color.text },
  },
  fontVariantNumeric: 'tabular-nums',
});
