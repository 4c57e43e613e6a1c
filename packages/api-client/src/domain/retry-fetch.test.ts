import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error';
import { fetchWithRetry, sessionRefreshFetch, type ListFetch } from './retry-fetch';

const offline = () => new ApiError({ kind: 'network', message: 'offline' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function listFetch(...answers: Array<string[] | Error>) {
  let call = 0;
  return vi.fn<ListFetch<string>>(() => {
    const answer = answers[Math.min(call, answers.length - 1)] ?? [];
    call += 1;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
}

describe('fetchWithRetry', () => {
  it('retries an empty list every 2000 ms, the first attempt bypassing the cache', async () => {
    const fetchList = listFetch([], [], ['account']);
    const done = fetchWithRetry(fetchList);

    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchList).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchList).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);

    await expect(done).resolves.toEqual(['account']);
    expect(fetchList.mock.calls.map(([options]) => options.bustCache)).toEqual([true, false, false]);
  });

  it('stops after 5 attempts and gives the empty list', async () => {
    const fetchList = listFetch([]);
    const done = fetchWithRetry(fetchList);
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(done).resolves.toEqual([]);
    expect(fetchList).toHaveBeenCalledTimes(5);
  });

  it('retries network errors and throws the last one when every attempt failed to connect', async () => {
    const fetchList = listFetch(offline(), ['account']);
    const recovered = fetchWithRetry(fetchList);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(recovered).resolves.toEqual(['account']);

    const neverUp = listFetch(offline());
    const failed = fetchWithRetry(neverUp, { attempts: 3 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(failed).resolves.toMatchObject({ kind: 'network' });
    expect(neverUp).toHaveBeenCalledTimes(3);
  });

  it('does not retry other errors', async () => {
    const fetchList = listFetch(
      new ApiError({ kind: 'http', status: 500, message: 'Failed to fetch social accounts' }),
    );
    await expect(fetchWithRetry(fetchList)).rejects.toMatchObject({ status: 500 });
    expect(fetchList).toHaveBeenCalledTimes(1);
  });
});

describe('sessionRefreshFetch', () => {
  it('makes a throwaway fetch, waits 1000 ms, then fetches bypassing the cache', async () => {
    const fetchList = listFetch(offline(), ['fresh']);
    const done = sessionRefreshFetch(fetchList);

    await vi.advanceTimersByTimeAsync(999);
    expect(fetchList).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);

    await expect(done).resolves.toEqual(['fresh']);
    expect(fetchList.mock.calls.map(([options]) => options.bustCache)).toEqual([false, true]);
  });
});
