import { en } from 'zod/locales';
import { z } from 'zod/mini';
import type { Info, Step } from './context';
import { failure, invalid, type FieldErrors } from './respond';

// The client's schemas are zod/mini, which carries no messages; the mock backend's field errors
// speak English, as a server's do.
z.config(en());

const unreadable = Symbol('unreadable');

function contentType(request: Request): string {
  return request.headers.get('content-type')?.toLowerCase() ?? '';
}

function unsupported(request: Request): Response {
  return failure(415, { detail: `Unsupported media type "${contentType(request)}" in request.` });
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return unreadable;
  }
}

/** The parts of a multipart body, one value per name (the first), files as File. */
async function readForm(request: Request): Promise<Record<string, FormDataEntryValue> | typeof unreadable> {
  try {
    const form = await request.formData();
    const fields: Record<string, FormDataEntryValue> = {};
    for (const [name, value] of form.entries()) {
      if (!(name in fields)) fields[name] = value;
    }
    return fields;
  } catch {
    return unreadable;
  }
}

function rawField(raw: unknown, key: string): unknown {
  return typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[key] : undefined;
}

/** zod's complaints in the words Django REST framework uses for the common cases. */
export function fieldErrors(error: z.core.$ZodError, raw: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const head = issue.path[0];
    const key = head === undefined ? 'non_field_errors' : String(head);
    const value = head === undefined ? raw : rawField(raw, key);
    let message = issue.message;
    if (value === undefined) message = 'This field is required.';
    else if (value === null) message = 'This field may not be null.';
    else if (value === '') message = 'This field may not be blank.';
    else if (Array.isArray(value) && value.length === 0) message = 'This list may not be empty.';
    const list = (errors[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

type WithBody<C, T> = C & { body: T };

function validated<S extends z.ZodMiniType, C extends Info>(
  schema: S,
  raw: unknown,
  context: C,
  next: Step<WithBody<C, z.output<S>>>,
) {
  const result = schema.safeParse(raw);
  if (!result.success) return invalid(fieldErrors(result.error, raw));
  return next({ ...context, body: result.data });
}

/** A JSON body checked against one of the client's request schemas (400 with field errors otherwise). */
export function jsonBody<S extends z.ZodMiniType, C extends Info>(
  schema: S,
  next: Step<WithBody<C, z.output<S>>>,
): Step<C> {
  return async (context) => {
    const type = contentType(context.request);
    if (type !== '' && !type.includes('json')) return unsupported(context.request);
    const raw = await readJson(context.request);
    if (raw === unreadable)
      return failure(400, { detail: 'JSON parse error - Expecting value: line 1 column 1 (char 0)' });
    return validated(schema, raw, context, next);
  };
}

/** A multipart body (text parts and files) checked against one of the client's form schemas. */
export function formBody<S extends z.ZodMiniType, C extends Info>(
  schema: S,
  next: Step<WithBody<C, z.output<S>>>,
): Step<C> {
  return async (context) => {
    if (!contentType(context.request).includes('multipart/form-data')) return unsupported(context.request);
    const raw = await readForm(context.request);
    if (raw === unreadable)
      return failure(400, { detail: 'Multipart form parse error - Invalid boundary in multipart: None' });
    return validated(schema, raw, context, next);
  };
}

/** Calls that send JSON, or multipart when a file goes with them (scheduling). */
export function jsonOrFormBody<J extends z.ZodMiniType, F extends z.ZodMiniType, C extends Info>(
  jsonSchema: J,
  formSchema: F,
  next: Step<WithBody<C, { kind: 'json'; data: z.output<J> } | { kind: 'form'; data: z.output<F> }>>,
): Step<C> {
  const asJson = jsonBody<J, C>(jsonSchema, (context) =>
    next({ ...context, body: { kind: 'json', data: context.body } }),
  );
  const asForm = formBody<F, C>(formSchema, (context) =>
    next({ ...context, body: { kind: 'form', data: context.body } }),
  );
  return (context) =>
    contentType(context.request).includes('multipart/form-data') ? asForm(context) : asJson(context);
}
