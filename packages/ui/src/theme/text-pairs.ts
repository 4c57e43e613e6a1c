import { palette } from './tokens';

/**
 * Every pairing of a text shade with the background it is used on. docs/design.md: each meets WCAG AA
 * (4.5:1). The palette test checks them; the Foundations page shows them with their ratios.
 */
export const textPairs: { name: string; foreground: string; background: string }[] = [
  { name: 'Text on surface', foreground: palette.text, background: palette.surface },
  { name: 'Muted text on surface', foreground: palette.textMuted, background: palette.surface },
  { name: 'Muted text on muted surface', foreground: palette.textMuted, background: palette.surfaceMuted },
  { name: 'Subtle text on surface', foreground: palette.textSubtle, background: palette.surface },
  { name: 'Subtle text on muted surface', foreground: palette.textSubtle, background: palette.surfaceMuted },
  { name: 'Accent text on surface', foreground: palette.accentText, background: palette.surface },
  { name: 'Accent text on accent tint', foreground: palette.accentText, background: palette.accentTint },
  { name: 'White on accent', foreground: palette.onAccent, background: palette.accent },
  { name: 'White on accent hover', foreground: palette.onAccent, background: palette.accentHover },
  { name: 'White on danger', foreground: palette.onAccent, background: palette.dangerSolid },
  { name: 'Success text on its tint', foreground: palette.successText, background: palette.successBg },
  { name: 'Danger text on its tint', foreground: palette.dangerText, background: palette.dangerBg },
  { name: 'Warning text on its tint', foreground: palette.warningText, background: palette.warningBg },
  { name: 'Info text on its tint (calendar: post)', foreground: palette.infoText, background: palette.infoBg },
  { name: 'Purple text on its tint (calendar: story)', foreground: palette.purpleText, background: palette.purpleBg },
  { name: 'Text on sunken surface (calendar: reel)', foreground: palette.text, background: palette.surfaceSunken },
];
