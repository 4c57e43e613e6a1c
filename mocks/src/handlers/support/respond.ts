import { HttpResponse, type JsonBodyType } from 'msw';

/** DRF-style field errors: `{field: [messages]}`; `non_field_errors` for the payload as a whole. */
export type FieldErrors = Record<string, string[]>;

export function ok(body: JsonBodyType): Response {
  return HttpResponse.json(body);
}

export function created(body: JsonBodyType): Response {
  return HttpResponse.json(body, { status: 201 });
}

export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}

/** 400 with field errors, as Django REST framework sends them. */
export function invalid(errors: FieldErrors): Response {
  return HttpResponse.json(errors, { status: 400 });
}

/** An error status with a body (`{detail}`, `{error}`, …). */
export function failure(status: number, body: JsonBodyType): Response {
  return HttpResponse.json(body, { status });
}

export function badRequest(detail: string): Response {
  return failure(400, { detail });
}

export function notFound(detail = 'Not found.'): Response {
  return failure(404, { detail });
}

export function forbidden(detail: string): Response {
  return failure(403, { detail });
}

/** A status with no body at all. */
export function bare(status: number): Response {
  return new HttpResponse(null, { status });
}
