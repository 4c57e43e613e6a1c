import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { atLeast } from '../../../theme/tokens';

const medium = atLeast('medium');
const large = atLeast('large');

export const page = style({ display: 'flex', flexDirection: 'column' });

export const hero = style({
  background: `linear-gradient(180deg, ${vars.color.surface} 0%, ${vars.color.accentTint} 100%)`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heroInner = style({
  display: 'grid',
  alignItems: 'center',
  gap: vars.space['12'],
  paddingBlock: vars.space['12'],
  '@media': {
    [large]: { gridTemplateColumns: '1fr 1.1fr', paddingBlock: vars.space['16'] },
  },
});

export const heroText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const eyebrow = style({
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const headline = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  '@media': { [medium]: { fontSize: vars.fontSize.display } },
});

export const tagline = style({
  maxWidth: '36rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.text,
});

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
});

export const heroPicture = style({ minWidth: 0, maxWidth: '600px', width: '100%', justifySelf: 'center' });

export const features = style({
  paddingBlock: vars.space['16'],
  outline: 'none',
  // The sticky navigation bar must not cover the heading when the page scrolls here.
  scrollMarginTop: '64px',
});

export const sectionTitle = style({ fontSize: vars.fontSize.xxl, textAlign: 'center' });

export const sectionLine = style({
  marginTop: vars.space['3'],
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const featureGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: `${vars.space['8']} 0 0`,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [medium]: { gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space['6'] },
    [large]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

export const featureCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const featureIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.card,
  background: vars.color.accentTint,
  color: vars.color.accentText,
});

export const featureTitle = style({ fontSize: vars.fontSize.lg });

export const featureLine = style({ color: vars.color.textMuted });

export const closing = style({ background: vars.color.accent, color: vars.color.onAccent });

export const closingInner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['16'],
  textAlign: 'center',
});

export const closingTitle = style({ fontSize: vars.fontSize.xxl });

export const closingLine = style({ fontSize: vars.fontSize.lg, maxWidth: '36rem' });

export const closingLink = style({
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  borderRadius: '2px',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.onAccent}`, outlineOffset: '3px' },
  },
});
