import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error';
import { sessionRefreshFetch, type ListFetch } from './retry-fetch';

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
