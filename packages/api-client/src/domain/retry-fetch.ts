import { isConnectionError } from '../http/api-error';
import { sleep } from './sleep';

export const socialRetryAttempts = 5;
export const socialRetryDelayMs = 2_000;
export const sessionRefreshWaitMs = 1_000;

/** Fetches a list, optionally bypassing caches (a cache-busting query). */
export type ListFetch<T> = (options: { bustCache: boolean }) => Promise<readonly T[]>;

export interface RetryFetchOptions {
  attempts?: number;
  delayMs?: number;
  signal?: AbortSignal;
}

/**
 * The social-account retry fetch: up to 5 attempts, 2000 ms apart, while the list comes back empty
 * or the server cannot be reached; the first attempt bypasses the cache. Any other error ends it at
 * once. Returns the last list (possibly empty); throws the last connection error when every attempt
 * failed to connect.
 */
export async function fetchWithRetry<T>(fetchList: ListFetch<T>, options: RetryFetchOptions = {}): Promise<T[]> {
  const attempts = Math.max(1, options.attempts ?? socialRetryAttempts);
  let lastError: Error | null = null;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const list = await fetchList({ bustCache: attempt === 1 });
      if (list.length > 0) return [...list];
      lastError = null;
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      lastError = error;
    }
    if (attempt < attempts && !(await sleep(options.delayMs ?? socialRetryDelayMs, options.signal))) break;
  }
  if (lastError !== null) throw lastError;
  return [];
}

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
