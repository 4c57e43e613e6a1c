import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const teamName = style({ overflowWrap: 'anywhere' });

/**
 * A member's name and status under it, beside the avatar: wide enough on phones for a first and
 * last name on one line; longer names wrap inside the pinned column.
 */
export const who = style({ minWidth: '7.5rem' });

export const memberName = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const memberEmail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted });

export const dialogText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The platform selector keeps a readable width. */
export const platformSelect = style({ width: '13rem', maxWidth: '100%' });

export const warning = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.control,
  background: vars.color.warningBg,
  color: vars.color.warningText,
  fontSize: vars.fontSize.sm,
});

/** A row's actions side by side at the end of the row. */
export const rowActions = style({ justifyContent: 'flex-end' });
