import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { atLeast } from './tokens';

const layout = defineProperties({
  conditions: {
    base: {},
    medium: { '@media': atLeast('medium') },
    large: { '@media': atLeast('large') },
  },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'flex', 'grid', 'block', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    padding: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    margin: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    gridTemplateColumns: ['1fr', 'repeat(2, 1fr)', 'repeat(3, 1fr)', 'repeat(4, 1fr)'],
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const look = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    borderRadius: vars.radius,
  },
});

/** Layout and look utilities; recipes handle component variants. */
export const sprinkles = createSprinkles(layout, look);
export type Sprinkles = Parameters<typeof sprinkles>[0];
