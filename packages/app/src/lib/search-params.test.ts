import { describe, expect, it } from 'vitest';
import { readChoice, readChoices, readPage, readText, toSearch, unlessDefault } from './search-params';

const params = (query: string) => new URLSearchParams(query);
const statuses = ['all', 'scheduled', 'failed'] as const;

describe('reading filters from the address', () => {
  it('takes a known choice and falls back on anything else', () => {
    expect(readChoice(params('status=failed'), 'status', statuses, 'scheduled')).toBe('failed');
    expect(readChoice(params('status=FAILED'), 'status', statuses, 'scheduled')).toBe('scheduled');
    expect(readChoice(params(''), 'status', statuses, 'scheduled')).toBe('scheduled');
  });

  it('reads a comma list in the set order, dropping unknown values', () => {
    const platforms = ['facebook', 'instagram', 'tiktok'] as const;
    expect(readChoices(params('platform=tiktok,facebook,myspace'), 'platform', platforms, ['facebook'])).toEqual([
      'facebook',
      'tiktok',
    ]);
    expect(readChoices(params('platform=myspace'), 'platform', platforms, ['facebook'])).toEqual(['facebook']);
  });

  it('reads page numbers from 1 and free text', () => {
    expect(readPage(params('page=3'))).toBe(3);
    expect(readPage(params('page=0'))).toBeUndefined();
    expect(readPage(params('page=2.5'))).toBeUndefined();
    expect(readPage(params('page=abc'))).toBeUndefined();
    expect(readText(params('highlight=%20712%20'), 'highlight')).toBe('712');
    expect(readText(params('highlight='), 'highlight')).toBeUndefined();
  });
});

describe('writing filters to the address', () => {
  it('leaves the defaults out', () => {
    expect(
      toSearch({
        tab: unlessDefault('post', 'post'),
        status: unlessDefault('failed', 'scheduled'),
        page: unlessDefault(2, 1),
      }).toString(),
    ).toBe('status=failed&page=2');
  });
});
