import * as clientSchemas from '@causeway/api-client/schemas';
import { z } from 'zod/mini';

export type JsonSchema = Record<string, unknown>;

function isSchema(value: unknown): value is z.ZodMiniType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** 'teamMembersReplySchema' → 'TeamMembersReply'. */
function componentName(exportName: string): string {
  const name = exportName.replace(/Schema$/, '');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Every schema the client exports, by its export name; a schema exported under two names takes the shorter. */
function exportedSchemas(extra: Record<string, z.ZodMiniType>): Map<z.ZodMiniType, string> {
  const names = new Map<z.ZodMiniType, string>();
  for (const [exportName, value] of Object.entries({ ...clientSchemas, ...extra })) {
    if (!isSchema(value)) continue;
    const name = componentName(exportName);
    const known = names.get(value);
    if (!known || name.length < known.length) names.set(value, name);
  }
  return names;
}

/** A file part of a multipart body (zod's `instanceof(Blob)`, which JSON Schema has no word for). */
const fileJsonSchema = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' };

const options = {
  io: 'input',
  target: 'draft-2020-12',
  // zod would refuse the file parts (custom types); `override` describes them instead.
  unrepresentable: 'any',
  override: ({ zodSchema, jsonSchema }) => {
    if (zodSchema._zod.def.type === 'custom') Object.assign(jsonSchema, fileJsonSchema);
  },
} satisfies Parameters<typeof z.toJSONSchema>[1];

function refsIn(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) refsIn(item, into);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') into.add(inner.replace('#/components/schemas/', ''));
      else refsIn(inner, into);
    }
  }
}

export interface SchemaComponents {
  /** A `$ref` to the component of one of the client's schemas; any other schema converted in place. */
  ref(schema: z.ZodMiniType): JsonSchema;
  /** A schema converted in place (an object's `properties` and `required` to read). */
  inline(schema: z.ZodMiniType): JsonSchema;
  /** The components that `document` refers to, directly or through other components. */
  usedBy(document: unknown): Record<string, JsonSchema>;
}

/**
 * The client's zod schemas as JSON Schema (draft 2020-12, as OpenAPI 3.1 takes it), one component
 * per exported schema, converted by zod itself. The input side is what travels: a reply as the
 * server sends it (before the client's transforms), a request as the server receives it.
 * `extra` adds schemas of the mock backend's own (the error answer).
 */
export function schemaComponents(extra: Record<string, z.ZodMiniType> = {}): SchemaComponents {
  const names = exportedSchemas(extra);
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) registry.add(schema, { id });
  const converted = z.toJSONSchema(registry, { ...options, uri: (id) => `#/components/schemas/${id}` });
  const components: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(converted.schemas)) {
    const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
    components[id] = rest;
  }

  const inline = (schema: z.ZodMiniType): JsonSchema => {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, options) as JsonSchema;
    return rest;
  };

  return {
    ref(schema) {
      const name = names.get(schema);
      return name ? { $ref: `#/components/schemas/${name}` } : inline(schema);
    },
    inline,
    usedBy(document) {
      const used = new Set<string>();
      refsIn(document, used);
      const pending = [...used];
      for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
        const inner = new Set<string>();
        refsIn(components[name], inner);
        for (const next of inner) {
          if (!used.has(next)) {
            used.add(next);
            pending.push(next);
          }
        }
      }
      return Object.fromEntries([...used].sort().map((name) => [name, components[name] ?? {}]));
    },
  };
}
