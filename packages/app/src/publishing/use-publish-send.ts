import { isApiError } from '@causeway/api-client';
import { publishFailures, publishFailureText } from '@causeway/api-client/domain';
import type { PublishResult } from '@causeway/api-client/schemas';
import {
  describeMoment,
  resolveSchedule,
  type PageOutcome,
  type PublishBanner,
  type PublishCategory,
  type PublishFormValues,
} from '@causeway/ui/screens/publishing/PublishScreen';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../lib/errors';
import { paths } from '../routes/paths';
import { toasts } from '../toasts';
import { toPublishNow, toReschedule, toSchedule } from './publish-form';
import { publishMessages } from './publish-messages';
import { publishingMutations } from './queries';
import { useProcessingPoll } from './use-processing-poll';

export interface SendContext {
  category: PublishCategory;
  teamId: string | null;
  timeZone: string;
  /** The queued item being edited. */
  editId: string | null;
  /** The linked account of the first page (a scheduled item carries one). */
  platformAccountIdFor: (pageIds: readonly string[]) => string | null;
  pageName: (pageId: string) => string;
  /** After a send that leaves nothing to do: the form empties and its draft goes. */
  onDone: () => void;
  /** After an update: back to the queue, where the item is. */
  onUpdated: (id: string) => void;
}

/**
 * Sends the publish forms (publishing §7, §8): now, scheduled, or an update of a queued item, with
 * the progress toasts ('Publishing...', 'Scheduling...', 'Updating...') and the catalogue's results.
 * A team without a plan is answered 403: said above the form with the way to a plan.
 */
export function usePublishSend(context: SendContext) {
  const { category, teamId, timeZone, editId } = context;
  const [banner, setBanner] = useState<PublishBanner | null>(null);
  const [outcomes, setOutcomes] = useState<PageOutcome[] | null>(null);
  const publishNow = useMutation(publishingMutations.publishNow());
  const schedule = useMutation(publishingMutations.schedule());
  const update = useMutation(publishingMutations.update());
  const poll = useProcessingPoll();

  const refused = (error: unknown, action: 'publish' | 'schedule' | 'update') => {
    if (isApiError(error) && error.status === 403) {
      setBanner({ tone: 'error', text: error.message, link: { label: 'See plans', href: paths.controlTower.plan } });
      return;
    }
    const reason = messageOf(error);
    toasts.error(
      action === 'update' ? `Failed to update ${category}: ${reason}` : publishFailureText(action, category, reason),
    );
  };

  /** Each page's outcome of a publish reply; the failed ones keep their reason. */
  const outcomesOf = (pageIds: readonly string[], results: readonly PublishResult[]): PageOutcome[] => {
    const failures = publishFailures(results, `Failed to publish ${category}`);
    return pageIds.map((pageId) => {
      const failure = failures.find((item) => item.page_id === pageId);
      return {
        pageId,
        pageName: failure?.page_name ?? context.pageName(pageId),
        ok: !failure,
        reason: failure?.message,
      };
    });
  };

  const sendNow = async (values: PublishFormValues, pageIds: readonly string[] = values.pageIds) => {
    if (!teamId) return;
    const progress = toasts.progress(publishMessages.progress.publishing);
    try {
      const sent = await publishNow.mutateAsync(toPublishNow(category, values, teamId, pageIds));
      const pageOutcomes = outcomesOf(pageIds, sent.reply.results);
      const failed = pageOutcomes.filter((outcome) => !outcome.ok);
      // A retry adds to the outcome the first send had.
      const merged = outcomes
        ? outcomes.map((outcome) => pageOutcomes.find((next) => next.pageId === outcome.pageId) ?? outcome)
        : pageOutcomes;

      if (sent.category === 'post') {
        if (failed.length === 0) toasts.success(publishMessages.published.post);
        else if (failed.length === pageOutcomes.length)
          toasts.error(publishFailureText('publish', 'post', failed[0]?.reason ?? ''));
        else toasts.warning(`Published to ${pageOutcomes.length - failed.length} of ${pageOutcomes.length} pages.`);
      } else {
        const total = sent.reply.total_pages;
        const created = sent.category === 'story' ? sent.reply.stories_created : sent.reply.reels_created;
        if (created.length > 0) {
          toasts.success(publishMessages.submitted[sent.category](total));
          poll(sent.category, created);
        } else {
          toasts.error(
            publishFailureText('publish', sent.category, failed[0]?.reason ?? `Failed to publish ${sent.category}`),
          );
        }
      }

      const anyFailed = merged.some((outcome) => !outcome.ok);
      setOutcomes(anyFailed ? merged : null);
      if (!anyFailed) context.onDone();
    } catch (error) {
      refused(error, 'publish');
    } finally {
      progress.close();
    }
  };

  const sendScheduled = async (values: PublishFormValues) => {
    if (!teamId || !values.date || !values.time) return;
    const { at } = resolveSchedule(values.date, values.time, timeZone);
    const instant = at.toAbsoluteString();
    const progress = toasts.progress(editId ? publishMessages.progress.updating : publishMessages.progress.scheduling);
    try {
      if (editId) {
        await update.mutateAsync({ id: editId, input: toReschedule(category, values, teamId, instant) });
        toasts.success(publishMessages.updated[category]);
        context.onDone();
        context.onUpdated(editId);
      } else {
        await schedule.mutateAsync(
          toSchedule(category, values, teamId, instant, context.platformAccountIdFor(values.pageIds)),
        );
        toasts.success(publishMessages.scheduled(category, describeMoment(at)));
        context.onDone();
      }
    } catch (error) {
      refused(error, editId ? 'update' : 'schedule');
    } finally {
      progress.close();
    }
  };

  return {
    banner,
    dismissBanner: () => setBanner(null),
    /** The banner for a form that cannot be sent at all (no team). */
    setBanner,
    outcomes,
    isSending: publishNow.isPending || schedule.isPending || update.isPending,
    send: (values: PublishFormValues) => {
      setBanner(null);
      setOutcomes(null);
      return values.mode === 'scheduled' || editId ? sendScheduled(values) : sendNow(values);
    },
    retryFailed: (values: PublishFormValues) =>
      sendNow(
        values,
        (outcomes ?? []).filter((outcome) => !outcome.ok).map((outcome) => outcome.pageId),
      ),
  };
}
