import type { FieldErrors } from './api-error';

type Json = Record<string, unknown>;

const maxDepth = 4;
/** Longer replies, and HTML pages, are not messages meant for people. */
const maxMessageLength = 500;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstString(value: unknown): string | null {
  if (Array.isArray(value)) {
    const first: unknown = value[0];
    return typeof first === 'string' ? first : null;
  }
  return typeof value === 'string' ? value : null;
}

function parseEmbedded(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  const candidate = text.slice(start, end + 1);
  for (const attempt of [
    candidate,
    candidate
      .replace(/'/g, '"')
      .replace(/\bNone\b/g, 'null')
      .replace(/\bTrue\b/g, 'true')
      .replace(/\bFalse\b/g, 'false'),
  ]) {
    try {
      return JSON.parse(attempt) as unknown;
    } catch {
      // Not JSON, and not a Python dict written like JSON either: try the next reading.
    }
  }
  return undefined;
}

/**
 * Removes the wrapping that server errors often carry around the text meant for people:
 * `[ErrorDetail(string='…', code='…')]`, a Python list `['…']`, or a provider reply embedded as JSON
 * (`Facebook API error: {"error": {"message": "…"}}`).
 */
export function stripWrapperText(text: string, depth = 0): string {
  const trimmed = text.trim();
  const detail = /ErrorDetail\(string=(['"])([\s\S]*?)\1,\s*code=/.exec(trimmed);
  if (detail?.[2]) return detail[2].trim();
  const list = /^\[\s*(['"])([\s\S]*?)\1\s*\]$/.exec(trimmed);
  if (list?.[2]) return list[2].trim();
  if (depth < maxDepth && trimmed.includes('{')) {
    const inner = messageFrom(parseEmbedded(trimmed), depth + 1);
    if (inner) return inner;
  }
  return trimmed;
}

function usableText(value: unknown, depth: number): string | null {
  if (typeof value !== 'string') return null;
  const text = stripWrapperText(value, depth);
  if (text === '' || text.length > maxMessageLength || text.startsWith('<')) return null;
  return text;
}

/** `error` / `response` / `errors` may be a text, or an object holding the text one level or more down. */
function nestedText(value: unknown, depth: number): string | null {
  if (depth > maxDepth) return null;
  const direct = usableText(firstString(value), depth);
  if (direct) return direct;
  return isRecord(value) ? messageFrom(value, depth + 1) : null;
}

function messageFrom(data: unknown, depth: number): string | null {
  if (depth > maxDepth) return null;
  if (!isRecord(data)) return usableText(firstString(data), depth);
  return (
    usableText(firstString(data.detail), depth) ??
    usableText(data.message, depth) ??
    nestedText(data.error, depth) ??
    nestedText(data.response, depth) ??
    usableText(firstString(data.non_field_errors), depth) ??
    usableText(data.error_message, depth) ??
    nestedText(data.details, depth) ??
    nestedText(data.errors, depth)
  );
}

/**
 * The server's own text for people, taken in this order: `detail`, `message`, `error` (a text, or
 * nested `{message}` / `{error: {message}}`), `response` (a text or `{message}`),
 * `non_field_errors[0]`, `error_message`, `details`, `errors`; wrapper text stripped.
 * A bare text reply counts when it is short and not an HTML page. Null when there is none.
 */
export function serverMessage(data: unknown): string | null {
  return messageFrom(data, 0);
}

const notFieldKeys = new Set([
  'detail',
  'message',
  'error',
  'error_message',
  'errors',
  'details',
  'response',
  'code',
  'status',
  'success',
  'status_code',
]);

function collectFieldErrors(data: Json, into: FieldErrors): void {
  for (const [field, value] of Object.entries(data)) {
    if (notFieldKeys.has(field)) continue;
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (entry): entry is string => typeof entry === 'string',
    );
    if (messages.length > 0) into[field] = messages.map((message) => stripWrapperText(message));
  }
}

/**
 * DRF field errors, `{field: [messages]}` (a single text per field is accepted too), also when they
 * sit under `errors`. `non_field_errors` is included; screens decide where each one shows.
 */
export function fieldErrorsFrom(data: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!isRecord(data)) return errors;
  collectFieldErrors(data, errors);
  if (isRecord(data.errors)) collectFieldErrors(data.errors, errors);
  return errors;
}

/** The server's `code` field, such as 'user_inactive'. */
export function serverCode(data: unknown): string | null {
  if (!isRecord(data)) return null;
  const code = firstString(data.code);
  return code && code.trim() !== '' ? code : null;
}
