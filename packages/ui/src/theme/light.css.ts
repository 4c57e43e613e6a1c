import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { fonts, fontSizes, palette, platformColors, radii, shadows, space } from './tokens';

/** The light theme: the only theme today, applied on the document root. */
export const lightTheme = createTheme(vars, {
  color: {
    ...palette,
    facebook: platformColors.facebook,
    linkedin: platformColors.linkedin,
    whatsapp: platformColors.whatsapp,
    tiktok: platformColors.tiktok,
  },
  font: fonts,
  fontSize: fontSizes,
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { text: '1.5', heading: '1.2' },
  space,
  radius: radii,
  shadow: {
    popover: shadows.popover,
    focus: `0 0 0 2px ${palette.surface}, 0 0 0 4px ${palette.accent}`,
  },
  layer: { base: '0', sticky: '10', popover: '100', overlay: '200', modal: '300', toast: '400' },
  duration: { fast: '120ms', normal: '200ms' },
});
