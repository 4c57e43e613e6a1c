import { idSchema } from '@causeway/api-client/schemas';
import type { z } from 'zod/mini';
import type { Operation } from './operations';
import { requestSchemas } from './request-bodies';
import type { ScenarioAnswer } from './scenario-answers';
import type { JsonSchema, SchemaComponents } from './schema-components';

export type Parameter = Record<string, unknown>;

/** '/teams/:id/members/list/' → '/teams/{id}/members/list/'. */
export function openApiPath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, '{$1}');
}

function pathValues(pattern: string, url: string): Record<string, string> {
  const values: Record<string, string> = {};
  const actual = new URL(url, 'http://x').pathname.split('/');
  pattern.split('/').forEach((segment, index) => {
    if (segment.startsWith(':')) values[segment.slice(1)] = decodeURIComponent(actual[index] ?? '');
  });
  return values;
}

function pathParameters(operation: Operation, components: SchemaComponents): Parameter[] {
  const [first] = operation.samples;
  const values = first ? pathValues(operation.path, first.request.url) : {};
  return [...operation.path.matchAll(/:(\w+)/g)].map(([, name = '']) => ({
    name,
    in: 'path',
    required: true,
    schema: components.ref(idSchema),
    example: values[name],
  }));
}

function queryOf(url: string): URLSearchParams {
  return new URL(url, 'http://x').searchParams;
}

function queryParameters(operation: Operation, components: SchemaComponents): Parameter[] {
  const { query } = requestSchemas(operation.method, operation.path);
  const objectSchema = query && '_zod' in query ? (query as z.ZodMiniObject) : undefined;
  const shape: Record<string, z.ZodMiniType> = objectSchema
    ? (objectSchema._zod.def.shape as Record<string, z.ZodMiniType>)
    : ((query as Record<string, z.ZodMiniType> | undefined) ?? {});
  // With an object schema its `required` says which are needed; otherwise those every sample sends.
  const required = objectSchema ? ((components.inline(objectSchema).required as string[] | undefined) ?? []) : null;
  const names = new Set<string>(Object.keys(shape));
  for (const call of operation.samples) {
    for (const spec of call.specs) Object.keys(spec.query ?? {}).forEach((name) => names.add(name));
    queryOf(call.request.url).forEach((_value, name) => names.add(name));
  }
  return [...names].map((name) => {
    const sent = operation.samples.map((call) => queryOf(call.request.url).get(name));
    const example = sent.find((value) => value !== null && value !== undefined);
    const schema: JsonSchema = shape[name] ? components.inline(shape[name]) : { type: 'string' };
    return {
      name,
      in: 'query',
      required: required ? required.includes(name) : sent.every((value) => value != null),
      schema,
      ...(example === undefined ? {} : { example }),
    };
  });
}

/** The scenario header, with the scenarios that answer this call as its examples ('none' first: the demo data). */
function scenarioHeader(answers: readonly ScenarioAnswer[]): Parameter {
  const examples: Record<string, unknown> = {
    none: { summary: 'No scenario: the demo data answers', value: 'none' },
  };
  for (const { scenario, outcome } of answers) {
    examples[scenario.id] = {
      summary: `${scenario.id} → ${outcome === 'dropped' ? 'no answer' : outcome.status}`,
      description: scenario.description,
      value: scenario.id,
    };
  }
  return {
    name: 'X-Mock-Scenario',
    in: 'header',
    required: false,
    description:
      'Mock server only: turns named scenarios on for this one request (several ids separated by commas). The examples are the scenarios that answer this call themselves; `GET /__mock/scenarios` lists all of them, including those that act on every call (slow network, expiring session).',
    schema: { type: 'string' },
    examples,
  };
}

/** The path and query parameters of an operation, and the scenario header. */
export function operationParameters(
  operation: Operation,
  answers: readonly ScenarioAnswer[],
  components: SchemaComponents,
): Parameter[] {
  return [...pathParameters(operation, components), ...queryParameters(operation, components), scenarioHeader(answers)];
}
