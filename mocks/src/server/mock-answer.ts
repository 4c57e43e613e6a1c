import { getResponse } from 'msw';
import { handlers } from '../handlers';
import { scenarioHandlers } from '../scenarios';

/** How the mock backend answered one API request. */
export interface MockAnswer {
  /** msw's response; `type` 'error' when the connection is to drop without an answer (network.down). */
  response: Response;
  /** Whether one of the scenarios gave it, rather than the base handlers. */
  fromScenario: boolean;
}

/**
 * The answer the scenarios with these ids give by themselves, or undefined when none of their
 * handlers answers this request (they may still have acted, as the session scenarios do).
 */
export async function scenarioAnswer(request: Request, ids: readonly string[]): Promise<Response | undefined> {
  if (ids.length === 0) return undefined;
  return getResponse(scenarioHandlers(ids), request.clone());
}

/**
 * The mock backend's answer to one API request with these scenarios on: theirs when one of their
 * handlers answers, else the base handlers'. Undefined when no handler answers the request at all.
 * The Node server, the API document and its contract test all answer through this.
 */
export async function mockAnswer(request: Request, ids: readonly string[]): Promise<MockAnswer | undefined> {
  const own = await scenarioAnswer(request, ids);
  if (own) return { response: own, fromScenario: true };
  const base = await getResponse(handlers, request);
  return base ? { response: base, fromScenario: false } : undefined;
}
