import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const list = style({
  paddingLeft: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.warningSolid}`,
  background: vars.color.warningBg,
  color: vars.color.warningText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.text,
});

export const itemText = style({ flex: '1 1 16rem', minWidth: 0 });

export const itemHeadline = style({ display: 'block', fontWeight: vars.fontWeight.semibold });
