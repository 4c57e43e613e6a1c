import { rebuildRequest, type SentRequest } from './exchange';
import type { Operation } from './operations';
import { requestSchemas } from './request-bodies';
import type { SchemaComponents } from './schema-components';

type MediaType = 'application/json' | 'multipart/form-data';

function mediaTypeOf(request: SentRequest): MediaType | null {
  if (!request.body) return null;
  if (request.contentType?.includes('multipart/form-data')) return 'multipart/form-data';
  if (request.contentType?.includes('json')) return 'application/json';
  throw new Error(
    `${request.method} ${request.url} sends a body the document cannot describe (${request.contentType}).`,
  );
}

/** A sample body as its example: the JSON, or the multipart text parts (a file cannot be an example). */
async function exampleOf(request: SentRequest, type: MediaType): Promise<unknown> {
  const rebuilt = rebuildRequest(request, 'http://mock.causeway.test');
  if (type === 'application/json') return rebuilt.json();
  const parts: Record<string, string> = {};
  for (const [name, value] of (await rebuilt.formData()).entries()) {
    if (typeof value === 'string') parts[name] = value;
  }
  return parts;
}

/**
 * The request body of an operation, in each media type its sample calls send (JSON, multipart or
 * both), with the schema the mock backend checks it with and the first sample as the example.
 * Undefined for calls without a body.
 */
export async function operationBody(
  operation: Operation,
  components: SchemaComponents,
): Promise<Record<string, unknown> | undefined> {
  const schemas = requestSchemas(operation.method, operation.path);
  const content: Record<string, unknown> = {};
  for (const { request } of operation.samples) {
    const type = mediaTypeOf(request);
    if (!type || type in content) continue;
    const schema = type === 'application/json' ? schemas.json : schemas.form;
    if (!schema) {
      throw new Error(`No ${type} schema is named for ${operation.method.toUpperCase()} ${operation.path}.`);
    }
    content[type] = { schema: components.ref(schema), example: await exampleOf(request, type) };
  }
  return Object.keys(content).length > 0 ? { required: true, content } : undefined;
}
