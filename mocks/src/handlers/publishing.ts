import { reelErrorMessage } from '@causeway/api-client/domain';
import { apiPaths } from '@causeway/api-client/paths';
import { publishPostFormSchema, publishReelFormSchema, publishStoryFormSchema } from '@causeway/api-client/schemas';
import { http } from 'msw';
import { nowIso, nowMs } from '../config';
import { db, nextId } from '../db';
import { hasActivePlan, teamOf } from '../domain/access';
import { fileName, isImage, isVideo, keepableDataUri } from '../domain/files';
import { processingStatus, storyFailure } from '../domain/processing';
import { plannedOutcome, publishToPages } from '../domain/publish-targets';
import type { TeamRecord } from '../records';
import { facebookPostUrl, facebookReelUrl, photo, video } from '../seed/media';
import { route } from './support/api-request';
import { authed } from './support/auth';
import { query } from './support/context';
import { forbidden, invalid, notFound, ok } from './support/respond';
import { userForm, type UserContext } from './support/routes';
import { noTeam } from './support/team';
import { historyHandlers } from './publishing-history';

const needsPlan = 'An active subscription is required to publish. Subscribe to a plan first.';
const storyImageTypes = ['image/jpeg', 'image/bmp', 'image/png', 'image/gif', 'image/tiff'];
const maxReelBytes = 50 * 1024 * 1024;

/** The team a publish call names: one of the user's, with an active plan. */
function publishingTeam(context: UserContext, teamId: string): TeamRecord | Response {
  const team = teamOf(context.user, teamId);
  if (!team) return notFound(noTeam);
  if (!hasActivePlan(team.id)) return forbidden(needsPlan);
  return team;
}

async function storedMedia(file: Blob | undefined): Promise<string | null> {
  if (!file) return null;
  if (isImage(file)) return (await keepableDataUri(file)) ?? photo(fileName(file), 190);
  return video(fileName(file));
}

function idsOf(context: UserContext, name: string): string[] | Response {
  const list = query(context, name);
  if (!list) return invalid({ [name]: ['This field is required.'] });
  return list
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

export const publishingHandlers = [
  http.post(
    route(apiPaths.publishing.publishPost),
    userForm(publishPostFormSchema, async (context) => {
      const { body } = context;
      const team = publishingTeam(context, body.team);
      if (team instanceof Response) return team;
      if (body.post_type !== 'text' && !body.media_file)
        return invalid({ media_file: [`A file is required for ${body.post_type} posts.`] });
      if (body.post_type === 'text' && body.message.trim() === '')
        return invalid({ message: ['This field may not be blank.'] });
      const media = await storedMedia(body.media_file);
      const { results } = await publishToPages(team.id, body.page_ids, 'published', async (page) => {
        const id = nextId(db.posts.all(), 801);
        const now = nowIso();
        await db.posts.create({
          id,
          platform: 'facebook',
          category: 'post',
          message: body.message,
          scheduled_time: null,
          frequency: 'once',
          repeat_until: null,
          platform_account_id: page.account_id,
          page_ids: [page.page_id],
          team: team.id,
          media_file: media,
          is_auto_delete: body.is_auto_delete,
          selected_pages: [{ id: page.page_id, name: page.name }],
          status: 'published',
          last_published: now,
          facebook_post_url: facebookPostUrl(page.page_id, `5${id}`),
          page_name: page.name,
          published_at: now,
          created_at: now,
        });
        return id;
      });
      const published = results.filter((result) => result.success).length;
      return ok({
        message:
          published > 0
            ? `Post published to ${published} of ${results.length} pages.`
            : 'The post could not be published.',
        results,
      });
    }),
  ),

  http.post(
    route(apiPaths.publishing.publishStory),
    userForm(publishStoryFormSchema, async (context) => {
      const { body } = context;
      const team = publishingTeam(context, body.team);
      if (team instanceof Response) return team;
      const file = body.media_file;
      if (body.story_type === 'image' && !storyImageTypes.includes(file.type)) {
        return invalid({
          media_file: ['Invalid image format for stories. Please use .jpeg, .bmp, .png, .gif, or .tiff files.'],
        });
      }
      if (body.story_type === 'video' && file.type !== 'video/mp4')
        return invalid({ media_file: ['Video stories must be .mp4 files.'] });
      const outcome = plannedOutcome(file, 'story');
      const media = await storedMedia(file);
      const { results, created } = await publishToPages(team.id, body.page_ids, 'pending', async (page) => {
        const id = nextId(db.stories.all(), 901);
        await db.stories.create({
          id,
          team_id: team.id,
          page_id: page.page_id,
          page_name: page.name,
          message: body.message,
          published_at: null,
          media_url: media,
          media_file: null,
          status: outcome.status,
          submitted_at: nowMs(),
          is_deleted: false,
        });
        return id;
      });
      return ok({
        message: `${created.length} stories are being processed.`,
        total_pages: created.length,
        stories_created: created,
        results,
      });
    }),
  ),

  http.post(
    route(apiPaths.publishing.publishReel),
    userForm(publishReelFormSchema, async (context) => {
      const { body } = context;
      const team = publishingTeam(context, body.team);
      if (team instanceof Response) return team;
      const file = body.media_file;
      if (!isVideo(file)) return invalid({ media_file: ['Reels require video content (.mp4, .mov, .avi, .mkv).'] });
      if (file.size > maxReelBytes)
        return invalid({ media_file: ['Video file is too large. Maximum file size is 50MB.'] });
      const outcome = plannedOutcome(file, 'reel');
      const { results, created } = await publishToPages(team.id, body.page_ids, 'pending', async (page) => {
        const id = nextId(db.reels.all(), 1001);
        await db.reels.create({
          id,
          team_id: team.id,
          page_id: page.page_id,
          page_name: page.name,
          published_at: null,
          media_url: video(fileName(file)),
          media_file: null,
          description: body.description,
          reel_url: facebookReelUrl(`77${id}`),
          status: outcome.status,
          submitted_at: nowMs(),
          is_deleted: false,
          error_code: outcome.code,
        });
        return id;
      });
      return ok({
        message: `${created.length} reels are being processed.`,
        total_pages: created.length,
        reels_created: created,
        results,
      });
    }),
  ),

  http.get(
    route(apiPaths.publishing.storyStatus),
    authed((context) => {
      const ids = idsOf(context, 'story_ids');
      if (ids instanceof Response) return ids;
      const stories = db.stories.findMany((q) => q.where({ id: (id) => ids.includes(id) }));
      const visible = stories.filter((story) => teamOf(context.user, story.team_id));
      return ok({
        stories: visible.map((story) => {
          const status = processingStatus(story);
          return status === 'failed' && story.submitted_at !== null
            ? { id: story.id, status, error: { message: storyFailure } }
            : { id: story.id, status };
        }),
      });
    }),
  ),

  http.get(
    route(apiPaths.publishing.reelStatus),
    authed((context) => {
      const ids = idsOf(context, 'reel_ids');
      if (ids instanceof Response) return ids;
      const reels = db.reels.findMany((q) => q.where({ id: (id) => ids.includes(id) }));
      const visible = reels.filter((reel) => teamOf(context.user, reel.team_id));
      return ok({
        reels: visible.map((reel) => {
          const status = processingStatus(reel);
          const failed = status === 'failed' && reel.error_code !== null;
          return {
            id: reel.id,
            status,
            ...(failed
              ? {
                  error: { code: reel.error_code, message: reelErrorMessage(reel.error_code) ?? 'Reel upload failed.' },
                }
              : {}),
          };
        }),
      });
    }),
  ),

  ...historyHandlers,
];
