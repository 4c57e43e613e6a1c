import { apiPaths } from '@causeway/api-client/paths';
import { http } from 'msw';
import { db } from '../db';
import { teamOf } from '../domain/access';
import { processingPublishedAt, processingStatus, reelUrl } from '../domain/processing';
import type { ReelRecord, ScheduledItemRecord, StoryRecord } from '../records';
import { route } from './support/api-request';
import { authed } from './support/auth';
import { param, query, type Info } from './support/context';
import { badRequest, notFound, ok } from './support/respond';
import type { UserContext } from './support/routes';
import { teamFromPath } from './support/team';

interface Filters {
  status: string | null;
  pageId: string | null;
  start: number | null;
  end: number | null;
}

function filters(context: Info): Filters {
  const time = (name: string) => {
    const value = query(context, name);
    const parsed = value ? Date.parse(value) : Number.NaN;
    return Number.isNaN(parsed) ? null : parsed;
  };
  const status = query(context, 'status');
  return {
    status: status && status.toLowerCase() !== 'all' ? status.toLowerCase() : null,
    pageId: query(context, 'page_id'),
    start: time('start_time'),
    end: time('end_time'),
  };
}

function matches(f: Filters, item: { status: string; pageIds: readonly string[]; at: string | null }): boolean {
  if (f.status && item.status !== f.status) return false;
  if (f.pageId && !item.pageIds.includes(f.pageId)) return false;
  const at = item.at ? Date.parse(item.at) : null;
  if (f.start !== null && (at === null || at < f.start)) return false;
  if (f.end !== null && (at === null || at > f.end)) return false;
  return true;
}

function newestFirst<T extends { at: string | null }>(items: T[]): T[] {
  return items.sort((a, b) => (b.at ?? '9999').localeCompare(a.at ?? '9999'));
}

function storyReply(story: StoryRecord) {
  const { team_id: _team, submitted_at: _submitted, is_deleted: _deleted, ...fields } = story;
  return { ...fields, status: processingStatus(story), published_at: processingPublishedAt(story) };
}

function reelReply(reel: ReelRecord) {
  const { team_id: _team, submitted_at: _submitted, is_deleted: _deleted, error_code: _code, ...fields } = reel;
  return {
    ...fields,
    status: processingStatus(reel),
    published_at: processingPublishedAt(reel),
    reel_url: reelUrl(reel),
  };
}

function postReply(post: ScheduledItemRecord) {
  const { created_at: _created, ...fields } = post;
  return fields;
}

/** A history item of one of the user's teams, by the id in the path. */
function ownItem<T extends { team: string | null } | { team_id: string }>(
  context: UserContext,
  item: T | undefined,
): T | undefined {
  if (!item) return undefined;
  const teamId = 'team_id' in item ? item.team_id : item.team;
  return teamId && teamOf(context.user, teamId) ? item : undefined;
}

export const historyHandlers = [
  http.get(
    route(apiPaths.publishing.postHistory),
    authed(
      teamFromPath('team', (context) => {
        const f = filters(context);
        const posts = db.posts
          .findMany((q) => q.where({ team: context.team.id }))
          .map((post) => ({ post, at: post.published_at ?? post.created_at }))
          .filter(({ post, at }) => matches(f, { status: post.status, pageIds: post.page_ids, at }));
        return ok({ results: newestFirst(posts).map(({ post }) => postReply(post)) });
      }),
    ),
  ),

  http.get(
    route(apiPaths.publishing.storyHistory),
    authed(
      teamFromPath('team', (context) => {
        const f = filters(context);
        const stories = db.stories
          .findMany((q) => q.where({ team_id: context.team.id, is_deleted: false }))
          .map((story) => ({
            reply: storyReply(story),
            at:
              processingPublishedAt(story) ?? (story.submitted_at ? new Date(story.submitted_at).toISOString() : null),
          }))
          .filter(({ reply, at }) => matches(f, { status: reply.status, pageIds: [reply.page_id ?? ''], at }));
        return ok({ results: newestFirst(stories).map(({ reply }) => reply) });
      }),
    ),
  ),

  http.get(
    route(apiPaths.publishing.reelHistory),
    authed(
      teamFromPath('team', (context) => {
        const f = filters(context);
        const reels = db.reels
          .findMany((q) => q.where({ team_id: context.team.id, is_deleted: false }))
          .map((reel) => ({
            reply: reelReply(reel),
            at: processingPublishedAt(reel) ?? (reel.submitted_at ? new Date(reel.submitted_at).toISOString() : null),
          }))
          .filter(({ reply, at }) => matches(f, { status: reply.status, pageIds: [reply.page_id ?? ''], at }));
        return ok({ results: newestFirst(reels).map(({ reply }) => reply) });
      }),
    ),
  ),

  // Posts are deleted from Facebook and kept as 'deleted'.
  http.delete(
    route(apiPaths.publishing.deletePost),
    authed(async (context) => {
      const id = param(context, 'id');
      const post = ownItem(
        context,
        db.posts.findFirst((q) => q.where({ id })),
      );
      if (!post) return notFound('No Post matches the given query.');
      if (post.status === 'deleted') return badRequest('This post has already been deleted.');
      await db.posts.update((q) => q.where({ id }), { data: (draft) => void (draft.status = 'deleted') });
      return ok({ message: 'Post deleted from Facebook.' });
    }),
  ),

  // Facebook cannot delete stories (they vanish after 24 hours): hidden here only.
  http.delete(
    route(apiPaths.publishing.deleteStory),
    authed(async (context) => {
      const id = param(context, 'id');
      const story = ownItem(
        context,
        db.stories.findFirst((q) => q.where({ id, is_deleted: false })),
      );
      if (!story) return notFound('No Story matches the given query.');
      await db.stories.update((q) => q.where({ id }), { data: (draft) => void (draft.is_deleted = true) });
      return ok({ message: 'Story removed from your history. It disappears from Facebook within 24 hours.' });
    }),
  ),

  // Reels stay on Facebook: hidden here only.
  http.delete(
    route(apiPaths.publishing.deleteReel),
    authed(async (context) => {
      const id = param(context, 'id');
      const reel = ownItem(
        context,
        db.reels.findFirst((q) => q.where({ id, is_deleted: false })),
      );
      if (!reel) return notFound('No Reel matches the given query.');
      await db.reels.update((q) => q.where({ id }), { data: (draft) => void (draft.is_deleted = true) });
      return ok({ message: 'Reel removed from your history. It stays on Facebook.' });
    }),
  ),
];
