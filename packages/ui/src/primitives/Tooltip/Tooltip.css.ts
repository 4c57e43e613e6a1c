import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const tooltip = style({
  zIndex: vars.layer.popover,
  maxWidth: '240px',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.control,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.heading,
  boxShadow: vars.shadow.popover,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fast} ease-out` },
  },
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});
