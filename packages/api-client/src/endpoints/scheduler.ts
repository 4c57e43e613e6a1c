import { apiPaths } from '../http/api-paths';
import type { Http } from '../http/create-http';
import { fallbacks } from '../http/messages';
import { pathTo } from '../http/path-to';
import { actionReplySchema, type ActionReply, type IdInput } from '../schemas/common';
import {
  defaultFrequency,
  scheduledItemsReplySchema,
  type Category,
  type ScheduledItem,
  type ScheduledItemsQuery,
} from '../schemas/scheduler';
import { firstMedia, formData, idList } from './shared';

export interface ScheduleInput {
  platform: string;
  category: Category;
  message: string;
  /** An ISO instant (see `toScheduledInstant`). */
  scheduled_time: string;
  /** Default 'once'. */
  frequency?: string;
  platform_account_id?: IdInput | null;
  page_ids: readonly IdInput[];
  team: IdInput;
  is_auto_delete?: boolean;
  repeat_until?: string | null;
  custom_schedule?: unknown;
  /** The chosen files; only the first is sent, and then the body is multipart. */
  media?: readonly Blob[] | Blob | null;
}

export type RescheduleInput = Omit<ScheduleInput, 'platform_account_id'>;

const scheduleFallbacks: Record<Category, string> = {
  post: fallbacks.scheduler.schedulePost,
  story: fallbacks.scheduler.scheduleStory,
  reel: fallbacks.scheduler.scheduleReel,
};

/** JSON when there is no media; multipart (null fields left out, page_ids as JSON text) when there is. */
function scheduleBody(
  input: ScheduleInput,
  withAccount: boolean,
): { json: Record<string, unknown> } | { form: FormData } {
  const fields: Record<string, unknown> = {
    platform: input.platform,
    category: input.category,
    message: input.message,
    scheduled_time: input.scheduled_time,
    frequency: input.frequency ?? defaultFrequency,
    ...(withAccount
      ? { platform_account_id: input.platform_account_id == null ? null : String(input.platform_account_id) }
      : {}),
    page_ids: idList(input.page_ids),
    team: String(input.team),
    is_auto_delete: input.is_auto_delete ?? false,
    repeat_until: input.repeat_until ?? null,
    custom_schedule: input.custom_schedule ?? null,
  };
  const media = firstMedia(input.media);
  return media ? { form: formData({ ...fields, media_file: media }) } : { json: fields };
}

/** POST /scheduler/posts/ (a scheduled reel sends category reel and frequency once). */
export async function schedule(http: Http, input: ScheduleInput): Promise<ActionReply> {
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.scheduler.schedule),
    ...scheduleBody(input, true),
    reply: actionReplySchema,
    fallback: scheduleFallbacks[input.category],
  });
}

/** GET /scheduler/posts/{team}/ with the filters (the calendar asks status scheduled and a month or week). */
export async function list(http: Http, team: IdInput, query: ScheduledItemsQuery = {}): Promise<ScheduledItem[]> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.scheduler.list, { team }),
    query: {
      platform: query.platform,
      status: query.status,
      category: query.category,
      start_time: query.start_time,
      end_time: query.end_time,
    },
    reply: scheduledItemsReplySchema,
    fallback: fallbacks.scheduler.list,
  });
}

/** PUT /scheduler/posts/{id}/: the same fields without platform_account_id. */
export async function update(http: Http, id: IdInput, input: RescheduleInput): Promise<ActionReply> {
  return http.request({
    method: 'put',
    path: pathTo(apiPaths.scheduler.post, { id }),
    ...scheduleBody(input, false),
    reply: actionReplySchema,
    fallback: fallbacks.scheduler.update,
  });
}

/** DELETE /scheduler/posts/{id}/. */
export async function remove(http: Http, id: IdInput): Promise<ActionReply> {
  return http.request({
    method: 'delete',
    path: pathTo(apiPaths.scheduler.post, { id }),
    reply: actionReplySchema,
    fallback: fallbacks.scheduler.delete,
  });
}

export const schedulerEndpoints = { schedule, list, update, remove };
