/** Rows on one page of every paginated table (spec: page size 10). */
export const defaultPageSize = 10;

/** How many page numbers the pagination shows at most (spec: up to 5). */
export const maxPageNumbers = 5;

/** Number of pages for `total` items; an empty list still has one (empty) page. */
export function pageCount(total: number, size: number = defaultPageSize): number {
  if (size <= 0) throw new RangeError(`Page size must be positive, got ${size}`);
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** `page` kept inside 1…count, e.g. after a delete empties the last page. */
export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, count));
}

/**
 * The page numbers to show: a window of at most `max` pages centred on the current page,
 * shifted at either end so it always holds `max` pages when there are that many.
 */
export function visiblePages(current: number, count: number, max: number = maxPageNumbers): number[] {
  if (count < 1 || max < 1) return [];
  const size = Math.min(max, count);
  const centred = clampPage(current, count) - Math.floor((size - 1) / 2);
  const start = Math.min(Math.max(1, centred), count - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

/** The items on a 1-based page. */
export function pageSlice<T>(items: readonly T[], page: number, size: number = defaultPageSize): T[] {
  const start = (Math.max(1, Math.floor(page)) - 1) * size;
  return items.slice(start, start + size);
}
