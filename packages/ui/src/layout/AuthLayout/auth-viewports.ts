/**
 * Story viewports for the auth pages: the smallest width the product supports, one just under the
 * split-screen breakpoint and a desktop one.
 * Stories pick one with `globals: { viewport: { value } }`; the browser tests resize to it.
 */
export const authViewports = {
  small360: { name: 'Small phone (360px)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet (834px)', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;

export const smallScreen = { viewport: { value: 'small360', isRotated: false } } as const;
export const tabletScreen = { viewport: { value: 'tablet', isRotated: false } } as const;
export const largeScreen = { viewport: { value: 'desktop', isRotated: false } } as const;
