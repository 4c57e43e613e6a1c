/**
 * The story viewports, registered once in `.storybook/preview.tsx`: the smallest phone the product
 * supports, a common phone, a tablet under the 1024px breakpoint (navigation collapsed, auth form
 * alone), two desktops and a very wide screen. Stories that pin a size set `globals` to one of the shortcuts below; the
 * browser tests resize the page to it. Stories without one run at the test runner's 1200 × 900.
 */
export const storyViewports = {
  phone360: { name: 'Small phone (360px)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  phone390: { name: 'Phone (390px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet834: { name: 'Tablet (834px)', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
  desktop1280: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
  desktop1440: { name: 'Wide desktop (1440px)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
  desktop2560: { name: 'Very wide screen (2560px)', styles: { width: '2560px', height: '1440px' }, type: 'desktop' },
} as const;

export type StoryViewport = keyof typeof storyViewports;

const at = <Name extends StoryViewport>(value: Name) => ({ viewport: { value, isRotated: false } }) as const;

/** The smallest screen the product supports (360px). */
export const phoneScreen = at('phone360');
/** A common phone (390px). */
export const largePhoneScreen = at('phone390');
/** A tablet (834px): above the medium breakpoint, below the large one. */
export const tabletScreen = at('tablet834');
/** A laptop or desktop (1280px), at the wide breakpoint. */
export const desktopScreen = at('desktop1280');
/** A wide desktop (1440px). */
export const wideScreen = at('desktop1440');
/** A very wide screen (2560 × 1440): layouts must hold together, not stretch. */
export const veryWideScreen = at('desktop2560');
