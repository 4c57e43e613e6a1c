import { ApiError } from '@causeway/api-client';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

const { queries } = createQueryClient().getDefaultOptions();

/** TanStack Query asks `retry(failuresSoFar, error)` after each failure: 0 after the first. */
function retries(error: Error): number {
  const retry = queries?.retry;
  if (typeof retry !== 'function') throw new Error('retry is a rule, not a number');
  let failures = 0;
  while (retry(failures, error)) failures += 1;
  return failures;
}

function delayBefore(retryNumber: number): number {
  const retryDelay = queries?.retryDelay;
  if (typeof retryDelay !== 'function') throw new Error('retryDelay is a rule, not a number');
  return retryDelay(retryNumber - 1, new Error('failed'));
}

const httpError = (status: number) => new ApiError({ kind: 'http', status, message: `HTTP ${status}` });

describe('server state defaults (accounts §9)', () => {
  it.each([400, 401, 403, 404, 409, 422])('does not retry a %i: the answer will not change', (status) => {
    expect(retries(httpError(status))).toBe(0);
  });

  it.each([
    ['a server error', httpError(500)],
    ['a 503', httpError(503)],
    ['no answer', new ApiError({ kind: 'network', message: 'Unable to reach the server.' })],
    ['a timeout', new ApiError({ kind: 'timeout', message: 'The server took too long.' })],
    ['any other failure', new TypeError('boom')],
  ])('retries %s up to 3 times', (_case, error) => {
    expect(retries(error)).toBe(3);
  });

  it('waits 1 s before the first retry, doubling each time, never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(delayBefore)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('clears unused data from the cache after 5 minutes', () => {
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
  });

  it('asks again for data older than 5 minutes, not on every page it appears on', () => {
    expect(queries?.staleTime).toBe(5 * 60 * 1000);
  });
});
