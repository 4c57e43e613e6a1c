import type { ItemStatus } from '@causeway/api-client/schemas';
import { mockConfig, nowMs } from '../config';
import type { ReelRecord, ScheduledItemRecord, StoryRecord } from '../records';
import { facebookPostUrl } from '../seed/media';

/*
 * Time does the work a publishing server's background jobs would do. Nothing is stored when a
 * status moves: it is worked out from the submission time whenever it is read, so it keeps moving
 * across page reloads and stored data.
 */

/** Why a submitted story failed, as the provider says it. */
export const storyFailure = 'The story media could not be processed. Please try another photo or video.';

/** Where a submitted story or reel stands now: pending, processing, then its outcome. */
export function processingStatus(record: Pick<StoryRecord, 'status' | 'submitted_at'>, now = nowMs()): ItemStatus {
  if (record.submitted_at === null) return record.status;
  const elapsed = now - record.submitted_at;
  const { pendingMs, processingDoneMs } = mockConfig();
  if (elapsed < pendingMs) return 'pending';
  if (elapsed < processingDoneMs) return 'processing';
  return record.status;
}

/** When a submitted story or reel was published (null until it is). */
export function processingPublishedAt(
  record: Pick<StoryRecord, 'status' | 'submitted_at' | 'published_at'>,
  now = nowMs(),
): string | null {
  if (record.submitted_at === null) return record.published_at;
  const status = processingStatus(record, now);
  if (status !== 'published' && status !== 'failed') return null;
  return new Date(record.submitted_at + mockConfig().processingDoneMs).toISOString();
}

/** A reel's link on Facebook exists once it is published. */
export function reelUrl(record: ReelRecord, now = nowMs()): string | null {
  return processingStatus(record, now) === 'published' ? record.reel_url : null;
}

/**
 * A queued item whose time has come has been published by the scheduler: it reads as published
 * at its scheduled time, with a link to the post.
 */
export function effectiveItem(item: ScheduledItemRecord, now = nowMs()): ScheduledItemRecord {
  if (item.status !== 'scheduled' || !item.scheduled_time) return item;
  if (Date.parse(item.scheduled_time) > now) return item;
  const firstPage = item.page_ids[0];
  return {
    ...item,
    status: 'published',
    last_published: item.scheduled_time,
    published_at: item.scheduled_time,
    facebook_post_url:
      item.category === 'post' && firstPage ? facebookPostUrl(firstPage, `9${item.id}`) : item.facebook_post_url,
  };
}
