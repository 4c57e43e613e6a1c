import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});

export const subtitle = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.text,
  color: vars.color.textMuted,
});

// Whole-page states (verifying, done, failed).

export const messageMark = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    width: '56px',
    height: '56px',
    borderRadius: vars.radius.pill,
  },
  variants: {
    tone: {
      progress: { background: vars.color.accentTint, color: vars.color.accent },
      success: { background: vars.color.successBg, color: vars.color.successText },
      error: { background: vars.color.dangerBg, color: vars.color.dangerText },
      info: { background: vars.color.accentTint, color: vars.color.accentText },
      mail: { background: vars.color.successBg, color: vars.color.successText },
    },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  border: '3px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});

// The social sign-in block.

const rule = { content: '""', flex: 1, height: '1px', background: vars.color.border } as const;

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  '::before': rule,
  '::after': rule,
});

export const providerMark = style({ width: '18px', height: '18px', flexShrink: 0 });

export const providerMarkCutout = style({ fill: vars.color.surface });

/** A message's next steps, stacked like the end of an auth form: the button across, a link under it. */
export const messageActions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  width: '100%',
});
