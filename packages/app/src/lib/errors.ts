import { isApiError } from '@causeway/api-client';

/** The catalogue's generic text for a failure nothing else explains (accounts §8). */
export const unexpectedErrorMessage = 'An unexpected error occurred. Please try again.';

/**
 * What to show for a failed call: the client's message (server text or catalogue fallback), else
 * `fallback`. A reply that could not be read says nothing about what went wrong, so it is the
 * screen's `fallback` too (the login page's 'Failed to login. Please try again.', accounts §8).
 */
export function messageOf(error: unknown, fallback: string = unexpectedErrorMessage): string {
  return isApiError(error) && error.kind !== 'invalid-reply' ? error.message : fallback;
}

/**
 * What a failed load adds under the screen's own title ('Failed to load posts'): the server's or
 * the connection's words, or nothing when they would only repeat the call's own fallback text.
 */
export function failureDetail(error: unknown, callFallback: string): string | undefined {
  const message = messageOf(error, callFallback);
  return message === callFallback ? undefined : message;
}
