import type {
  PublishPostInput,
  PublishReelInput,
  PublishStoryInput,
  RescheduleInput,
  ScheduleInput,
} from '@causeway/api-client';
import type { ScheduledItem } from '@causeway/api-client/schemas';
import { parseAbsolute, toCalendarDate, toTime } from '@internationalized/date';
import {
  emptyPublishForm,
  type PublishCategory,
  type PublishFormValues,
} from '@causeway/ui/screens/publishing/PublishScreen';
import type { PublishNowRequest } from './queries';

/**
 * The map between the publish forms' fields and the requests (publishing §7): the ui speaks of
 * pages, text, media and a mode; the server of page_ids, message or description, media_file,
 * is_auto_delete and scheduled_time.
 */

/** A publish-now request for the form, to the pages given (all chosen pages, or the failed ones on a retry). */
export function toPublishNow(
  category: PublishCategory,
  values: PublishFormValues,
  teamId: string,
  pageIds: readonly string[] = values.pageIds,
): PublishNowRequest {
  switch (category) {
    case 'post': {
      const input: PublishPostInput = {
        page_ids: pageIds,
        message: values.text,
        team: teamId,
        is_auto_delete: values.autoDelete,
        media: values.media,
      };
      return { category, input };
    }
    case 'story': {
      const input: PublishStoryInput = { page_ids: pageIds, message: values.text, team: teamId, media: values.media };
      return { category, input };
    }
    case 'reel': {
      const input: PublishReelInput = {
        page_ids: pageIds,
        description: values.text,
        team: teamId,
        media: values.media,
      };
      return { category, input };
    }
  }
}

/** A schedule request: `scheduledTime` is the ISO instant of the chosen local date and time. */
export function toSchedule(
  category: PublishCategory,
  values: PublishFormValues,
  teamId: string,
  scheduledTime: string,
  platformAccountId: string | null,
): ScheduleInput {
  return {
    ...toReschedule(category, values, teamId, scheduledTime),
    platform_account_id: platformAccountId,
  };
}

/** The same fields for an update, without platform_account_id (publishing §7). */
export function toReschedule(
  category: PublishCategory,
  values: PublishFormValues,
  teamId: string,
  scheduledTime: string,
): RescheduleInput {
  return {
    platform: 'facebook',
    category,
    message: values.text,
    scheduled_time: scheduledTime,
    frequency: 'once',
    page_ids: values.pageIds,
    team: teamId,
    // Auto-delete is a post's option only.
    is_auto_delete: category === 'post' && values.autoDelete,
    media: values.media,
  };
}

/** A queued item as the form shows it for editing: always scheduled, in the viewer's zone. */
export function fromScheduledItem(item: ScheduledItem, timeZone: string): PublishFormValues {
  const at = item.scheduled_time ? safeParse(item.scheduled_time, timeZone) : null;
  const pageIds = item.page_ids.length > 0 ? item.page_ids : item.selected_pages.map((page) => page.id);
  return {
    ...emptyPublishForm(),
    platforms: ['facebook'],
    pageIds: [...pageIds],
    text: item.message,
    mode: 'scheduled',
    date: at ? toCalendarDate(at) : null,
    time: at ? toTime(at) : null,
    autoDelete: item.is_auto_delete,
  };
}

function safeParse(instant: string, timeZone: string) {
  try {
    return parseAbsolute(instant, timeZone);
  } catch {
    return null;
  }
}
