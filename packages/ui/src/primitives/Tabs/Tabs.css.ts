import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, focusRingInset } from '../../theme/focus-ring.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row', alignItems: 'flex-start' },
  },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space['1'],
  selectors: {
    '&[data-orientation="horizontal"]': {
      boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
      // Long tab rows (the seven settings tabs) scroll sideways on small screens instead of wrapping.
      overflowX: 'auto',
      scrollbarWidth: 'none',
      // One row of tabs high from the first paint: the tabs are drawn once their collection is built,
      // and what is below them must not move when they are.
      minBlockSize: `calc(2 * ${vars.space['2']} + ${vars.fontSize.sm} * ${vars.lineHeight.heading})`,
    },
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      flexShrink: 0,
      boxShadow: `inset -1px 0 0 ${vars.color.border}`,
    },
  },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  borderRadius: `${vars.radius.control} ${vars.radius.control} 0 0`,
  transition: `color ${vars.duration.fast}, background ${vars.duration.fast}`,
  selectors: {
    // The selection bar sits on the list's edge: below horizontal tabs, right of vertical ones.
    '&::after': {
      content: '""',
      position: 'absolute',
      background: 'transparent',
      transition: `background ${vars.duration.fast}`,
    },
    '[data-orientation="horizontal"] > &::after': { left: 0, right: 0, bottom: 0, height: '2px' },
    '[data-orientation="vertical"] > &': { borderRadius: `${vars.radius.control} 0 0 ${vars.radius.control}` },
    '[data-orientation="vertical"] > &::after': { top: 0, bottom: 0, right: 0, width: '2px' },
    '&[data-hovered]:not([data-selected]):not([data-disabled])': {
      color: vars.color.text,
      background: vars.color.surfaceSunken,
    },
    '&[data-selected]': { color: vars.color.accentText },
    '&[data-selected]::after': { background: vars.color.accent },
    // Inside the ring: the tab list scrolls sideways and would cut off a ring drawn outside the tab.
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const tabPanel = style({
  flex: 1,
  minWidth: 0,
  borderRadius: vars.radius.control,
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});
