import { stripWrapperText } from '../http/server-message';
import type { Category } from '../schemas/scheduler';
import type { ProcessingStatus, PublishResult } from '../schemas/publishing';
import { reelErrorCodeInText, reelErrorMessage } from './reel-errors';

export const publishFallbackMessage = 'Failed to publish post';

type Json = Record<string, unknown>;

/** The fields a failure's reason is read from: a publish result's, or a status check item's. */
export type FailureFields = Pick<PublishResult, 'error' | 'error_message' | 'response' | 'message'>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const stripped = stripWrapperText(value);
  return stripped === '' ? null : stripped;
}

/** `error` as text, or an object with message (possibly one level further down, as the provider nests it). */
function errorText(error: unknown): string | null {
  if (isRecord(error)) return text(error.message) ?? (isRecord(error.error) ? text(error.error.message) : null);
  return text(error);
}

/** `response.error` as text or `{message}`, or `response.message`. */
function responseText(response: unknown): string | null {
  if (!isRecord(response)) return text(response);
  return errorText(response.error) ?? text(response.message);
}

/** The provider codes the result carries: `code` / `error_subcode` on the error or the response's error. */
function providerCodes(result: FailureFields): unknown[] {
  const sources = [result.error, isRecord(result.error) ? result.error.error : undefined];
  if (isRecord(result.response)) sources.push(result.response.error);
  return sources.filter(isRecord).flatMap((source) => [source.code, source.error_subcode, source.error_user_subcode]);
}

/** Whether a page's result is a failure: success false, status failed, or an error present. */
export function isFailedResult(result: PublishResult): boolean {
  if (result.success === false || result.status?.toLowerCase() === 'failed') return true;
  return result.success !== true && (result.error != null || result.error_message != null);
}

/**
 * The reason a page's publish failed, from (in order) `error` (text or `{message}`), the error
 * text `error_message`, the response's error (text or `{message}`), then `message`; wrapper text
 * stripped. A known reel provider code wins with its own text.
 */
export function publishResultError(result: FailureFields): string | null {
  const reason =
    errorText(result.error) ?? text(result.error_message) ?? responseText(result.response) ?? text(result.message);
  for (const code of providerCodes(result)) {
    const known = reelErrorMessage(code);
    if (known) return known;
  }
  const codeInText = reason ? reelErrorCodeInText(reason) : null;
  return codeInText ? reelErrorMessage(codeInText) : reason;
}

/** Why a story or reel failed, as its status check says (the same rules as a publish reply); null unless failed. */
export function processingFailureReason(item: ProcessingStatus): string | null {
  return item.status === 'failed' ? publishResultError(item) : null;
}

export interface PublishFailure {
  page_id: string | null;
  page_name: string | null;
  message: string;
}

/** Every failed page of a publish reply with its reason ('Failed to publish post' when none is given). */
export function publishFailures(
  results: readonly PublishResult[],
  fallback: string = publishFallbackMessage,
): PublishFailure[] {
  return results.filter(isFailedResult).map((result) => ({
    page_id: result.page_id,
    page_name: result.page_name,
    message: publishResultError(result) ?? fallback,
  }));
}

/** The first failure's reason, or null when every page succeeded. */
export function firstPublishError(
  results: readonly PublishResult[],
  fallback: string = publishFallbackMessage,
): string | null {
  return publishFailures(results, fallback)[0]?.message ?? null;
}

/** 'Failed to publish post: {reason}', 'Failed to schedule story: {reason}', 'Failed to publish reel: {reason}'. */
export function publishFailureText(action: 'publish' | 'schedule', category: Category, reason: string): string {
  return `Failed to ${action} ${category}: ${reason}`;
}
