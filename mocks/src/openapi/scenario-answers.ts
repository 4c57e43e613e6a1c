import type { HttpHandler } from 'msw';
import { scenarios as allScenarios, type Scenario } from '../scenarios';
import { scenarioAnswer } from '../server/mock-answer';
import { keepAnswer, rebuildRequest, type Outcome } from './exchange';
import type { Operation } from './operations';

/** What one scenario answers, by itself, to one operation's request. */
export interface ScenarioAnswer {
  scenario: Scenario;
  outcome: Outcome;
}

/** A handler for any API call (network, server and session scenarios), rather than for one method and path. */
function isCatchAll(handler: HttpHandler): boolean {
  return typeof handler.info.path === 'function';
}

/** Whether a handler takes this operation's request: by its method and path, or by asking a catch-all. */
async function takes(handler: HttpHandler, operation: Operation, request: () => Request): Promise<boolean> {
  const { method, path } = handler.info;
  if (typeof path === 'string' && typeof method === 'string') {
    return method.toLowerCase() === operation.method && path === `*${operation.path}`;
  }
  return handler.test({ request: request() });
}

/** Whether any handler of the scenario takes this operation's request (`request` makes a fresh copy of it). */
export async function scenarioTakes(
  scenario: Scenario,
  operation: Operation,
  request: () => Request,
): Promise<boolean> {
  const taken = await Promise.all(scenario.handlers.map((handler) => takes(handler, operation, request)));
  return taken.includes(true);
}

/**
 * For each operation, the scenarios that answer its request themselves, with their answers, found
 * by sending the operation's first sample request to each scenario's handlers alone. Scenarios
 * whose handlers let the request through (the slow network, the session expiring) give none.
 * `token` signs the requests in. The scenarios for any call go last: the session ones end every
 * session when they act.
 */
export async function collectScenarioAnswers(
  operations: readonly Operation[],
  token: string,
  scenarios: readonly Scenario[] = allScenarios,
): Promise<Map<Operation, ScenarioAnswer[]>> {
  const ordered = [...scenarios].sort(
    (a, b) => Number(a.handlers.some(isCatchAll)) - Number(b.handlers.some(isCatchAll)),
  );
  const found = new Map<Operation, ScenarioAnswer[]>(operations.map((operation) => [operation, []]));
  for (const scenario of ordered) {
    for (const operation of operations) {
      const [first] = operation.samples;
      if (!first) continue;
      const request = () => rebuildRequest(first.request, 'http://mock.causeway.test', { token });
      if (!(await scenarioTakes(scenario, operation, request))) continue;
      const response = await scenarioAnswer(request(), [scenario.id]);
      if (!response) continue;
      const outcome: Outcome = response.type === 'error' ? 'dropped' : await keepAnswer(response);
      found.get(operation)?.push({ scenario, outcome });
    }
  }
  // The scenarios of each operation in the order GET /__mock/scenarios lists them.
  for (const list of found.values()) list.sort((a, b) => scenarios.indexOf(a.scenario) - scenarios.indexOf(b.scenario));
  return found;
}
