/**
 * Design tokens in plain values: the single place a colour, size or duration is written down.
 * The theme contract maps them to CSS variables; layouts and tests may import them directly
 * (for example the breakpoints or the toast timeout).
 */

export const brand = {
  name: 'Causeway',
  tagline: 'Bridging the digital gap',
} as const;

export const palette = {
  accent: '#0F6C8C',
  accentHover: '#0B5770',
  accentPressed: '#08445A',
  accentTint: '#E7F0F4',
  accentText: '#0B5770',
  onAccent: '#FFFFFF',

  surface: '#FFFFFF',
  surfaceMuted: '#F7F8FA',
  surfaceSunken: '#EEF1F5',
  border: '#D9DEE5',
  borderStrong: '#B5BEC9',
  text: '#101828',
  textMuted: '#475467',
  textSubtle: '#5D6B7E',
  textDisabled: '#98A2B3',
  overlay: 'rgba(16, 24, 40, 0.55)',

  successBg: '#E8F5EE',
  successText: '#146C3E',
  successSolid: '#1F8F52',
  dangerBg: '#FDECEC',
  dangerText: '#B42318',
  dangerSolid: '#C8322A',
  dangerHover: '#A8271F',
  warningBg: '#FFF6E0',
  warningText: '#8A4B00',
  warningSolid: '#D98E04',
  infoBg: '#E8F1FC',
  infoText: '#1D4F91',
  infoSolid: '#2E6FD0',
  purpleBg: '#F1EAFB',
  purpleText: '#5B2E9C',
} as const;

/** Platform colours appear only on platform marks. */
export const platformColors = {
  facebook: '#1877F2',
  instagram: 'linear-gradient(45deg, #F58529, #DD2A7B 50%, #8134AF 75%, #515BD4)',
  tiktok: '#000000',
  linkedin: '#0A66C2',
  whatsapp: '#25D366',
} as const;

/**
 * Each platform's own reading face, at no download: San Francisco, Segoe UI, Roboto; on Linux the
 * best face present (Noto Sans, Ubuntu, Cantarell, Liberation Sans) before `system-ui`,
 * which there resolves to DejaVu Sans, wide and heavy. No web font: Inter's Latin variable file
 * would be downloaded on every first visit, and the landing page's budget has no room for it.
 */
export const fonts = {
  body: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Noto Sans", Ubuntu, Cantarell, "Liberation Sans", Arial, system-ui, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

export const fontSizes = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '20px',
  xl: '24px',
  xxl: '32px',
  display: '44px',
} as const;

export const space = {
  none: '0',
  '1': '4px',
  '2': '8px',
  '3': '12px',
  '4': '16px',
  '6': '24px',
  '8': '32px',
  '12': '48px',
  '16': '64px',
} as const;

/** A step of the space scale: `'4'` is 16px. */
export type SpaceToken = keyof typeof space;

export const radii = {
  control: '6px',
  card: '10px',
  pill: '999px',
} as const;

/** One shadow, for what floats over the page (menus, popovers, dialogs); cards sit on a border. */
export const shadows = {
  popover: '0 8px 24px rgba(16, 24, 40, 0.14), 0 2px 6px rgba(16, 24, 40, 0.08)',
} as const;

/** Viewport widths in px; `large` is where auth pages split and the public nav expands. */
export const breakpoints = {
  small: 360,
  medium: 768,
  large: 1024,
  wide: 1280,
} as const;

/** The media query of a viewport at least as wide as a breakpoint: for styles and for `useMediaQuery`. */
export const atLeast = (breakpoint: keyof typeof breakpoints) => `screen and (min-width: ${breakpoints[breakpoint]}px)`;

/** Toasts that are not info toasts close after this many milliseconds (spec: 5 s). */
export const toastTimeoutMs = 5000;
