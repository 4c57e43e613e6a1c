import { ApiError } from '../http/api-error';
import { requestMessages } from '../http/messages';
import type { ProcessingStatus } from '../schemas/publishing';
import { sleep } from './sleep';

export const pollFirstDelayMs = 3_000;
export const pollIntervalMs = 10_000;
export const pollMaxAttempts = 30;

/** The timeout toasts. The reel text is not given by the spec; it mirrors the story text. */
export const processingTimeoutMessages = {
  story: 'Story processing is taking longer than expected. Please check Publish History for updates.',
  reel: 'Reel processing is taking longer than expected. Please check Publish History for updates.',
} as const;

export interface PollProgress {
  /** Items published or failed so far. */
  completed: number;
  total: number;
  published: number;
  failed: number;
  statuses: ProcessingStatus[];
  attempt: number;
}

/** 'published' (all), 'failed' (all), 'mixed', 'timeout' (attempts used up), 'aborted' (the screen was left). */
export type PollOutcome = 'published' | 'failed' | 'mixed' | 'timeout' | 'aborted';

export interface PollOptions {
  ids: readonly string[];
  /** One status check (GET /facebook/story-status/ or /facebook/reel-status/). */
  check: (ids: readonly string[]) => Promise<ProcessingStatus[]>;
  onProgress?: (progress: PollProgress) => void;
  signal?: AbortSignal;
  firstDelayMs?: number;
  intervalMs?: number;
  maxAttempts?: number;
}

export interface PollResult {
  outcome: PollOutcome;
  progress: PollProgress | null;
}

function progressOf(ids: readonly string[], statuses: ProcessingStatus[], attempt: number): PollProgress {
  const byId = new Map(statuses.map((item) => [item.id, item.status]));
  const published = ids.filter((id) => byId.get(id) === 'published').length;
  const failed = ids.filter((id) => byId.get(id) === 'failed').length;
  return { completed: published + failed, total: ids.length, published, failed, statuses, attempt };
}

function outcomeOf(progress: PollProgress): PollOutcome {
  if (progress.published === progress.total) return 'published';
  if (progress.failed === progress.total) return 'failed';
  return 'mixed';
}

/**
 * Polls the processing status of stories or reels: first check after 3 s, then every 10 s, at most
 * 30 checks. Stops when every item is published or failed, when the attempts are used up, or when
 * `signal` aborts. A check that fails (network, server) counts as an attempt and polling goes on.
 * Throws at once on an empty id list.
 */
export async function pollStatuses(options: PollOptions): Promise<PollResult> {
  const { ids, check, onProgress, signal } = options;
  if (ids.length === 0) throw new ApiError({ kind: 'invalid-request', message: requestMessages.idsRequired });
  const maxAttempts = options.maxAttempts ?? pollMaxAttempts;
  let progress: PollProgress | null = null;
  if (!(await sleep(options.firstDelayMs ?? pollFirstDelayMs, signal))) return { outcome: 'aborted', progress };
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    try {
      const statuses = await check(ids);
      if (signal?.aborted) return { outcome: 'aborted', progress };
      progress = progressOf(ids, statuses, attempt);
      onProgress?.(progress);
      if (progress.completed === progress.total) return { outcome: outcomeOf(progress), progress };
    } catch {
      // A failed check is one attempt used; the items may still be processing.
      if (signal?.aborted) return { outcome: 'aborted', progress };
    }
    if (attempt < maxAttempts && !(await sleep(options.intervalMs ?? pollIntervalMs, signal))) {
      return { outcome: 'aborted', progress };
    }
  }
  return { outcome: 'timeout', progress };
}
