import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { textPairs } from './text-pairs';

describe('palette contrast', () => {
  it.each(textPairs)('$name meets AA', ({ foreground, background }) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('computes the known black-on-white ratio', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
  });
});
