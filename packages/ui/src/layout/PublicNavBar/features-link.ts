import type { MouseEvent } from 'react';

/**
 * The click handler of a Features link. With `onFeatures` (the landing page scrolls to its own
 * section) the link does not navigate; without it the link simply follows its href.
 */
export function featuresClickHandler(onFeatures: (() => void) | undefined) {
  if (!onFeatures) return undefined;
  return (event: MouseEvent) => {
    event.preventDefault();
    onFeatures();
  };
}
