import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus-ring.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

const trackWidth = '36px';

export const helpText = style({ paddingLeft: `calc(${trackWidth} + ${vars.space['2']})` });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  width: 'fit-content',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.text,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled },
  },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: trackWidth,
  height: '20px',
  borderRadius: vars.radius.pill,
  // A darker grey than borders: the off track must stand out 3:1 from the page (WCAG 1.4.11).
  background: vars.color.textSubtle,
  transition: `background ${vars.duration.fast}`,
  selectors: {
    [`${button}[data-hovered] &`]: { background: vars.color.textMuted },
    [`${button}[data-selected] &`]: { background: vars.color.accent },
    [`${button}[data-selected][data-hovered] &`]: { background: vars.color.accentHover },
    [`${button}[data-pressed] &`]: { background: vars.color.accentPressed },
    // The input is visually hidden: the track it stands for shows its focus.
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-disabled] &`]: { background: vars.color.border },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '16px',
  height: '16px',
  borderRadius: '50%',
  background: vars.color.surface,
  boxShadow: '0 1px 2px rgba(16, 24, 40, 0.2)',
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${button}[data-selected] &`]: { transform: 'translateX(16px)' },
  },
});
