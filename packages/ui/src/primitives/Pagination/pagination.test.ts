import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageSlice, visiblePages } from './pagination';

describe('pageCount', () => {
  it('uses pages of 10 by default', () => {
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(95)).toBe(10);
  });

  it('has one page for an empty list', () => {
    expect(pageCount(0)).toBe(1);
  });

  it('takes another page size', () => {
    expect(pageCount(7, 3)).toBe(3);
  });

  it('refuses a page size of zero', () => {
    expect(() => pageCount(5, 0)).toThrow(RangeError);
  });
});

describe('visiblePages', () => {
  it('shows every page when there are five or fewer', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the window on the current page', () => {
    expect(visiblePages(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(visiblePages(6, 10)).toEqual([4, 5, 6, 7, 8]);
  });

  it('keeps five pages at the start and at the end', () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(visiblePages(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('never shows more than max pages', () => {
    for (let current = 1; current <= 20; current++) {
      const pages = visiblePages(current, 20);
      expect(pages).toHaveLength(5);
      expect(pages).toContain(current);
    }
  });

  it('takes another maximum, centring with an even window as well', () => {
    expect(visiblePages(5, 10, 3)).toEqual([4, 5, 6]);
    expect(visiblePages(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });

  it('treats an out-of-range current page as the nearest page', () => {
    expect(visiblePages(42, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(visiblePages(0, 10)).toEqual([1, 2, 3, 4, 5]);
  });

  it('is empty when there are no pages', () => {
    expect(visiblePages(1, 0)).toEqual([]);
  });
});

describe('pageSlice', () => {
  const items = Array.from({ length: 23 }, (_, index) => index + 1);

  it('gives the ten items of a page', () => {
    expect(pageSlice(items, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageSlice(items, 2)[0]).toBe(11);
  });

  it('gives the remainder on the last page and nothing past it', () => {
    expect(pageSlice(items, 3)).toEqual([21, 22, 23]);
    expect(pageSlice(items, 4)).toEqual([]);
  });

  it('takes another page size', () => {
    expect(pageSlice(items, 2, 5)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe('clampPage', () => {
  it('keeps the page inside the available pages', () => {
    expect(clampPage(3, 2)).toBe(2);
    expect(clampPage(0, 2)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
  });
});
