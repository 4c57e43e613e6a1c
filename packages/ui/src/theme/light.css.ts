import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { fontSizes, palette, platformColors, radii, space } from './tokens';

/** The light theme: the only theme today, applied on the document root. */
export const lightTheme = createTheme(vars, {
  color: {
    ...palette,
    facebook: platformColors.facebook,
    linkedin: platformColors.linkedin,
    whatsapp: platformColors.whatsapp,
    tiktok: platformColors.tiktok,
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: fontSizes,
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { text: '1.5', heading: '1.2' },
  space,
  radius: radii,
  shadow: {
    popover: '0 8px 24px rgba(16, 24, 40, 0.14), 0 2px 6px rgba(16, 24, 40, 0.08)',
    focus: `0 0 0 2px ${palette.surface}, 0 0 0 4px ${palette.accent}`,
  },
  layer: { base: '0', sticky: '10', popover: '100', overlay: '200', modal: '300', toast: '400' },
  duration: { fast: '120ms', normal: '200ms' },
});
