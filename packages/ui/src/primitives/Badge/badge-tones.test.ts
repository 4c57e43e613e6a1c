import { describe, expect, it } from 'vitest';
import { categoryTone, capitalise, statusTone } from './badge-tones';

describe('statusTone', () => {
  it.each([
    ['scheduled', 'info'],
    ['published', 'success'],
    ['failed', 'danger'],
    ['processing', 'warning'],
    ['pending', 'neutral'],
    ['cancelled', 'neutral'],
    ['deleted', 'neutral'],
  ] as const)('%s is %s', (status, tone) => {
    expect(statusTone(status).tone).toBe(tone);
  });

  it('strikes through cancelled and nothing else', () => {
    expect(statusTone('cancelled').isStruck).toBe(true);
    expect(statusTone('deleted').isStruck).toBe(false);
    expect(statusTone('pending').isStruck).toBe(false);
  });

  it('ignores case and surrounding spaces', () => {
    expect(statusTone(' Published ').tone).toBe('success');
  });

  it('keeps unknown statuses neutral', () => {
    expect(statusTone('archived')).toEqual({ tone: 'neutral', isStruck: false });
  });
});

describe('categoryTone', () => {
  it('colours posts blue, stories purple and the rest neutral', () => {
    expect(categoryTone('post')).toBe('info');
    expect(categoryTone('Story')).toBe('purple');
    expect(categoryTone('reel')).toBe('neutral');
  });
});

describe('capitalise', () => {
  it('capitalises a server value', () => {
    expect(capitalise('scheduled')).toBe('Scheduled');
    expect(capitalise('FAILED')).toBe('Failed');
  });
});
