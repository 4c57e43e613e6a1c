import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { atLeast } from '../../../theme/tokens';

const medium = atLeast('medium');

/** The tab's heading: an h2 under the frame's 'Control Tower'. */
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A section of the tab: a bordered card; its table scrolls sideways inside it on phones. */
export const section = style({
  minWidth: 0,
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  '@media': { [medium]: { padding: vars.space['6'] } },
});

export const sectionHeading = style({ flex: '1 1 18rem', minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});

export const sectionText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The platform cards: as many across as fit (two on a phone), at least 9rem wide. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  selectors: { '&[data-coming-soon]': { background: vars.color.surfaceMuted, borderStyle: 'dashed' } },
});

/** The platform that works takes two places: the first thing to do on the tab. */
export const cardWide = style({ gridColumn: 'span 2' });

export const cardName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const cardNameMuted = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });

/** The account chooser keeps a readable width. */
export const accountSelect = style({ width: '16rem', maxWidth: '100%' });

/** A marked row's note: what the team stands to lose; it wraps rather than widen the table. */
export const riskNote = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  maxWidth: '11rem',
  whiteSpace: 'normal',
  gap: vars.space['1'],
  color: vars.color.warningText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const riskIcon = style({ flexShrink: 0, marginTop: '2px' });

/** An icon-only button's icon keeps its size in a table sized to its content (max-width would resolve against itself). */
export const buttonIcon = style({ flexShrink: 0, maxWidth: 'none' });

export const muted = style({ color: vars.color.textMuted });

export const dialogText = style({ margin: 0 });
