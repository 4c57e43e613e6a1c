import { http, type HttpHandler } from 'msw';
import { isApiRequest } from '../handlers/support/api-request';

/*
 * Some scenarios act once (the session expires "now"), not on every request. Which ones have
 * acted is remembered here until the scenarios or the data are reset.
 */
const acted = new Set<string>();

export function resetScenarioState(): void {
  acted.clear();
}

/**
 * Runs `act` before the first API call that carries a token while the scenario is on, then lets
 * every request through to the next handlers.
 */
export function onceForAllTokens(key: string, act: () => Promise<void>): HttpHandler {
  return http.all(
    ({ request }) => isApiRequest(request),
    async ({ request }) => {
      if (acted.has(key) || !request.headers.get('authorization')) return undefined;
      acted.add(key);
      await act();
      return undefined;
    },
  );
}
