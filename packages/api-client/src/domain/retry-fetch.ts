import { sleep } from './sleep';

/**
 * The social-account fetch rules (accounts §4, §9). The retry fetch (up to 5 attempts, 2000 ms
 * apart, while the list is empty or the server cannot be reached; the first attempt bypassing the
 * cache) is the app's accounts query, run by the query library's retry machinery with these numbers.
 */
export const socialRetryAttempts = 5;
export const socialRetryDelayMs = 2_000;
export const sessionRefreshWaitMs = 1_000;

/** Fetches a list, optionally bypassing caches (a cache-busting query). */
export type ListFetch<T> = (options: { bustCache: boolean }) => Promise<readonly T[]>;

/**
 * The session-refresh fetch: a throwaway fetch (its result and error ignored), a 1000 ms wait, then
 * a cache-busting fetch whose result is returned.
 */
export async function sessionRefreshFetch<T>(
  fetchList: ListFetch<T>,
  options: { waitMs?: number; signal?: AbortSignal } = {},
): Promise<T[]> {
  await fetchList({ bustCache: false }).catch(() => undefined);
  await sleep(options.waitMs ?? sessionRefreshWaitMs, options.signal);
  return [...(await fetchList({ bustCache: true }))];
}
