import { pollStatuses } from '@causeway/api-client/domain';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { api } from '../api';
import { toasts } from '../toasts';
import { keepFailureReasonsAtom } from '../session/failure-reasons';
import { failureReasonsOf, finalToast, processedPlural as plural, type Processed } from './processing-outcome';

/**
 * Follows stories or reels after they are submitted (publishing §4): first check after 3 s, then
 * every 10 s, at most 30; a progress toast with completed / total; one final toast. Why an item
 * failed is kept for Publish History as soon as a check says it. Leaving the screen stops it.
 * Never started with no ids.
 */
export function useProcessingPoll(): (kind: Processed, ids: readonly string[]) => void {
  const controllers = useRef(new Set<AbortController>());
  const keepReasons = useSetAtom(keepFailureReasonsAtom);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running) controller.abort();
      running.clear();
    };
  }, []);

  return useCallback(
    (kind, ids) => {
      if (ids.length === 0) return;
      const controller = new AbortController();
      controllers.current.add(controller);
      const progress = toasts.progress(`Processing ${plural[kind]}: 0/${ids.length} completed`);
      const check = kind === 'story' ? api.publishing.storyStatus : api.publishing.reelStatus;
      void pollStatuses({
        ids,
        check: (next) => check(next),
        signal: controller.signal,
        onProgress: ({ completed, total, statuses }) => {
          keepReasons(failureReasonsOf(kind, statuses));
          progress.update(`Processing ${plural[kind]}: ${completed}/${total} completed`);
        },
      })
        .then((result) => {
          const toast = finalToast(kind, result);
          if (toast) toasts[toast.tone](toast.text);
        })
        .finally(() => {
          progress.close();
          controllers.current.delete(controller);
        });
    },
    [keepReasons],
  );
}
