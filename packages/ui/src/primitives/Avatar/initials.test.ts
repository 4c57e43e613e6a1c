import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Dana Scully')).toBe('DS');
    expect(initials('Fox William Mulder')).toBe('FM');
  });

  it('takes the first letter of a single word, upper-cased', () => {
    expect(initials('dana')).toBe('D');
  });

  it('ignores extra spaces', () => {
    expect(initials('  dana   scully ')).toBe('DS');
  });

  it('gives ? for an empty or missing name', () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
    expect(initials(undefined)).toBe('?');
    expect(initials(null)).toBe('?');
  });

  it('keeps letters outside the basic plane whole', () => {
    expect(initials('𝒜da Ölund')).toBe('𝒜Ö');
  });
});
