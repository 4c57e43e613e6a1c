import { apiPaths } from '@causeway/api-client/paths';
import { refreshTokenReplySchema } from '@causeway/api-client/schemas';
import type { z } from 'zod/mini';
import { clientReading, type Reading } from './client-reading';
import { errorAnswerSchema } from './error-answer';
import type { ReceivedAnswer } from './exchange';
import { authOf, type Operation } from './operations';
import type { ScenarioAnswer } from './scenario-answers';
import type { SchemaComponents } from './schema-components';

interface MediaEntry {
  schema: Record<string, unknown>;
  examples: Record<string, Record<string, unknown>>;
}

interface ResponseEntry {
  description: string;
  content: Map<string, MediaEntry>;
  scenarios: boolean;
}

/** Lists in examples are cut to this many items (queue.many-items answers 10,000 and more). */
const exampleListLength = 5;

function shortened(value: unknown): { value: unknown; cut: boolean } {
  if (Array.isArray(value)) {
    const items = value.slice(0, exampleListLength).map((item) => shortened(item));
    return {
      value: items.map((item) => item.value),
      cut: value.length > exampleListLength || items.some((i) => i.cut),
    };
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([key, inner]) => [key, shortened(inner)] as const);
    return {
      value: Object.fromEntries(entries.map(([key, inner]) => [key, inner.value])),
      cut: entries.some(([, inner]) => inner.cut),
    };
  }
  return { value, cut: false };
}

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** What a person then sees, in words. */
function readingText(reading: Reading, status: number): string {
  if ('value' in reading)
    return status >= 300 ? `Treated as empty, not as an error: the call gives ${short(reading.value)}.` : '';
  switch (reading.kind) {
    case 'warning':
      return `The client shows it as a warning: '${reading.message}'`;
    case 'invalid-reply':
      return `The client cannot read this reply and shows '${reading.message}'`;
    case 'session-expired':
      return `The session ends: '${reading.message}'`;
    default:
      return `The client shows '${reading.message}'`;
  }
}

/** The variant note of a sample call's name: 'reel, multipart' of 'scheduler.schedule (reel, multipart)'. */
function variant(name: string): string {
  return /\((.*)\)$/.exec(name)?.[1] ?? name;
}

/**
 * What the client shows for an error status: the server's text when it gives one, else the
 * catalogue's (one per sample call where they differ, as the scheduling texts do by category).
 */
function errorText(readings: readonly { name: string; reading: Reading }[]): string {
  const [first] = readings;
  if (!first) return '';
  const { reading } = first;
  if ('value' in reading) return `Treated as empty, not as an error: the call gives ${short(reading.value)}.`;
  if (reading.kind === 'session-expired') return `The session ends: '${reading.message}'`;
  const texts = new Map<string, string>();
  for (const { name, reading: each } of readings) {
    if ('message' in each && !texts.has(each.message)) texts.set(each.message, variant(name));
  }
  const catalogue =
    texts.size > 1 ? [...texts].map(([message, note]) => `'${message}' (${note})`).join(', ') : `'${reading.message}'`;
  const fallback = `the server's text (\`detail\`, \`message\`, \`error\`, …), else ${catalogue}`;
  if (reading.kind === 'warning') return `Shown as a warning, not an error: ${fallback}`;
  return `The client shows ${fallback}`;
}

const tokenRefresh =
  "The access token is missing, invalid or expired. 'On a 401 from a non-public call that has not been retried, one refresh runs. Other calls that fail meanwhile wait and are replayed with the new token.' 'If the refresh fails, both tokens are removed and the user goes to the login page.'";

function statusKeyOrder(key: string): number {
  const first = Number(key[0]) * 1000;
  return key.endsWith('XX') ? first + 999 : Number(key);
}

/** The reply schema the client parses this operation's answers with. */
export function replySchema(operation: Operation): z.ZodMiniType {
  if (operation.spec) return operation.spec.reply;
  // The token refresh is the transport's own call (createHttp), not an endpoint function.
  if (operation.method === 'post' && operation.path === apiPaths.users.refreshToken) return refreshTokenReplySchema;
  throw new Error(`${operation.method.toUpperCase()} ${operation.path} declares no reply schema.`);
}

/**
 * Every answer of one operation the catalogues name, keyed by status: the success the base
 * handlers give (the demo data as its example), the 401 of the token refresh, the statuses treated
 * as empty or as a warning, each status a scenario answers with (one example per scenario, with
 * the client's text), and any other 4XX and 5XX with the call's fallback text.
 */
export async function operationResponses(
  operation: Operation,
  answers: readonly ScenarioAnswer[],
  components: SchemaComponents,
): Promise<Record<string, unknown>> {
  const [first] = operation.samples;
  if (!first) throw new Error(`${operation.path} has no sample call.`);
  const reply = components.ref(replySchema(operation));
  const errorBody = components.ref(errorAnswerSchema);
  const read = (answer: ReceivedAnswer) => clientReading(first.sample, answer);
  const bare = (status: number): ReceivedAnswer => ({ status, contentType: null, body: undefined });
  const entries = new Map<string, ResponseEntry>();
  const entry = (key: string): ResponseEntry => {
    const found = entries.get(key) ?? { description: '', content: new Map(), scenarios: false };
    entries.set(key, found);
    return found;
  };
  const media = (key: string, type: string, schema: Record<string, unknown>): MediaEntry => {
    const response = entry(key);
    const found = response.content.get(type) ?? { schema, examples: {} };
    response.content.set(type, found);
    return found;
  };

  for (const { outcome } of operation.samples) {
    if (outcome === 'dropped' || outcome.status >= 300) {
      throw new Error(`The sample call of ${operation.method.toUpperCase()} ${operation.path} failed.`);
    }
    const success = entry(String(outcome.status));
    success.description = 'Success.';
    if (outcome.body === undefined) continue;
    const examples = media(String(outcome.status), 'application/json', reply).examples;
    const { value, cut } = shortened(outcome.body);
    examples.demo ??= {
      summary: 'The demo data',
      ...(cut ? { description: `Lists cut to ${exampleListLength} items.` } : {}),
      value,
    };
  }

  if (authOf(operation) === 'bearer') entry('401').description = tokenRefresh;
  for (const status of operation.spec?.empty?.statuses ?? []) entry(String(status));
  if (operation.spec?.warnOnConflict) entry('409');

  for (const { scenario, outcome } of answers) {
    if (outcome === 'dropped') continue;
    const key = String(outcome.status);
    const type = outcome.contentType?.split(';')[0] ?? 'application/json';
    const schema = type.includes('json') ? (outcome.status < 300 ? reply : errorBody) : { type: 'string' };
    const { value, cut } = shortened(outcome.body);
    const said = readingText(await read(outcome), outcome.status);
    media(key, type, schema).examples[scenario.id] = {
      summary: `X-Mock-Scenario: ${scenario.id}`,
      description: [scenario.description, said, cut ? `Lists cut to ${exampleListLength} items.` : '']
        .filter(Boolean)
        .join('\n\n'),
      ...(outcome.body === undefined ? {} : { value }),
    };
    entry(key).scenarios = true;
  }

  for (const key of ['4XX', '5XX']) entry(key);
  for (const [key, response] of entries) {
    // A range is read at a status no catalogue rule names (499, 599): the text for 'any other'.
    const status = key.endsWith('XX') ? Number(key[0]) * 100 + 99 : Number(key);
    if (status < 300) {
      response.description ||= 'Success.';
      continue;
    }
    // Every error may carry the error body (its text is what the client shows first).
    if (!response.content.has('application/json')) media(key, 'application/json', errorBody);
    if (response.description !== '') continue;
    const readings = await Promise.all(
      operation.samples.map(async (call) => ({
        name: call.sample.name,
        reading: await clientReading(call.sample, bare(status)),
      })),
    );
    response.description = `${key.endsWith('XX') ? 'Any other error. ' : ''}${errorText(readings)}`;
  }

  const ordered = [...entries].sort(([a], [b]) => statusKeyOrder(a) - statusKeyOrder(b));
  return Object.fromEntries(
    ordered.map(([key, response]) => [
      key,
      {
        description: response.description,
        ...(response.scenarios ? { headers: { 'X-Mock-Scenario': scenarioEcho } } : {}),
        ...(response.content.size > 0
          ? {
              content: Object.fromEntries(
                [...response.content].map(([type, { schema, examples }]) => [
                  type,
                  { schema, ...(Object.keys(examples).length > 0 ? { examples } : {}) },
                ]),
              ),
            }
          : {}),
      },
    ]),
  );
}

const scenarioEcho = {
  description: 'The scenarios that were on for the request (mock server only).',
  schema: { type: 'string' },
};
