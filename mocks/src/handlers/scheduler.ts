import { apiPaths } from '@causeway/api-client/paths';
import {
  schedulePostFormSchema,
  schedulePostRequestSchema,
  updateScheduledPostFormSchema,
  updateScheduledPostRequestSchema,
} from '@causeway/api-client/schemas';
import { http } from 'msw';
import { nowIso, nowMs } from '../config';
import { db, nextId } from '../db';
import { findPage, hasActivePlan, teamOf } from '../domain/access';
import { fileName, isImage, keepableDataUri } from '../domain/files';
import { effectiveItem } from '../domain/processing';
import type { PageRecord, ScheduledItemRecord } from '../records';
import { photo, video } from '../seed/media';
import { route } from './support/api-request';
import { authed } from './support/auth';
import { param, query, type Info } from './support/context';
import { badRequest, created, forbidden, invalid, noContent, notFound, ok } from './support/respond';
import { userJsonOrForm, type UserContext } from './support/routes';
import { noTeam, teamFromPath } from './support/team';

/** What both spellings of a schedule body have in common, once read. */
interface Schedule {
  platform: string;
  category: 'post' | 'story' | 'reel';
  message: string;
  scheduled_time: string;
  frequency: string;
  team: string;
  page_ids: string[];
  is_auto_delete: boolean;
  repeat_until: string | null;
  custom_schedule: unknown;
  platform_account_id: string | null;
  media_file: Blob | null;
}

/** The checked body (JSON, or multipart when a file goes with it) in one shape. */
function readSchedule(body: { data: object }): Schedule {
  const data = body.data as Record<string, unknown> &
    Omit<Schedule, 'media_file' | 'platform_account_id' | 'repeat_until'>;
  return {
    ...data,
    page_ids: data.page_ids.map(String),
    repeat_until: typeof data.repeat_until === 'string' ? data.repeat_until : null,
    custom_schedule: data.custom_schedule ?? null,
    platform_account_id: typeof data.platform_account_id === 'string' ? data.platform_account_id : null,
    media_file: data.media_file instanceof Blob ? data.media_file : null,
  };
}

async function storedMedia(file: Blob | null): Promise<string | null> {
  if (!file) return null;
  if (isImage(file)) return (await keepableDataUri(file)) ?? photo(fileName(file), 150);
  return video(fileName(file));
}

/** The checks a schedule passes before it is stored; the pages it names, or the answer refusing it. */
function checkSchedule(context: UserContext, schedule: Schedule): PageRecord[] | Response {
  const team = teamOf(context.user, schedule.team);
  if (!team) return notFound(noTeam);
  if (!hasActivePlan(team.id))
    return forbidden('An active subscription is required to schedule posts. Subscribe to a plan first.');
  if (Date.parse(schedule.scheduled_time) <= nowMs())
    return invalid({ scheduled_time: ['Scheduled time must be in the future.'] });
  const pages = schedule.page_ids.map((id) => findPage(id));
  const onTeam = pages.filter(
    (page): page is PageRecord =>
      page !== undefined &&
      db.teamPages.findFirst((q) => q.where({ team_id: team.id, page_id: page.id })) !== undefined,
  );
  if (onTeam.length !== pages.length)
    return invalid({ page_ids: ['Some selected pages are not linked to this team.'] });
  return onTeam;
}

/** What GET /scheduler/posts/{team}/ answers for one item: its fields, as the scheduler sees it now. */
export function itemReply(item: ScheduledItemRecord) {
  const { created_at: _created, ...fields } = effectiveItem(item);
  return fields;
}

/**
 * The list call's filters as one test of an item: platform, status and category ('all' or none
 * lets everything through) and the start_time / end_time range.
 */
export function listFilter(context: Info): (item: ReturnType<typeof itemReply>) => boolean {
  const wanted = (name: string) => {
    const value = query(context, name)?.toLowerCase();
    return value && value !== 'all' ? value : null;
  };
  const [platform, status, category] = [wanted('platform'), wanted('status'), wanted('category')];
  const start = Date.parse(query(context, 'start_time') ?? '');
  const end = Date.parse(query(context, 'end_time') ?? '');
  return (item) => {
    const at = item.scheduled_time ? Date.parse(item.scheduled_time) : Number.NaN;
    if (platform && item.platform !== platform) return false;
    if (status && item.status !== status) return false;
    if (category && item.category !== category) return false;
    if (!Number.isNaN(start) && !(at >= start)) return false;
    if (!Number.isNaN(end) && !(at <= end)) return false;
    return true;
  };
}

function ownItem(context: UserContext): ScheduledItemRecord | undefined {
  const item = db.scheduledItems.findFirst((q) => q.where({ id: param(context, 'id') }));
  return item?.team && teamOf(context.user, item.team) ? item : undefined;
}

const label = { post: 'Post', story: 'Story', reel: 'Reel' } as const;

export const schedulerHandlers = [
  http.post(
    route(apiPaths.scheduler.schedule),
    userJsonOrForm(schedulePostRequestSchema, schedulePostFormSchema, async (context) => {
      const schedule = readSchedule(context.body);
      const pages = checkSchedule(context, schedule);
      if (pages instanceof Response) return pages;
      const id = nextId(db.scheduledItems.all(), 701);
      await db.scheduledItems.create({
        id,
        platform: schedule.platform,
        category: schedule.category,
        message: schedule.message,
        scheduled_time: new Date(schedule.scheduled_time).toISOString(),
        frequency: schedule.frequency,
        repeat_until: schedule.repeat_until,
        custom_schedule: schedule.custom_schedule,
        platform_account_id: schedule.platform_account_id ?? pages[0]?.account_id ?? null,
        page_ids: pages.map((page) => page.page_id),
        team: schedule.team,
        media_file: await storedMedia(schedule.media_file),
        is_auto_delete: schedule.is_auto_delete,
        selected_pages: pages.map((page) => ({ id: page.page_id, name: page.name })),
        status: 'scheduled',
        last_published: null,
        facebook_post_url: null,
        page_name: pages.map((page) => page.name).join(', '),
        published_at: null,
        created_at: nowIso(),
      });
      return created({ message: `${label[schedule.category]} scheduled successfully.`, id });
    }),
  ),

  http.get(
    route(apiPaths.scheduler.list),
    authed(
      teamFromPath('team', (context) => {
        const items = db.scheduledItems
          .findMany((q) => q.where({ team: context.team.id }), { orderBy: { scheduled_time: 'asc' } })
          .map(itemReply);
        return ok(items.filter(listFilter(context)));
      }),
    ),
  ),

  http.put(
    route(apiPaths.scheduler.post),
    userJsonOrForm(updateScheduledPostRequestSchema, updateScheduledPostFormSchema, async (context) => {
      const item = ownItem(context);
      if (!item) return notFound('No ScheduledPost matches the given query.');
      // A failed or cancelled item is edited to try again; what has gone out, or is going, stays as it is.
      const status = effectiveItem(item).status;
      if (status === 'published' || status === 'processing') {
        return badRequest(`${label[item.category]} has already been published and cannot be edited.`);
      }
      const schedule = readSchedule(context.body);
      const pages = checkSchedule(context, schedule);
      if (pages instanceof Response) return pages;
      const media = schedule.media_file ? await storedMedia(schedule.media_file) : item.media_file;
      await db.scheduledItems.update((q) => q.where({ id: item.id }), {
        data(draft) {
          Object.assign(draft, {
            platform: schedule.platform,
            category: schedule.category,
            message: schedule.message,
            scheduled_time: new Date(schedule.scheduled_time).toISOString(),
            frequency: schedule.frequency,
            repeat_until: schedule.repeat_until,
            page_ids: pages.map((page) => page.page_id),
            team: schedule.team,
            media_file: media,
            is_auto_delete: schedule.is_auto_delete,
            selected_pages: pages.map((page) => ({ id: page.page_id, name: page.name })),
            page_name: pages.map((page) => page.name).join(', '),
            status: 'scheduled',
          });
        },
      });
      return ok({ message: `${label[schedule.category]} updated successfully.`, id: item.id });
    }),
  ),

  http.delete(
    route(apiPaths.scheduler.post),
    authed((context) => {
      const item = ownItem(context);
      if (!item) return notFound('No ScheduledPost matches the given query.');
      db.scheduledItems.delete((q) => q.where({ id: item.id }));
      return noContent();
    }),
  ),
];
