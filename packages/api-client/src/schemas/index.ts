/**
 * The HTTP contract's shapes: one zod schema per entity, request payload and reply, types by
 * `z.infer` (`xxxSchema` + `type Xxx`). The client parses replies with them; the mock backend builds
 * its collections from the entity schemas and validates payloads with the request schemas.
 * Entity transforms are idempotent, so parsed records can be stored and parsed again.
 */
export * from './common';
export * from './user';
export * from './team';
export * from './billing';
export * from './social';
export * from './publishing';
export * from './scheduler';
export * from './bulk-delete';
export * from './cms';
