import { apiPaths } from '@causeway/api-client/paths';
import { updateScheduledPostRequestSchema } from '@causeway/api-client/schemas';
import { http } from 'msw';
import { nowMs } from '../config';
import { itemReply, listFilter } from '../handlers/scheduler';
import { route } from '../handlers/support/api-request';
import { authed } from '../handlers/support/auth';
import { param } from '../handlers/support/context';
import { invalid, noContent, notFound, ok } from '../handlers/support/respond';
import { teamFromPath } from '../handlers/support/team';
import { db } from '../db';
import type { ScheduledItemRecord } from '../records';
import { demo } from '../seed/demo';
import { firstManyItemId, manyItemsCount, manyScheduledItems } from '../seed/many-items';
import type { Scenario } from './types';

/*
 * queue.many-items: the demo team's queue at scale, made when first asked for (never stored, so the
 * browser's demo data stays small). Moves and deletes of those items are kept here until the
 * scenarios or the data are reset.
 */
const dayMs = 24 * 60 * 60_000;
let made: { day: number; items: ScheduledItemRecord[] } | null = null;
const moved = new Map<string, string>();
const removed = new Set<string>();

export function resetManyItems(): void {
  made = null;
  moved.clear();
  removed.clear();
}

function isGenerated(id: string): boolean {
  const value = Number(id);
  return Number.isInteger(value) && value >= firstManyItemId && value < firstManyItemId + manyItemsCount;
}

function generated(): ScheduledItemRecord[] {
  const day = Math.floor(nowMs() / dayMs);
  if (made?.day !== day) made = { day, items: manyScheduledItems(new Date(nowMs())) };
  return made.items
    .filter((item) => !removed.has(item.id))
    .map((item) => {
      const at = moved.get(item.id);
      return at ? { ...item, scheduled_time: at } : item;
    });
}

const notThere = 'No ScheduledPost matches the given query.';

export const queueScenarios: Scenario[] = [
  {
    id: 'queue.many-items',
    area: 'queue',
    description:
      'Scale: the demo team’s queue holds 10,000 more items, about 75 a day from ten days ago (over 2,000 scheduled in every month ahead), to try the queue and the calendar at size.',
    handlers: [
      http.get(
        route(apiPaths.scheduler.list),
        authed(
          teamFromPath('team', (context) => {
            const own = db.scheduledItems.findMany((q) => q.where({ team: context.team.id }));
            const all = context.team.id === demo.teamId ? [...own, ...generated()] : own;
            const items = all
              .map(itemReply)
              .filter(listFilter(context))
              .sort((a, b) => (a.scheduled_time ?? '').localeCompare(b.scheduled_time ?? ''));
            return ok(items);
          }),
        ),
      ),
      http.put(route(apiPaths.scheduler.post), (info) => {
        const id = param(info, 'id');
        if (!isGenerated(id)) return undefined;
        return authed(async (context) => {
          if (!generated().some((item) => item.id === id)) return notFound(notThere);
          const body = updateScheduledPostRequestSchema.safeParse(await context.request.json());
          if (!body.success) return invalid({ non_field_errors: ['The schedule could not be read.'] });
          if (Date.parse(body.data.scheduled_time) <= nowMs()) {
            return invalid({ scheduled_time: ['Scheduled time must be in the future.'] });
          }
          moved.set(id, new Date(body.data.scheduled_time).toISOString());
          return ok({ message: 'Post updated successfully.', id });
        })(info);
      }),
      http.delete(route(apiPaths.scheduler.post), (info) => {
        const id = param(info, 'id');
        if (!isGenerated(id)) return undefined;
        return authed(() => {
          if (!generated().some((item) => item.id === id)) return notFound(notThere);
          removed.add(id);
          return noContent();
        })(info);
      }),
    ],
    probe: {
      call: async (api) => (await api.scheduler.list(demo.teamId)).length > manyItemsCount,
      outcome: { value: true },
    },
  },
];
