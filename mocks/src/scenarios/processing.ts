import { reelErrorMessages } from '@causeway/api-client/domain';
import { apiPaths } from '@causeway/api-client/paths';
import type { ItemStatus } from '@causeway/api-client/schemas';
import { http, type HttpHandler } from 'msw';
import { mockConfig, nowMs } from '../config';
import { db } from '../db';
import { processingStatus, storyFailure } from '../domain/processing';
import { route } from '../handlers/support/api-request';
import { authed } from '../handlers/support/auth';
import { query } from '../handlers/support/context';
import { ok } from '../handlers/support/respond';

type Ending = 'failed' | 'stuck';

/** Where a submitted item stands when its ending is forced: failed at the usual time, or processing for ever. */
function forcedStatus(record: { status: ItemStatus; submitted_at: number | null }, ending: Ending): ItemStatus {
  if (record.submitted_at === null) return record.status;
  if (ending === 'failed') return processingStatus({ ...record, status: 'failed' });
  return nowMs() - record.submitted_at < mockConfig().pendingMs ? 'pending' : 'processing';
}

function ids(request: Request, name: string): string[] {
  return (new URL(request.url).searchParams.get(name) ?? '').split(',').filter(Boolean);
}

/** Status checks of stories that were just submitted end the given way. */
export function storyEnding(ending: Ending): HttpHandler {
  return http.get(
    route(apiPaths.publishing.storyStatus),
    authed((context) => {
      const wanted = ids(context.request, 'story_ids');
      const stories = db.stories.findMany((q) => q.where({ id: (id) => wanted.includes(id) }));
      return ok({
        stories: stories.map((story) => {
          const status = forcedStatus(story, ending);
          return status === 'failed'
            ? { id: story.id, status, error: { message: storyFailure } }
            : { id: story.id, status };
        }),
      });
    }),
  );
}

/** Status checks of reels that were just submitted end the given way (a failure carries a provider code). */
export function reelEnding(ending: Ending): HttpHandler {
  return http.get(
    route(apiPaths.publishing.reelStatus),
    authed((context) => {
      const wanted = (query(context, 'reel_ids') ?? '').split(',').filter(Boolean);
      const reels = db.reels.findMany((q) => q.where({ id: (id) => wanted.includes(id) }));
      return ok({
        reels: reels.map((reel) => {
          const status = forcedStatus(reel, ending);
          return status === 'failed'
            ? { id: reel.id, status, error: { code: 1363127, message: reelErrorMessages[1363127] } }
            : { id: reel.id, status };
        }),
      });
    }),
  );
}
