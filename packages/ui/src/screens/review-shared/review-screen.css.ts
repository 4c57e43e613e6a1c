import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The page title of the queue, history, bulk delete and calendar. */
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A select among the filters keeps a readable width without pushing the row wider than the screen. */
export const filterSelect = style({ width: '13rem', maxWidth: '100%' });

export const footer = style({ minHeight: '40px' });

export const count = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

/** Quiet second line in a cell (a page under a name, the latest time under the oldest). */
export const subtle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** Why an item failed, under its status: wraps within the column. */
export const failureReason = style({
  display: 'block',
  maxWidth: '16rem',
  color: vars.color.dangerText,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'normal',
});

/** A cell's actions side by side. */
export const actions = style({ justifyContent: 'flex-end' });

/** The zone note under the filters. */
export const zoneNote = style({ margin: 0, color: vars.color.textSubtle, fontSize: vars.fontSize.xs });

/** A button in a row of labelled fields sits on the fields' line, under where a label would be. */
export const alignWithFields = style({
  marginTop: `calc(${vars.fontSize.sm} * ${vars.lineHeight.heading} + ${vars.space['1']})`,
});

export const dateTime = style({ display: 'flex', flexDirection: 'column' });
