import { isApiWarning } from '@causeway/api-client';

/**
 * A pages fetch's answer, where an HTTP 409 is a warning and not an error (accounts §8, publishing
 * §4): no pages, and the server's words saying why. Any other failure is still a failure.
 */
export async function pagesOrWarning<T>(fetch: () => Promise<T[]>): Promise<{ pages: T[]; warning: string | null }> {
  try {
    return { pages: await fetch(), warning: null };
  } catch (error) {
    if (isApiWarning(error)) return { pages: [], warning: error.message };
    throw error;
  }
}
