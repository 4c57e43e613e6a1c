import { describe, expect, it } from 'vitest';
import { linkRel } from './link-rel';

describe('linkRel', () => {
  it('adds noopener noreferrer to links that open a new tab', () => {
    expect(linkRel('_blank', undefined)).toBe('noopener noreferrer');
  });

  it('keeps the tokens a caller gave and adds only what is missing', () => {
    expect(linkRel('_blank', 'nofollow noopener')).toBe('nofollow noopener noreferrer');
    expect(linkRel('_blank', 'noreferrer noopener')).toBe('noreferrer noopener');
  });

  it('leaves same-tab links as they are', () => {
    expect(linkRel(undefined, undefined)).toBeUndefined();
    expect(linkRel('_self', 'nofollow')).toBe('nofollow');
  });
});
