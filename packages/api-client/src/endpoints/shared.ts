import type { Http } from '../http/create-http';
import type { IdInput } from '../schemas/common';

/** Ids as the server's lists carry them: strings. */
export function idList(ids: readonly IdInput[]): string[] {
  return ids.map(String);
}

/** A multipart body from fields: text as is, numbers and booleans as text, lists and objects as JSON text; null and undefined left out. */
export function formData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value);
    else if (typeof value === 'string') form.append(name, value);
    else if (typeof value === 'number' || typeof value === 'boolean') form.append(name, String(value));
    else if (typeof value === 'object' && value !== null) form.append(name, JSON.stringify(value));
  }
  return form;
}

/** Only the first chosen media file is sent. */
export function firstMedia(media: readonly Blob[] | Blob | null | undefined): Blob | undefined {
  if (!media) return undefined;
  return media instanceof Blob ? media : media[0];
}

type Endpoint = (http: Http, ...args: never[]) => unknown;
export type Bound<T extends Record<string, Endpoint>> = {
  [K in keyof T]: T[K] extends (http: Http, ...args: infer A) => infer R ? (...args: A) => R : never;
};

/** Turns a domain's plain `(http, …args)` functions into the client group `(…args)`. */
export function bind<T extends Record<string, Endpoint>>(http: Http, endpoints: T): Bound<T> {
  const group: Record<string, unknown> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    group[name] = (...args: never[]) => endpoint(http, ...args);
  }
  return group as Bound<T>;
}
