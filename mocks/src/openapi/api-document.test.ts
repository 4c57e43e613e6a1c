import { apiClientOver, createMemoryTokenStore, type Http } from '@causeway/api-client';
import { apiPaths } from '@causeway/api-client/paths';
import { loginRequestSchema, teamMembersReplySchema } from '@causeway/api-client/schemas';
import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { handlers } from '../handlers';
import { scenarios } from '../scenarios';
import { sharedApiDocument } from '../testing/api-document';
import { openApiValidator, type OpenApiValidator } from '../testing/openapi-validator';
import { documentSummary, type OpenApiDocument } from './api-document';
import type { ReceivedAnswer } from './exchange';
import { openApiPath } from './operation-parameters';
import { replySchema } from './operation-responses';
import type { Operation } from './operations';

type Example = { summary?: string; description?: string; value?: unknown };
type Media = { schema: Record<string, unknown>; examples?: Record<string, Example> };
type OperationObject = {
  summary: string;
  parameters: { name: string; in: string; examples?: Record<string, Example> }[];
  responses: Record<string, { description: string; content?: Record<string, Media> }>;
};

let document: OpenApiDocument;
let operations: Operation[];
let validator: OpenApiValidator;

beforeAll(async () => {
  ({ document, operations } = await sharedApiDocument());
  validator = openApiValidator(document as never);
}, 60_000);

function documented(): [method: string, path: string, operation: OperationObject][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, OperationObject>).map(
      ([method, operation]) => [method, path, operation] as [string, string, OperationObject],
    ),
  );
}

/** Every call of the client, as 'group.method', from the client itself. */
function clientCalls(): string[] {
  const http = {
    request: () => Promise.reject(new Error('not sent')),
    tokens: createMemoryTokenStore(),
  } as unknown as Http;
  return Object.entries(apiClientOver(http)).flatMap(([group, calls]) =>
    Object.keys(calls).map((call) => `${group}.${call}`),
  );
}

describe('the API document', () => {
  test('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(validator.structureProblems()).toEqual([]);
  });

  test('describes every call of the client', () => {
    const described = new Set(documented().flatMap(([, , operation]) => operation.summary.split(', ')));
    expect(clientCalls().filter((call) => !described.has(call))).toEqual([]);
  });

  test('has every method and path the mock backend answers: the 66 of both specs, all from the path table', () => {
    const answered = handlers.map(
      ({ info }) => `${String(info.method).toLowerCase()} ${openApiPath(String(info.path).slice(1))}`,
    );
    const pairs = documented().map(([method, path]) => `${method} ${path}`);
    expect(pairs.sort()).toEqual(answered.sort());
    expect(documentSummary(document).operations).toBe(66);
    const tablePaths = Object.values(apiPaths).flatMap((group) => Object.values(group).map(openApiPath));
    expect(new Set(Object.keys(document.paths))).toEqual(new Set(tablePaths));
  });

  test('takes its schemas from the client schemas, converted by zod', () => {
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
    const { $schema: _a, ...login } = z.toJSONSchema(loginRequestSchema, { io: 'input' }) as Record<string, unknown>;
    expect(schemas.LoginRequest).toEqual(login);
    const members = documented().find(([method, path]) => method === 'get' && path === '/teams/{id}/members/list/');
    expect(members?.[2].responses['200']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/TeamMembersReply',
    });
    expect(operations.find((operation) => operation.calls.includes('teams.members'))?.spec?.reply).toBe(
      teamMembersReplySchema,
    );
  });

  test('names, in the X-Mock-Scenario header of each call, every scenario that answers it', () => {
    const known = new Set(scenarios.map((scenario) => scenario.id));
    for (const [method, path, operation] of documented()) {
      const header = operation.parameters.find((parameter) => parameter.name === 'X-Mock-Scenario');
      const offered = Object.keys(header?.examples ?? {});
      expect(offered[0], `${method} ${path}`).toBe('none');
      expect(offered.filter((id) => id !== 'none' && !known.has(id))).toEqual([]);
      const answering = Object.values(operation.responses).flatMap((response) =>
        Object.values(response.content ?? {}).flatMap((media) => Object.keys(media.examples ?? {})),
      );
      expect(
        answering.filter((id) => id !== 'demo' && !offered.includes(id)),
        `${method} ${path}`,
      ).toEqual([]);
    }
    expect(documentSummary(document).scenarioExamples).toBeGreaterThan(scenarios.length);
  });

  test('gives each catalogue fallback with the scenario that shows it', () => {
    const teams = documented().find(([method, path]) => method === 'get' && path === '/teams/list/')?.[2];
    expect(teams?.responses['5XX']?.description).toContain("else 'Failed to fetch teams'");
    expect(teams?.responses['500']?.content?.['application/json']?.examples?.['teams.list-failed']).toMatchObject({
      summary: 'X-Mock-Scenario: teams.list-failed',
      description: expect.stringContaining("The client shows 'Failed to fetch teams'") as unknown,
    });
    const login = documented().find(([method, path]) => method === 'post' && path === '/users/login/')?.[2];
    expect(login?.responses['403']?.content?.['application/json']?.examples?.['login.user-inactive']).toMatchObject({
      value: { code: 'user_inactive' },
      description: expect.stringContaining(
        "The client shows 'Your account is currently inactive. Please contact support for assistance.'",
      ) as unknown,
    });
  });

  test('every example fits its schema, but for the replies the client cannot read either', () => {
    const problems: string[] = [];
    for (const [method, path, operation] of documented()) {
      const found = operations.find((o) => o.method === method && openApiPath(o.path) === path);
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          for (const [name, example] of Object.entries(media.examples ?? {})) {
            if (!('value' in example)) continue;
            const where = `${method} ${path} ${status} ${type} ${name}`;
            const answer: ReceivedAnswer = { status: Number(status), contentType: type, body: example.value };
            const fits = validator.answerProblems(method, path, answer).length === 0;
            if (Number(status) >= 300) {
              if (!fits) problems.push(`${where} does not fit`);
              continue;
            }
            // A success the client parses with its reply schema; JSON only (anything else is text to it).
            const read =
              type === 'application/json' && found !== undefined && replySchema(found).safeParse(example.value).success;
            if (type === 'application/json' && fits !== read)
              problems.push(`${where}: document ${fits}, client ${read}`);
            if (!read && !example.description?.includes('cannot read'))
              problems.push(`${where} does not say it cannot be read`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
