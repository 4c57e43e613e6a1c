import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { palette } from './tokens';

// DESIGN.md: every semantic text shade meets WCAG AA (4.5:1) on its tint and on plain surfaces.
const pairs: [string, string, string][] = [
  ['text on surface', palette.text, palette.surface],
  ['muted text on surface', palette.textMuted, palette.surface],
  ['muted text on muted surface', palette.textMuted, palette.surfaceMuted],
  ['subtle text on surface', palette.textSubtle, palette.surface],
  ['subtle text on muted surface', palette.textSubtle, palette.surfaceMuted],
  ['accent text on surface', palette.accentText, palette.surface],
  ['accent text on accent tint', palette.accentText, palette.accentTint],
  ['white on accent', palette.onAccent, palette.accent],
  ['white on accent hover', palette.onAccent, palette.accentHover],
  ['white on danger', palette.onAccent, palette.dangerSolid],
  ['success text on its tint', palette.successText, palette.successBg],
  ['danger text on its tint', palette.dangerText, palette.dangerBg],
  ['warning text on its tint', palette.warningText, palette.warningBg],
  ['info text on its tint', palette.infoText, palette.infoBg],
  ['purple text on its tint', palette.purpleText, palette.purpleBg],
];

describe('palette contrast', () => {
  it.each(pairs)('%s meets AA', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('computes the known black-on-white ratio', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
  });
});
