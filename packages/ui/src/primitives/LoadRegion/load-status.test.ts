import { describe, expect, it } from 'vitest';
import { emptyIf } from './load-status';

describe('emptyIf', () => {
  it('turns a loaded region with nothing to show empty', () => {
    expect(emptyIf('ready', true)).toBe('empty');
    expect(emptyIf('ready', false)).toBe('ready');
  });

  it('leaves waiting, failed and already empty regions as they are', () => {
    expect(emptyIf('loading', true)).toBe('loading');
    expect(emptyIf('error', true)).toBe('error');
    expect(emptyIf('empty', false)).toBe('empty');
  });
});
