import { errorAnswerSchema } from './error-answer';
import { operationBody } from './operation-body';
import { openApiPath, operationParameters } from './operation-parameters';
import { operationResponses } from './operation-responses';
import { authOf, type Operation } from './operations';
import type { ScenarioAnswer } from './scenario-answers';
import { schemaComponents } from './schema-components';

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };

const groups: Record<string, string> = {
  users: 'Sign-in, registration, password and account.',
  teams: 'Teams, members, invitations and the pages of a team.',
  billing: 'Plans, subscriptions, checkout, billing details and payment methods.',
  social: 'Connected Facebook accounts and their pages.',
  publishing: 'Posts, stories and reels published now, their processing and history.',
  scheduler: 'Scheduled posts, stories and reels (the queue and the calendar).',
  bulkDelete: 'Deleting a page’s posts in batches.',
  cms: 'Content pages and the blog.',
};

const description = `Every call of the Causeway API as the mock server answers it, made when the server starts from the client's zod schemas (\`@causeway/api-client/schemas\`), its endpoint functions and its path table; never written by hand.

**Signing in.** Send \`POST /users/login/\` (its example is the demo user, \`demo@causeway.test\` / \`Demo1234\`) and put the \`access_token\` of the answer in the bearer authentication. Access tokens live 5 minutes; \`POST /users/token/refresh/\` gives new ones.

**Scenarios.** Each named state of the error catalogues is a scenario. Choose one in the \`X-Mock-Scenario\` header of a call: its examples are the scenarios that answer that call, and each answer's example names the scenario, quotes the catalogue and says what the client then shows. \`GET /__mock/scenarios\` lists them all; \`POST /__mock/reset\` reseeds the demo data.`;

function operationId(operation: Operation): string {
  return operation.calls[0] ?? `${operation.method} ${operation.path}`;
}

function security(operation: Operation): unknown[] {
  const auth = authOf(operation);
  if (auth === 'public') return [];
  // The token refresh sends the access token when there is one, but reads only the refresh token.
  if (auth === 'refresh') return [{}, { bearer: [] }];
  return [{ bearer: [] }];
}

function callDescription(operation: Operation): string {
  const calls = operation.calls.map((call) => `\`api.${call}()\``).join(', ');
  const auth = authOf(operation);
  const access =
    auth === 'public'
      ? 'Public: sent without a token.'
      : auth === 'refresh'
        ? 'Sends the refresh token (and the access token when there is one); the client also makes it by itself when a call is refused with 401.'
        : 'Sent with the bearer access token.';
  return `Client: ${calls}. ${access}`;
}

/** The OpenAPI 3.1 document of the operations, with the scenarios that answer each. */
export async function buildDocument(
  operations: readonly Operation[],
  answers: ReadonlyMap<Operation, readonly ScenarioAnswer[]>,
): Promise<OpenApiDocument> {
  const components = schemaComponents({ errorAnswerSchema });
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) {
    const scenarioAnswers = answers.get(operation) ?? [];
    const body = await operationBody(operation, components);
    const item = (paths[openApiPath(operation.path)] ??= {});
    item[operation.method] = {
      operationId: operationId(operation),
      summary: operation.calls.join(', '),
      description: callDescription(operation),
      tags: [operationId(operation).split('.')[0]],
      security: security(operation),
      parameters: operationParameters(operation, scenarioAnswers, components),
      ...(body ? { requestBody: body } : {}),
      responses: await operationResponses(operation, scenarioAnswers, components),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Causeway API (mock server)', version: '1.0.0', description },
    tags: Object.entries(groups).map(([name, text]) => ({ name, description: text })),
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The `access_token` from `POST /users/login/`.',
        },
      },
      schemas: components.usedBy(paths),
    },
  };
}
