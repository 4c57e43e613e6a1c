/**
 * Story viewports for the public pages: the smallest supported phone, a tablet (below the 1024px
 * breakpoint, so the navigation is collapsed) and a desktop. Stories pick one with
 * `globals: { viewport: { value } }`; the browser tests resize to it.
 */
export const publicViewports = {
  phone360: { name: 'Small phone (360px)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet800: { name: 'Tablet (800px)', styles: { width: '800px', height: '1000px' }, type: 'tablet' },
  desktop1280: { name: 'Desktop (1280px)', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;

export const phoneScreen = { viewport: { value: 'phone360', isRotated: false } } as const;
export const tabletScreen = { viewport: { value: 'tablet800', isRotated: false } } as const;
export const desktopScreen = { viewport: { value: 'desktop1280', isRotated: false } } as const;
