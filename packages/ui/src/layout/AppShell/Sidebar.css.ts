import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, focusRingInset } from '../../theme/focus-ring.css';
import { visuallyHidden } from '../../theme/layout.css';

/** 64 → 16 rem expanded, 16 → 4 rem collapsed (publishing §9, in quarter-rem units). */
export const sidebarWidth = { expanded: '16rem', collapsed: '4rem' } as const;

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  width: sidebarWidth.expanded,
  height: '100%',
  background: vars.color.surface,
  transition: `width ${vars.duration.normal} ease`,
  selectors: {
    '&[data-collapsed]': { width: sidebarWidth.collapsed },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '64px',
  padding: `0 ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    [`${sidebar}[data-collapsed] &`]: { justifyContent: 'center', padding: 0 },
  },
});

export const markLink = style({
  display: 'inline-flex',
  padding: vars.space['1'],
  borderRadius: vars.radius.control,
  color: vars.color.accent,
  fontSize: vars.fontSize.lg,
  selectors: { '&[data-focus-visible]': focusRing },
});

export const nav = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space['3'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  selectors: {
    [`${sidebar}[data-collapsed] &`]: { padding: `${vars.space['3']} ${vars.space['2']}` },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['1'] });

export const subList = style([list, { paddingLeft: vars.space['4'], paddingTop: vars.space['1'] }]);

export const group = style({ marginBottom: vars.space['1'] });

export const groupHeading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  minHeight: '40px',
  padding: `0 ${vars.space['3']}`,
  border: 'none',
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontFamily: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': focusRingInset,
    [`${sidebar}[data-collapsed] &`]: { justifyContent: 'center', padding: 0 },
  },
});

export const link = style([
  row,
  {
    selectors: {
      '&[aria-current="page"]': {
        background: vars.color.accentTint,
        color: vars.color.accentText,
        fontWeight: vars.fontWeight.semibold,
      },
    },
    // Forced colours drop the tint: an outline keeps the current page marked.
    '@media': {
      '(forced-colors: active)': {
        selectors: { '&[aria-current="page"]': { outline: '2px solid LinkText', outlineOffset: '-2px' } },
      },
    },
  },
]);

export const groupTrigger = style([row, { color: vars.color.text }]);

export const chevron = style({
  marginLeft: 'auto',
  flexShrink: 0,
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const icon = style({ flexShrink: 0 });

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const hiddenLabel = visuallyHidden;

export const footer = style({
  padding: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  selectors: {
    [`${sidebar}[data-collapsed] &`]: { padding: `${vars.space['3']} ${vars.space['2']}` },
  },
});

export const collapseButton = style([row, {}]);
