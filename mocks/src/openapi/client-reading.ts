import { createApiClient, createMemoryTokenStore, isApiError, type ApiErrorKind } from '@causeway/api-client';
import { replayAnswer, type Outcome } from './exchange';
import type { SampleCall } from './sample-calls';

/** What the client makes of an answer: an error a person reads, or a value handed to the screen. */
export type Reading = { message: string; kind: ApiErrorKind } | { value: unknown };

/**
 * Replays an answer (or a dropped connection) to the client's own call, signed in, and tells what
 * the client makes of it: the catalogue text it shows, or the value it hands on. Every request
 * the call makes (a token refresh too) gets the same answer.
 */
export async function clientReading(sample: SampleCall, outcome: Outcome): Promise<Reading> {
  const tokens = createMemoryTokenStore({ access: 'access-token', refresh: 'refresh-token' });
  const api = createApiClient({
    baseUrl: 'http://mock.causeway.test',
    tokens,
    fetch: () =>
      outcome === 'dropped' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(replayAnswer(outcome)),
  });
  try {
    return { value: await sample.call(api) };
  } catch (error) {
    if (isApiError(error)) return { message: error.message, kind: error.kind };
    throw error;
  }
}
