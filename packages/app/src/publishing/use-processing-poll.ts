import { pollStatuses, processingTimeoutMessages, type PollResult } from '@causeway/api-client/domain';
import { useCallback, useEffect, useRef } from 'react';
import { api } from '../api';
import { toasts } from '../toasts';

type Processed = 'story' | 'reel';

const plural = { story: 'stories', reel: 'reels' } as const;

/** The one toast a finished poll leaves (publishing §4): success, error, or warning when mixed. */
function announce(kind: Processed, result: PollResult): void {
  const words = plural[kind];
  const total = result.progress?.total ?? 0;
  const published = result.progress?.published ?? 0;
  switch (result.outcome) {
    case 'published':
      toasts.success(`All ${total} ${total === 1 ? kind : words} published successfully!`);
      return;
    case 'failed':
      toasts.error(`All ${total === 1 ? kind : words} failed to publish. Check Publish History for the reasons.`);
      return;
    case 'mixed':
      toasts.warning(
        `${published} of ${total} ${words} published; the rest failed. Check Publish History for the reasons.`,
      );
      return;
    case 'timeout':
      toasts.error(processingTimeoutMessages[kind]);
      return;
    case 'aborted':
      return;
  }
}

/**
 * Follows stories or reels after they are submitted (publishing §4): first check after 3 s, then
 * every 10 s, at most 30; a progress toast with completed / total; one final toast. Leaving the
 * screen stops it. Never started with no ids.
 */
export function useProcessingPoll(): (kind: Processed, ids: readonly string[]) => void {
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running) controller.abort();
      running.clear();
    };
  }, []);

  return useCallback((kind, ids) => {
    if (ids.length === 0) return;
    const controller = new AbortController();
    controllers.current.add(controller);
    const progress = toasts.progress(`Processing ${plural[kind]}: 0/${ids.length} completed`);
    const check = kind === 'story' ? api.publishing.storyStatus : api.publishing.reelStatus;
    void pollStatuses({
      ids,
      check: (next) => check(next),
      signal: controller.signal,
      onProgress: ({ completed, total }) =>
        progress.update(`Processing ${plural[kind]}: ${completed}/${total} completed`),
    })
      .then((result) => announce(kind, result))
      .finally(() => {
        progress.close();
        controllers.current.delete(controller);
      });
  }, []);
}
