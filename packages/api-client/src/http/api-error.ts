/**
 * What kind of failure an `ApiError` stands for:
 * - `http`: the server answered with an error status (`status`, `data`, `fieldErrors` are its);
 * - `warning`: a 409 while fetching pages, which screens show as a warning, not an error;
 * - `network`: no answer (offline, refused, DNS);
 * - `timeout`: no answer in time;
 * - `invalid-reply`: an answer that does not match the reply's schema;
 * - `invalid-request`: the call could not be made (a missing id);
 * - `session-expired`: a 401 could not be cured by refreshing the token (tokens are cleared).
 */
export type ApiErrorKind =
  'http' | 'warning' | 'network' | 'timeout' | 'invalid-reply' | 'invalid-request' | 'session-expired';

/** Field errors in the server's DRF style: `{field: [messages]}`. */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number | null;
  data?: unknown;
  fieldErrors?: FieldErrors;
  code?: string | null;
  cause?: unknown;
}

/**
 * The one error every call of the client rejects with. `message` is always a text a person can
 * read: the server's own text when it gave one, otherwise the call's fallback from the catalogue.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The HTTP status when the server answered, else null. */
  readonly status: number | null;
  /** The server's reply body (parsed JSON, or text), undefined when there was none. */
  readonly data: unknown;
  readonly fieldErrors: FieldErrors;
  /** The server's `code` field (such as 'user_inactive'), when it sent one. */
  readonly code: string | null;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.data = init.data;
    this.fieldErrors = init.fieldErrors ?? {};
    this.code = init.code ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 409 while fetching pages: show a warning instead of an error. */
export function isApiWarning(error: unknown): error is ApiError & { kind: 'warning' } {
  return isApiError(error) && error.kind === 'warning';
}

/** The session could not be renewed: tokens are gone and the user must sign in again. */
export function isSessionExpired(error: unknown): error is ApiError & { kind: 'session-expired' } {
  return isApiError(error) && error.kind === 'session-expired';
}

/** No answer from the server: offline, refused or too slow. */
export function isConnectionError(error: unknown): error is ApiError & { kind: 'network' | 'timeout' } {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}
