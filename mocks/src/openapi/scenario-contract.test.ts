import { afterAll, beforeAll, expect, test } from 'vitest';
import { resetMockConfig, setMockConfig } from '../config';
import { openSession } from '../domain/sessions';
import { resetMockData } from '../node';
import { scenarios } from '../scenarios';
import { demo } from '../seed/demo';
import { mockAnswer } from '../server/mock-answer';
import { sharedApiDocument } from '../testing/api-document';
import { openApiValidator, type OpenApiValidator } from '../testing/openapi-validator';
import type { OpenApiDocument } from './api-document';
import { keepAnswer, rebuildRequest, type ReceivedAnswer } from './exchange';
import { openApiPath } from './operation-parameters';
import { replySchema } from './operation-responses';
import type { Operation } from './operations';
import { scenarioTakes } from './scenario-answers';

/*
 * The document is the contract: every endpoint, with no scenario and with each scenario on, answers
 * as it says. An endpoint whose request no handler of a scenario takes gets the base handlers'
 * answer with that scenario on (`mockAnswer` falls through to them), which the first test checks;
 * every other pair is sent through the mock server's own answering and checked here.
 */

let document: OpenApiDocument;
let operations: Operation[];
let validator: OpenApiValidator;
const pairs = new Set<string>();
const origin = 'http://mock.causeway.test';

beforeAll(async () => {
  ({ document, operations } = await sharedApiDocument());
  validator = openApiValidator(document as never);
  setMockConfig({ slowMs: 0 });
  await resetMockData();
}, 60_000);
afterAll(async () => {
  resetMockConfig();
  await resetMockData();
});

/** Whether the document shows this scenario's answer as one the client cannot read. */
function shownUnreadable(operation: Operation, status: number, scenario: string | undefined): boolean {
  const item = document.paths[openApiPath(operation.path)]?.[operation.method] as
    | {
        responses: Record<
          string,
          { content?: Record<string, { examples?: Record<string, { description?: string }> }> }
        >;
      }
    | undefined;
  const examples = Object.values(item?.responses[String(status)]?.content ?? {}).map((media) => media.examples ?? {});
  return scenario !== undefined && examples.some((found) => found[scenario]?.description?.includes('cannot read'));
}

/**
 * Where an answer leaves the document. A success has to fit exactly when the client reads it; one
 * that does not fit is a reply the client cannot read, and the document has to show it as such.
 */
function problems(operation: Operation, answer: ReceivedAnswer, label: string, scenario?: string): string[] {
  const path = openApiPath(operation.path);
  const found = validator.answerProblems(operation.method, path, answer).map((p) => `${label} ${answer.status}: ${p}`);
  if (answer.status >= 300 || !answer.contentType?.includes('json')) return found;
  const read = replySchema(operation).safeParse(answer.body).success;
  if (read !== (found.length === 0)) return [...found, `${label} ${answer.status}: the client reads it: ${read}`];
  return read || shownUnreadable(operation, answer.status, scenario) ? [] : found;
}

test('every endpoint answers its sample calls, with no scenario, as the document says', () => {
  const found = operations.flatMap((operation) =>
    operation.samples.map((call) =>
      call.outcome === 'dropped'
        ? [`${call.sample.name} got no answer`]
        : problems(operation, call.outcome, call.sample.name).concat(
            call.outcome.status < 300 ? [] : [`${call.sample.name} failed with ${call.outcome.status}`],
          ),
    ),
  );
  expect(found.flat()).toEqual([]);
  expect(operations).toHaveLength(66);
});

test.each(scenarios.map((scenario) => [scenario.id, scenario] as const))(
  'with %s on, every endpoint answers as the document says',
  async (_id, scenario) => {
    let token = (await openSession(demo.userId)).access_token;
    const found: string[] = [];
    for (const operation of operations) {
      const [first] = operation.samples;
      if (!first) continue;
      pairs.add(`${scenario.id} ${operation.method} ${operation.path}`);
      const request = () => rebuildRequest(first.request, origin, { token, scenario: scenario.id });
      if (!(await scenarioTakes(scenario, operation, request))) continue;
      const answer = await mockAnswer(request(), [scenario.id]);
      if (!answer) {
        found.push(`${operation.method} ${operation.path}: no answer`);
        continue;
      }
      if (answer.response.type === 'error') continue; // The connection drops: there is no answer to check.
      const label = `${operation.method} ${operation.path}`;
      found.push(...problems(operation, await keepAnswer(answer.response), label, scenario.id));
      if (!answer.fromScenario && operation.method !== 'get') {
        // The scenario let the call through and the base handlers changed the data: start the next call afresh.
        await resetMockData();
        token = (await openSession(demo.userId)).access_token;
      }
    }
    expect(found).toEqual([]);
  },
);

test('covers every endpoint × scenario', () => {
  expect(pairs.size).toBe(66 * scenarios.length);
});
