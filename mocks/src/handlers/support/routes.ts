import type { z } from 'zod/mini';
import { authed, type Authed } from './auth';
import { formBody, jsonBody, jsonOrFormBody } from './body';
import type { Info, Step } from './context';

/*
 * The usual stacks of steps, typed once: a signed-in user, then a checked body.
 * (TypeScript cannot infer the context through two nested generic steps on its own.)
 */

export type UserContext = Info & Authed;

export function userJson<S extends z.ZodMiniType>(
  schema: S,
  next: Step<UserContext & { body: z.output<S> }>,
): Step<Info> {
  return authed(jsonBody<S, UserContext>(schema, next));
}

export function userForm<S extends z.ZodMiniType>(
  schema: S,
  next: Step<UserContext & { body: z.output<S> }>,
): Step<Info> {
  return authed(formBody<S, UserContext>(schema, next));
}

export function userJsonOrForm<J extends z.ZodMiniType, F extends z.ZodMiniType>(
  jsonSchema: J,
  formSchema: F,
  next: Step<UserContext & { body: { kind: 'json'; data: z.output<J> } | { kind: 'form'; data: z.output<F> } }>,
): Step<Info> {
  return authed(jsonOrFormBody<J, F, UserContext>(jsonSchema, formSchema, next));
}
