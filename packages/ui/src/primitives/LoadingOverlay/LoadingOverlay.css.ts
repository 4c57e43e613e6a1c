import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { veil } from '../../theme/veil.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

// Above dialogs and drawers: signing out covers whatever was open.
export const overlay = style([
  veil,
  {
    zIndex: vars.layer.overlay,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space['6'],
  },
]);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: '240px',
  maxWidth: '360px',
  padding: `${vars.space['8']} ${vars.space['6']}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  boxShadow: vars.shadow.popover,
  textAlign: 'center',
});

export const spinner = style({
  width: vars.space['8'],
  height: vars.space['8'],
  marginBottom: vars.space['2'],
  borderRadius: '50%',
  border: `3px solid ${vars.color.accentTint}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.8s linear infinite`,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});

export const message = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
