import ky, { isTimeoutError, type KyInstance } from 'ky';
import type { z } from 'zod/mini';
import { ApiError } from './api-error';
import { apiPaths } from './api-paths';
import { createAuth, type Auth, type TokenStore, type Tokens } from './auth';
import { refreshTokenReplySchema } from '../schemas/user';
import { fallbacks, transportMessages } from './messages';
import { pathTo, type RequestPath } from './path-to';
import { fieldErrorsFrom, serverCode, serverMessage } from './server-message';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type QueryValue = string | number | boolean | null | undefined;

/** What a failed call's message is made from. */
export interface Failure {
  status: number;
  data: unknown;
  /** The server's own text (see `serverMessage`), or null. */
  serverMessage: string | null;
  code: string | null;
}

/**
 * One call. `auth`: 'bearer' (the default) sends the access token and refreshes on a 401;
 * 'public' sends no token and never refreshes; 'refresh' is the token refresh itself (token sent
 * when there is one, never refreshed, never waits for a refresh).
 */
export interface CallSpec<T> {
  method: HttpMethod;
  /** One of `apiPaths`, filled by `pathTo`. */
  path: RequestPath;
  query?: Record<string, QueryValue>;
  json?: unknown;
  /** A multipart body. FormData is not consumed by sending, so a replay sends the same parts. */
  form?: FormData;
  auth?: 'bearer' | 'public' | 'refresh';
  reply: z.ZodMiniType<T>;
  /** The catalogue's text for when the server gives none. */
  fallback: string;
  /** A catalogue with its own rules (login, Google, registration) instead of `serverMessage ?? fallback`. */
  describe?: (failure: Failure) => string;
  /** Statuses that mean "nothing here" for this call, and the value they give. */
  empty?: { statuses: readonly number[]; value: T };
  /** A 409 is reported as a warning (kind 'warning') rather than an error. */
  warnOnConflict?: boolean;
}

export interface HttpOptions {
  /** The API base, e.g. 'https://api.example.com' (paths are appended to it, slashes normalised). */
  baseUrl: string;
  tokens: TokenStore;
  onSessionExpired?: () => void;
  /** A fetch to use instead of the global one. */
  fetch?: typeof globalThis.fetch;
  /** Milliseconds to wait for an answer (default 30 000). */
  timeout?: number;
  /** Milliseconds to wait for the answer to a multipart upload (default 300 000: reels go up to 50 MB). */
  uploadTimeout?: number;
}

export interface Http {
  request<T>(spec: CallSpec<T>): Promise<T>;
  readonly tokens: TokenStore;
  readonly auth: Auth;
}

/** What came back: status and the parsed body (JSON, or text, undefined when empty). */
export interface Answer {
  status: number;
  ok: boolean;
  data: unknown;
}

const defaultTimeout = 30_000;
const defaultUploadTimeout = 300_000;

function readBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function searchParams(query: Record<string, QueryValue> | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params[key] = String(value);
  }
  return params;
}

function transportError(error: unknown): ApiError {
  if (isTimeoutError(error)) return new ApiError({ kind: 'timeout', message: transportMessages.timeout, cause: error });
  // A NetworkError, or anything else that kept an answer from arriving (a fetch that threw, a body
  // that broke off), reads the same to a person: the server could not be reached.
  return new ApiError({ kind: 'network', message: transportMessages.network, cause: error });
}

/** Parses a reply with its schema; anything that does not fit (or a schema that throws) becomes the client's invalid-reply error. */
export function parseReply<T>(schema: z.ZodMiniType<T>, answer: Answer): T {
  let cause: unknown;
  try {
    const result = schema.safeParse(answer.data);
    if (result.success) return result.data;
    cause = result.error;
  } catch (error) {
    // A schema must never throw, but if one does the caller still gets the client's error.
    cause = error;
  }
  throw new ApiError({
    kind: 'invalid-reply',
    message: transportMessages.invalidReply,
    status: answer.status,
    data: answer.data,
    cause,
  });
}

function failureError<T>(spec: CallSpec<T>, answer: Answer): ApiError {
  const failure: Failure = {
    status: answer.status,
    data: answer.data,
    serverMessage: serverMessage(answer.data),
    code: serverCode(answer.data),
  };
  const message = spec.describe ? spec.describe(failure) : (failure.serverMessage ?? spec.fallback);
  return new ApiError({
    kind: spec.warnOnConflict && answer.status === 409 ? 'warning' : 'http',
    message,
    status: answer.status,
    data: answer.data,
    fieldErrors: fieldErrorsFrom(answer.data),
    code: failure.code,
  });
}

/** The HTTP layer: ky with the token, one shared refresh, replies parsed, every failure an ApiError. */
export function createHttp(options: HttpOptions): Http {
  const { tokens } = options;
  const timeout = options.timeout ?? defaultTimeout;
  const uploadTimeout = options.uploadTimeout ?? defaultUploadTimeout;
  const api: KyInstance = ky.create({
    prefix: options.baseUrl,
    retry: 0, // Retries are the data layer's decision (TanStack Query), never a silent replay of a POST.
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function send<T>(spec: CallSpec<T>, token: string | null): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await api(spec.path, {
        method: spec.method,
        headers,
        searchParams: searchParams(spec.query),
        timeout: spec.form ? uploadTimeout : timeout,
        ...(spec.form ? { body: spec.form } : spec.json === undefined ? {} : { json: spec.json }),
      });
      return { status: response.status, ok: response.ok, data: readBody(await response.text()) };
    } catch (error) {
      throw transportError(error);
    }
  }

  async function refresh(refreshToken: string): Promise<Tokens> {
    const reply = await request({
      method: 'post',
      path: pathTo(apiPaths.users.refreshToken),
      json: { refresh_token: refreshToken },
      auth: 'refresh',
      reply: refreshTokenReplySchema,
      fallback: fallbacks.users.refreshToken,
    });
    return { access: reply.access_token, refresh: reply.refresh_token ?? refreshToken };
  }

  const auth = createAuth({ tokens, onSessionExpired: options.onSessionExpired, refresh });

  async function request<T>(spec: CallSpec<T>): Promise<T> {
    const mode = spec.auth ?? 'bearer';
    if (mode === 'bearer') await auth.whenRefreshed();
    const token = mode === 'public' ? null : auth.accessToken();
    let answer = await send(spec, token);
    if (answer.status === 401 && mode === 'bearer') {
      answer = await send(spec, await auth.renew(token));
    }
    if (answer.ok) return parseReply(spec.reply, answer);
    if (spec.empty?.statuses.includes(answer.status)) return spec.empty.value;
    throw failureError(spec, answer);
  }

  return { request, tokens, auth };
}
