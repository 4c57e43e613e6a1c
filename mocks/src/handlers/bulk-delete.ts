import { apiPaths } from '@causeway/api-client/paths';
import { deleteBatchRequestSchema, getPostIdsRequestSchema } from '@causeway/api-client/schemas';
import { http } from 'msw';
import { nowIso, nowMs } from '../config';
import { db, nextId } from '../db';
import { findPage, hasActivePlan, teamOf } from '../domain/access';
import type { BatchRecord, PageRecord, TeamRecord } from '../records';
import { route } from './support/api-request';
import { authed } from './support/auth';
import { query } from './support/context';
import { badRequest, created, forbidden, invalid, notFound, ok } from './support/respond';
import { userJson, type UserContext } from './support/routes';
import { noTeam } from './support/team';

const dayMs = 24 * 60 * 60_000;

/** The team and page a bulk-delete call names, or the answer refusing it. */
function scope(
  context: UserContext,
  teamId: string,
  pageId: string,
): { team: TeamRecord; page: PageRecord } | Response {
  const team = teamOf(context.user, teamId);
  if (!team) return notFound(noTeam);
  const page = findPage(pageId);
  if (!page || !db.teamPages.findFirst((q) => q.where({ team_id: team.id, page_id: page.id }))) {
    return invalid({ page_id: ['This page is not connected to the team.'] });
  }
  return { team, page };
}

function batchReply(batch: BatchRecord) {
  const { team_id: _team, created_at: _created, ...fields } = batch;
  return fields;
}

/** How many posts the page has on Facebook: those published here, and older ones from before. */
function postsOnFacebook(page: PageRecord): number {
  const publishedHere = db.posts.findMany((q) =>
    q.where({ status: 'published', page_ids: (ids) => ids.includes(page.page_id) }),
  ).length;
  const older = (Number(page.page_id.slice(-1)) * 7) % 30;
  return publishedHere + older;
}

export const bulkDeleteHandlers = [
  http.get(
    route(apiPaths.bulkDelete.batches),
    authed((context) => {
      const teamId = query(context, 'team_id');
      const pageId = query(context, 'page_id');
      if (!teamId || !pageId) {
        return invalid({
          ...(teamId ? {} : { team_id: ['This field is required.'] }),
          ...(pageId ? {} : { page_id: ['This field is required.'] }),
        });
      }
      const found = scope(context, teamId, pageId);
      if (found instanceof Response) return found;
      const batches = db.batches.findMany((q) => q.where({ team_id: found.team.id, page_id: found.page.page_id }));
      return ok({ results: batches.sort((a, b) => Number(b.id) - Number(a.id)).map(batchReply) });
    }),
  ),

  http.post(
    route(apiPaths.bulkDelete.fetchPostIds),
    userJson(getPostIdsRequestSchema, async (context) => {
      const found = scope(context, context.body.team_id, context.body.page_id);
      if (found instanceof Response) return found;
      const { team, page } = found;
      if (!hasActivePlan(team.id)) return forbidden('An active subscription is required for bulk delete.');
      const open = db.batches.findFirst((q) =>
        q.where({
          team_id: team.id,
          page_id: page.page_id,
          status: (status) => status === 'fetched' || status === 'processing',
          total_ids: (total) => total > 0,
        }),
      );
      if (open) {
        return ok({
          existing_batch_id: open.id,
          batch_id: open.id,
          total_ids: open.total_ids,
          message: 'A batch of post ids already exists for this page. Delete it before fetching again.',
        });
      }
      const total = postsOnFacebook(page);
      const batch = await db.batches.create({
        id: nextId(db.batches.all(), 1101),
        team_id: team.id,
        page_id: page.page_id,
        page_name: page.name,
        status: 'fetched',
        total_ids: total,
        oldest_created_time: total > 0 ? new Date(nowMs() - 400 * dayMs).toISOString() : null,
        latest_created_time: total > 0 ? new Date(nowMs() - dayMs).toISOString() : null,
        created_at: nowIso(),
      });
      return created({
        existing_batch_id: null,
        batch_id: batch.id,
        total_ids: total,
        message: total > 0 ? `Fetched ${total} post ids from ${page.name}.` : `No posts found on ${page.name}.`,
      });
    }),
  ),

  http.post(
    route(apiPaths.bulkDelete.deleteBatch),
    userJson(deleteBatchRequestSchema, async (context) => {
      const found = scope(context, context.body.team_id, context.body.page_id);
      if (found instanceof Response) return found;
      const { team, page } = found;
      const batch = db.batches.findFirst((q) =>
        q.where({ id: context.body.batch_id, team_id: team.id, page_id: page.page_id }),
      );
      if (!batch) return notFound('No PostBatch matches the given query.');
      if (batch.status === 'deleted') return badRequest('This batch has already been deleted.');
      if (batch.status === 'processing')
        return badRequest('This batch is still being processed. Try again in a moment.');
      await db.batches.update((q) => q.where({ id: batch.id }), { data: (draft) => void (draft.status = 'deleted') });
      await db.posts.updateMany(
        (q) => q.where({ status: 'published', page_ids: (ids) => ids.includes(page.page_id) }),
        {
          data: (draft) => void (draft.status = 'deleted'),
        },
      );
      return ok({ deleted_count: batch.total_ids, message: `Deleted ${batch.total_ids} posts from ${page.name}.` });
    }),
  ),
];
