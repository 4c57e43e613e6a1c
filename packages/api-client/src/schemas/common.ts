import { z } from 'zod/mini';

/*
 * Building blocks shared by every schema. Two rules hold for all entity schemas in this folder:
 * - lenient on what the server may add (unknown keys are stripped) and on how it spells a value
 *   (a number or a numeric string, null or a missing key), strict on the fields screens read;
 * - every transform is idempotent (parsing a parsed value gives it back unchanged), so the mock
 *   backend can build collections from these schemas and store parsed records.
 */

/** Ids arrive as numbers or strings; the client hands them on as strings so they compare and key reliably. */
export const idSchema = z.pipe(z.union([z.string().check(z.minLength(1)), z.int()]), z.transform(String));
export type Id = z.infer<typeof idSchema>;
/** What callers may pass where the server expects an id. */
export type IdInput = z.input<typeof idSchema>;

/** Whole numbers, also when the server sends them as digit strings. */
export const intSchema = z.union([z.int(), z.pipe(z.string().check(z.regex(/^-?\d+$/)), z.transform(Number))]);

/** Money and other decimals: numbers, or decimal strings such as "29.00". */
export const decimalSchema = z.union([
  z.number(),
  z.pipe(z.string().check(z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)),
]);

/** A value that may be missing or null on the wire, handed on as `null`. */
export function orNull<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined): z.output<T> | null => value ?? null),
  );
}

/** Text that screens show: missing or null becomes ''. */
export const textSchema = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);

/** A yes/no flag that may be missing or null on the wire. */
export function flagSchema(whenMissing: boolean) {
  return z.pipe(
    z.nullish(z.boolean()),
    z.transform((value: boolean | null | undefined) => value ?? whenMissing),
  );
}

/** A closed set of lower-case words that the server may send in any case ("Published"). */
export function lowerEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.enum(values));
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A JSON value that may arrive as JSON text (multipart fields, text columns) or already decoded. */
export function jsonOrText<T extends z.ZodMiniType>(schema: T) {
  return z.union([schema, z.pipe(z.pipe(z.string(), z.transform(parseJsonText)), schema)]);
}

/** `page_ids` and similar: a list of ids, or its JSON text as multipart carries it. */
export const idListSchema = jsonOrText(z.array(idSchema));

/** Multipart booleans: 'true' / 'false' (as sent by this client), also 'True', '1', '0'. */
export const formBooleanSchema = z.pipe(
  z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.enum(['true', 'false', '1', '0'])),
  z.transform((value: 'true' | 'false' | '1' | '0') => value === 'true' || value === '1'),
);

/** A file part of a multipart body. */
export const fileSchema = z.instanceof(Blob);

type ListInput<T extends z.ZodMiniType, K extends string> = z.input<T>[] | { [P in K]: z.input<T>[] };

/**
 * A list reply that the server may send bare (`[…]`) or wrapped under one of `keys` (`{results: […]}`).
 * Parses to the bare list either way.
 */
export function listReply<T extends z.ZodMiniType, const K extends string>(
  item: T,
  keys: readonly K[],
): z.ZodMiniType<z.output<T>[], ListInput<T, K>> {
  const bare = z.array(item);
  const wrapped = keys.map((key) =>
    z.pipe(
      z.object({ [key]: bare }),
      z.transform((value) => value[key] as z.output<T>[]),
    ),
  );
  return z.union([bare, ...wrapped]) as unknown as z.ZodMiniType<z.output<T>[], ListInput<T, K>>;
}

function stringField(value: unknown, key: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' && field.trim() !== '' ? field : null;
}

/**
 * The reply of an action (create, delete, send) whose body screens read at most a message from.
 * Any body is accepted, including none: `{message}` or `{detail}` is handed on when present.
 */
export const actionReplySchema = z.pipe(
  z.unknown(),
  z.transform((body: unknown) => ({ message: stringField(body, 'message') ?? stringField(body, 'detail') })),
);
export type ActionReply = z.infer<typeof actionReplySchema>;
