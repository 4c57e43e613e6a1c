import { resetDb } from '@causeway/mocks/data';
import { handlers } from '@causeway/mocks/handlers';
import { scenarioParameter } from '@causeway/mocks/scenarios';
import type { HttpHandler } from 'msw';
import { clearSessionAtom } from '../session/clear-session';
import { isSigningOutAtom } from '../session/signing-out';
import { store } from '../store';

/**
 * A story's `parameters.msw`: the named scenarios, each under its id, then the mock backend's base
 * handlers. msw answers with the first handler that matches, so the scenarios must come first;
 * that is also why every story sets this itself rather than adding to one set by `meta` (Storybook
 * merges keyed parameters with the meta's keys first).
 */
export function mockApi(...scenarioIds: string[]): { handlers: Record<string, HttpHandler[]> } {
  const scenarios = scenarioIds.map((id) => scenarioParameter(id));
  return { handlers: Object.assign({}, ...scenarios, { base: handlers }) as Record<string, HttpHandler[]> };
}

/**
 * Loader: every story starts on freshly seeded demo data with nobody signed in (the app's one
 * store also backs the API client, so it is reset rather than replaced).
 */
export async function freshMockData(): Promise<Record<string, never>> {
  await resetDb();
  store.set(clearSessionAtom);
  store.set(isSigningOutAtom, false);
  return {};
}
