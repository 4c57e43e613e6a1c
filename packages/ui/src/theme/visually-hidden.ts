import type { StyleRule } from '@vanilla-extract/css';

/** Present for screen readers, invisible on screen: the rule, for a class or a state that hides. */
export const visuallyHiddenRule: StyleRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
