import { style } from '@vanilla-extract/css';
import { sprinkles } from './sprinkles.css';
import { space, type SpaceToken } from './tokens';
import { visuallyHiddenRule } from './visually-hidden';

const conditions = ['base', 'medium', 'large'] as const;
const spaceTokens = Object.keys(space) as SpaceToken[];

/**
 * The sprinkles' `gap` classes by condition and space token, for the layout primitives. They are
 * picked here, when the styles are built, so pages carry these class names and not the sprinkles'
 * whole class map and runtime.
 */
export const gapAt = Object.fromEntries(
  conditions.map((condition) => [
    condition,
    Object.fromEntries(spaceTokens.map((token) => [token, sprinkles({ gap: { [condition]: token } })])),
  ]),
) as Record<(typeof conditions)[number], Record<SpaceToken, string>>;

/** A `ul` or `ol` laid out by a primitive: no bullets, no indent (the global reset drops the margins). */
export const list = style({ paddingLeft: 0, listStyle: 'none' });

/** Present for screen readers, invisible on screen: a name an icon-only control keeps. */
export const visuallyHidden = style(visuallyHiddenRule);
