/** The id of the features section, the target of the navigation's Features link. */
export const featuresSectionId = 'features';

/**
 * Scrolls the landing page to its features section (the Features link's callback on the landing
 * page itself). Apart from the screen so the other public pages' frame can hold it without the
 * landing page's content and icons.
 */
export function scrollToFeatures() {
  const section = document.getElementById(featuresSectionId);
  if (!section) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}
