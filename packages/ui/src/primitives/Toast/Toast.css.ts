import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus-ring.css';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateX(16px)' } });
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const region = style({
  position: 'fixed',
  top: vars.space['4'],
  right: vars.space['4'],
  left: vars.space['4'],
  zIndex: vars.layer.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  // The empty strip around the toasts lets clicks through to the page.
  pointerEvents: 'none',
  selectors: {
    // F6 brings focus to the region.
    '&[data-focus-visible]': focusRing,
  },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    width: '100%',
    maxWidth: '380px',
    padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['3']} ${vars.space['4']}`,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: '4px',
    borderRadius: vars.radius.card,
    boxShadow: vars.shadow.popover,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.text,
    animation: `${slideIn} ${vars.duration.normal} ease-out`,
    selectors: {
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: {
    tone: {
      success: { borderLeftColor: vars.color.successSolid },
      error: { borderLeftColor: vars.color.dangerSolid },
      warning: { borderLeftColor: vars.color.warningSolid },
      info: { borderLeftColor: vars.color.infoSolid },
      progress: { borderLeftColor: vars.color.accent },
    },
  },
});

export const icon = recipe({
  base: { flexShrink: 0, marginTop: '2px' },
  variants: {
    tone: {
      success: { color: vars.color.successText },
      error: { color: vars.color.dangerText },
      warning: { color: vars.color.warningText },
      info: { color: vars.color.infoText },
      progress: { color: vars.color.accentText, animation: `${spin} 1s linear infinite` },
    },
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
  paddingTop: '1px',
});

export const action = style({ flexShrink: 0, margin: `calc(-1 * ${vars.space['1']}) 0` });

// Doubled class so it wins over the Button recipe whatever order the sheets load in.
export const close = style({
  selectors: {
    '&&': {
      color: vars.color.textMuted,
      padding: vars.space['1'],
      minHeight: 'auto',
      margin: `calc(-1 * ${vars.space['1']}) 0`,
    },
  },
});
