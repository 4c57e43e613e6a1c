import { fallbacks } from '@causeway/api-client';
import {
  processingFailureReason,
  processingTimeoutMessages,
  publishFailureText,
  type PollResult,
} from '@causeway/api-client/domain';
import type { ProcessingStatus } from '@causeway/api-client/schemas';

export type Processed = 'story' | 'reel';

export const processedPlural = { story: 'stories', reel: 'reels' } as const;

const capitalised = { story: 'Story', reel: 'Reel' } as const;

/** 'Failed to publish story' / 'Failed to publish reel' (publishing §8), when the check gives no reason. */
const fallback = { story: fallbacks.publishing.publishStory, reel: fallbacks.publishing.publishReel } as const;

export interface FinalToast {
  tone: 'success' | 'error' | 'warning';
  text: string;
}

/** Every failed item's reason by its history key ('reel-1004'), for the items whose check gave one. */
export function failureReasonsOf(kind: Processed, statuses: readonly ProcessingStatus[]): Record<string, string> {
  return Object.fromEntries(
    statuses.flatMap((item) => {
      const reason = processingFailureReason(item);
      return reason === null ? [] : [[`${kind}-${item.id}`, reason]];
    }),
  );
}

/** The one reason every failed item shares; null when they give none or differ. */
function sharedReason(statuses: readonly ProcessingStatus[]): string | null {
  const reasons = statuses.filter((item) => item.status === 'failed').map(processingFailureReason);
  const [first] = reasons;
  return first != null && reasons.every((reason) => reason === first) ? first : null;
}

function hasAnyReason(statuses: readonly ProcessingStatus[]): boolean {
  return statuses.some((item) => processingFailureReason(item) !== null);
}

const seeHistory = 'Check Publish History for the reasons.';

/**
 * The one toast a finished poll leaves (publishing §4): success if all are published, error if all
 * failed, warning when mixed, worded for one item or many; a failure says its reason when the failed
 * items share one, and points to Publish History (where each row says its own) when they differ.
 * Nothing when the screen was left.
 */
export function finalToast(kind: Processed, result: PollResult): FinalToast | null {
  const words = processedPlural[kind];
  const total = result.progress?.total ?? 0;
  const published = result.progress?.published ?? 0;
  const failed = result.progress?.failed ?? 0;
  const statuses = result.progress?.statuses ?? [];
  const reason = sharedReason(statuses);
  const why = reason !== null ? `: ${reason}` : hasAnyReason(statuses) ? `. ${seeHistory}` : '.';
  const single = total === 1;
  switch (result.outcome) {
    case 'published':
      return {
        tone: 'success',
        text: single ? `${capitalised[kind]} published successfully!` : `All ${total} ${words} published successfully!`,
      };
    case 'failed':
      // One item fails as a publish does: 'Failed to publish reel: {reason}' (publishing §8).
      if (single)
        return { tone: 'error', text: reason !== null ? publishFailureText('publish', kind, reason) : fallback[kind] };
      return { tone: 'error', text: `All ${total} ${words} failed to publish${why}` };
    case 'mixed':
      return { tone: 'warning', text: `${published} of ${total} ${words} published; ${failed} failed${why}` };
    case 'timeout':
      return { tone: 'error', text: processingTimeoutMessages[kind] };
    case 'aborted':
      return null;
  }
}
