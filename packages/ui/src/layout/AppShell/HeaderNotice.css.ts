import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus-ring.css';
import { visuallyHiddenRule } from '../../theme/visually-hidden';

/*
 * The header's notices take the width the header leaves them (a row of their own below the wide
 * breakpoint, the space between the team switcher and the header's buttons above it) and say as
 * much as fits. Under 420 px a notice's short headline stands in (the token warning's 'Login runs
 * out in 3 days'); with two notices, under 800 px for one that shortens first (billing's 'No plan'),
 * under 640 px for the other, and under 420 px each keeps its icon, action and at most a word. The full headline is
 * always what assistive tech reads. Whatever still does not fit ends in an ellipsis.
 */
const area = createContainer();

const narrow = (maxWidth: number) => `${area} (max-width: ${maxWidth - 0.02}px)`;

/** The notices' place in the header: a polite live region, there from the first paint, empty when all is well. */
export const notices = style({
  containerName: area,
  containerType: 'inline-size',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
});

/** When the area holds two notices or more. */
const several = `${notices}:has(> :nth-child(2))`;

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flex: '0 1 auto',
  minWidth: 0,
  height: '36px',
  padding: `0 ${vars.space['1']} 0 ${vars.space['2']}`,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.warningSolid}`,
  background: vars.color.warningBg,
  color: vars.color.warningText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.heading,
  // The notice that shortens first holds its short form; the other gives way.
  selectors: { '&[data-short="first"]': { flexShrink: 0 } },
});

export const icon = style({ flexShrink: 0 });

/** The headline as plain text (a notice without detail). */
export const headline = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
  fontWeight: vars.fontWeight.semibold,
});

/** The headline as the button that opens the notice's detail: the notice's own look, underlined on hover. */
export const headlineButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minWidth: 0,
  height: '100%',
  margin: `0 0 0 calc(-1 * ${vars.space['2']})`,
  padding: `0 ${vars.space['1']} 0 ${vars.space['2']}`,
  border: 0,
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

/** The headline's text: cut with an ellipsis when even the short form does not fit. */
export const text = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [`${headlineButton}[data-hovered] &`]: { textDecoration: 'underline' } },
});

/** The full headline where there is room; read out everywhere. */
export const long = style({
  '@container': {
    [narrow(800)]: { selectors: { [`${several} ${notice}[data-short="first"] &`]: visuallyHiddenRule } },
    [narrow(640)]: { selectors: { [`${several} ${notice}[data-short="last"] &`]: visuallyHiddenRule } },
    [narrow(420)]: {
      selectors: { [`${notice}[data-short] &`]: visuallyHiddenRule, [`${several} ${notice} &`]: visuallyHiddenRule },
    },
  },
});

/** The short headline, shown instead of the full one where there is not room (not read out: the full one is). */
export const short = style({
  display: 'none',
  '@container': {
    [narrow(800)]: { selectors: { [`${several} ${notice}[data-short="first"] &`]: { display: 'inline' } } },
    [narrow(640)]: { selectors: { [`${several} ${notice}[data-short="last"] &`]: { display: 'inline' } } },
    [narrow(420)]: {
      selectors: {
        [`${notice}[data-short] &`]: { display: 'inline' },
        [`${several} ${notice}[data-short] &`]: { display: 'none' },
      },
    },
  },
});

/** A word for two notices in a narrow header ('Login'); without one, the icon and the action say it. */
export const tiny = style({
  display: 'none',
  '@container': { [narrow(420)]: { selectors: { [`${several} ${notice} &`]: { display: 'inline' } } } },
});

/** An action's shorter words ('Subscribe'), with two notices in a narrow header. */
export const actionLong = style({
  '@container': { [narrow(420)]: { selectors: { [`${several} &`]: visuallyHiddenRule } } },
});

export const actionShort = style({
  display: 'none',
  '@container': { [narrow(420)]: { selectors: { [`${several} &`]: { display: 'inline' } } } },
});

export const chevron = style({
  flexShrink: 0,
  '@container': { [narrow(420)]: { selectors: { [`${several} &`]: { display: 'none' } } } },
});

export const action = style({ flexShrink: 0 });

/** An action's icon: left out in a narrow header, where the words need the room. */
export const actionIcon = style({
  flexShrink: 0,
  '@container': { [narrow(420)]: { display: 'none' } },
});
