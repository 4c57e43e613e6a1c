import { createApiClient, createMemoryTokenStore } from '@causeway/api-client';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { z } from 'zod/mini';
// The client's own endpoint cases: every call with what the server must receive for it. The client
// may not depend on the mock backend, so its requests are held to the document here.
import { allCases } from '../../../packages/api-client/src/test/all-cases';
import { openSession } from '../domain/sessions';
import { resetMockData } from '../node';
import { demo } from '../seed/demo';
import { mockAnswer } from '../server/mock-answer';
import { sharedApiDocument } from '../testing/api-document';
import { arrivedRequest, openApiValidator, type OpenApiValidator } from '../testing/openapi-validator';

import { rebuildRequest } from './exchange';
import type { Operation } from './operations';
import { requestSchemas } from './request-bodies';

let operations: Operation[];
let validator: OpenApiValidator;

beforeAll(async () => {
  const made = await sharedApiDocument();
  operations = made.operations;
  validator = openApiValidator(made.document as never);
}, 60_000);
afterEach(() => {
  vi.restoreAllMocks();
});

test.each(allCases.map((endpoint) => [endpoint.name, endpoint] as const))(
  "the client's %s request fits the document",
  async (_name, endpoint) => {
    const sent: Request[] = [];
    const api = createApiClient({
      baseUrl: 'https://api.causeway.test',
      tokens: createMemoryTokenStore({ access: 'access-1', refresh: 'refresh-1' }),
      fetch: (input, init) => {
        sent.push(new Request(input, init));
        const body = endpoint.reply === undefined ? null : JSON.stringify(endpoint.reply);
        return Promise.resolve(
          new Response(body, { status: body ? 200 : 204, headers: { 'Content-Type': 'application/json' } }),
        );
      },
    });
    await endpoint.call(api);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(validator.requestProblems(await arrivedRequest(request!))).toEqual([]);
  },
);

test('every sample request of the document fits it', async () => {
  const found: string[] = [];
  for (const operation of operations) {
    for (const call of operation.samples) {
      const problems = validator.requestProblems(await arrivedRequest(rebuildRequest(call.request, 'http://x')));
      found.push(...problems.map((problem) => `${call.sample.name}: ${problem}`));
    }
  }
  expect(found).toEqual([]);
});

test('a request that leaves the document is caught', async () => {
  const request = (url: string, init: RequestInit = {}) =>
    arrivedRequest(new Request(`http://x${url}`, { headers: { 'Content-Type': 'application/json' }, ...init }));
  const login = { method: 'POST', body: JSON.stringify({ email: 'demo@causeway.test' }) };
  expect(validator.requestProblems(await request('/users/login/', login))).toEqual([
    "(body) must have required property 'password'",
  ]);
  expect(validator.requestProblems(await request('/teams/list/?page=2'))).toEqual([
    'query page is not in the document',
  ]);
  expect(validator.requestProblems(await request('/control-tower/teams/7/pages?platform=myspace'))).toEqual([
    'query platform: (body) must be equal to one of the allowed values',
  ]);
  expect(validator.requestProblems(await request('/teams/everything/'))).toEqual([
    'GET /teams/everything/ is not in the document',
  ]);
});

test('each body is checked by the mock backend with the schema the document names for it', async () => {
  const named = operations.flatMap((operation) => {
    const { json, form } = requestSchemas(operation.method, operation.path);
    return [json, form].filter((schema): schema is z.ZodMiniType => schema !== undefined);
  });
  const found: string[] = [];
  for (const operation of operations) {
    for (const call of operation.samples) {
      if (!call.request.body) continue;
      await resetMockData();
      const { access_token: token } = await openSession(demo.userId);
      const spies = [...new Set(named)].map((schema) => [schema, vi.spyOn(schema, 'safeParse')] as const);
      await mockAnswer(rebuildRequest(call.request, 'http://mock.causeway.test', { token }), []);
      const { json, form } = requestSchemas(operation.method, operation.path);
      const expected = call.request.contentType?.includes('multipart') ? form : json;
      const checkedWith = spies.filter(([, spy]) => spy.mock.calls.length > 0).map(([schema]) => schema);
      if (!expected || !checkedWith.includes(expected))
        found.push(`${call.sample.name} is checked with another schema`);
      vi.restoreAllMocks();
    }
  }
  await resetMockData();
  expect(found).toEqual([]);
});
