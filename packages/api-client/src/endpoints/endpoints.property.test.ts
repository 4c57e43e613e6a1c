import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { createTestClient, json, useApiServer } from '../test/api-server';
import { allCases } from '../test/all-cases';

const cases = allCases.map((endpoint) => [endpoint.name, endpoint] as const);

const { routeAll } = useApiServer();

const answers = fc.record({
  status: fc.constantFrom(200, 201, 400, 401, 403, 404, 409, 422, 500, 503),
  body: fc.jsonValue({ maxDepth: 3 }),
});

describe('every endpoint against arbitrary answers', () => {
  it.each(cases)('%s resolves or rejects with ApiError, whatever the server answers', async (_name, endpoint) => {
    let answer: { status: number; body: unknown } = { status: 200, body: null };
    routeAll(() => json(answer.body, answer.status));

    await fc.assert(
      fc.asyncProperty(answers, async (next) => {
        answer = next;
        const { api } = createTestClient();
        try {
          await endpoint.call(api);
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).message).not.toBe('');
        }
      }),
      { numRuns: 6 },
    );
  });
});
