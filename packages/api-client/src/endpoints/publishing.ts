import { postTypeFor, storyTypeFor } from '../domain/media';
import { ApiError } from '../http/api-error';
import { apiPaths } from '../http/api-paths';
import type { Http } from '../http/create-http';
import { fallbacks, publishMessages, requestMessages } from '../http/messages';
import { pathTo } from '../http/path-to';
import { actionReplySchema, type ActionReply, type IdInput } from '../schemas/common';
import { postHistoryReplySchema, type PostHistoryItem } from '../schemas/scheduler';
import {
  publishPostReplySchema,
  publishReelReplySchema,
  publishStoryReplySchema,
  reelHistoryReplySchema,
  reelStatusReplySchema,
  storyHistoryReplySchema,
  storyStatusReplySchema,
  type HistoryQuery,
  type PostType,
  type ProcessingStatus,
  type PublishPostReply,
  type PublishReelReply,
  type PublishStoryReply,
  type ReelHistoryItem,
  type StoryHistoryItem,
  type StoryType,
} from '../schemas/publishing';
import { firstMedia, formData, idList } from './shared';

type Media = readonly Blob[] | Blob | null | undefined;

export interface PublishPostInput {
  page_ids: readonly IdInput[];
  message: string;
  team: IdInput;
  is_auto_delete?: boolean;
  /** The chosen files; only the first is sent. */
  media?: Media;
  /** Derived from the media when not given: text, image or video. */
  post_type?: PostType;
}

export interface PublishStoryInput {
  page_ids: readonly IdInput[];
  message?: string;
  team: IdInput;
  /** Required; only the first file is sent. */
  media: Media;
  story_type?: StoryType;
}

export interface PublishReelInput {
  page_ids: readonly IdInput[];
  /** The caption. */
  description: string;
  team: IdInput;
  /** Required (a video); only the first file is sent. */
  media: Media;
}

function invalid(message: string): ApiError {
  return new ApiError({ kind: 'invalid-request', message });
}

/** POST /facebook/unified-post/ (multipart: page_ids as JSON text, the first media file). */
export async function publishPost(http: Http, input: PublishPostInput): Promise<PublishPostReply> {
  const media = firstMedia(input.media);
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.publishing.publishPost),
    form: formData({
      page_ids: idList(input.page_ids),
      post_type: input.post_type ?? postTypeFor(media),
      message: input.message,
      team: String(input.team),
      is_auto_delete: input.is_auto_delete ?? false,
      media_file: media,
    }),
    reply: publishPostReplySchema,
    fallback: fallbacks.publishing.publishPost,
  });
}

/** POST /facebook/unified-story/ (multipart). Rejects before sending when there is no media. */
export async function publishStory(http: Http, input: PublishStoryInput): Promise<PublishStoryReply> {
  const media = firstMedia(input.media);
  if (!media) throw invalid(publishMessages.storyMediaRequired);
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.publishing.publishStory),
    form: formData({
      page_ids: idList(input.page_ids),
      story_type: input.story_type ?? storyTypeFor(media),
      message: input.message ?? '',
      team: String(input.team),
      media_file: media,
    }),
    reply: publishStoryReplySchema,
    fallback: fallbacks.publishing.publishStory,
  });
}

/** POST /facebook/unified-reel/ (multipart). Rejects before sending when there is no media. */
export async function publishReel(http: Http, input: PublishReelInput): Promise<PublishReelReply> {
  const media = firstMedia(input.media);
  if (!media) throw invalid(publishMessages.reelVideoRequired);
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.publishing.publishReel),
    form: formData({
      page_ids: idList(input.page_ids),
      description: input.description,
      team: String(input.team),
      media_file: media,
    }),
    reply: publishReelReplySchema,
    fallback: fallbacks.publishing.publishReel,
  });
}

function statusIds(ids: readonly IdInput[]): string {
  if (ids.length === 0) throw invalid(requestMessages.idsRequired);
  return idList(ids).join(',');
}

/** GET /facebook/story-status/?story_ids=1,2,3. */
export async function storyStatus(http: Http, ids: readonly IdInput[]): Promise<ProcessingStatus[]> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.publishing.storyStatus),
    query: { story_ids: statusIds(ids) },
    reply: storyStatusReplySchema,
    fallback: fallbacks.publishing.storyStatus,
  });
}

/** GET /facebook/reel-status/?reel_ids=1,2,3. */
export async function reelStatus(http: Http, ids: readonly IdInput[]): Promise<ProcessingStatus[]> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.publishing.reelStatus),
    query: { reel_ids: statusIds(ids) },
    reply: reelStatusReplySchema,
    fallback: fallbacks.publishing.reelStatus,
  });
}

function historyQuery(query: HistoryQuery | undefined) {
  return { status: query?.status, page_id: query?.page_id, start_time: query?.start_time, end_time: query?.end_time };
}

/**
 * GET /facebook/team-posts/{team}/ with the optional filters. The team goes in the path only (one
 * server version reads it from a `team_uuid` query instead; the path is what the spec's paths carry).
 */
export async function postHistory(http: Http, team: IdInput, query?: HistoryQuery): Promise<PostHistoryItem[]> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.publishing.postHistory, { team }),
    query: historyQuery(query),
    reply: postHistoryReplySchema,
    fallback: fallbacks.publishing.postHistory,
  });
}

/** GET /facebook/team-stories/{team}/. */
export async function storyHistory(http: Http, team: IdInput, query?: HistoryQuery): Promise<StoryHistoryItem[]> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.publishing.storyHistory, { team }),
    query: historyQuery(query),
    reply: storyHistoryReplySchema,
    fallback: fallbacks.publishing.storyHistory,
  });
}

/** GET /facebook/team-reels/{team}/. */
export async function reelHistory(http: Http, team: IdInput, query?: HistoryQuery): Promise<ReelHistoryItem[]> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.publishing.reelHistory, { team }),
    query: historyQuery(query),
    reply: reelHistoryReplySchema,
    fallback: fallbacks.publishing.reelHistory,
  });
}

/** DELETE /facebook/post/{id}/delete/: removes the post from Facebook; the server marks it deleted. */
export async function deletePost(http: Http, id: IdInput): Promise<ActionReply> {
  return http.request({
    method: 'delete',
    path: pathTo(apiPaths.publishing.deletePost, { id }),
    reply: actionReplySchema,
    fallback: fallbacks.publishing.deletePost,
  });
}

/** DELETE /facebook/story/{id}/delete/ (soft delete: Facebook cannot delete stories). */
export async function deleteStory(http: Http, id: IdInput): Promise<ActionReply> {
  return http.request({
    method: 'delete',
    path: pathTo(apiPaths.publishing.deleteStory, { id }),
    reply: actionReplySchema,
    fallback: fallbacks.publishing.deleteStory,
  });
}

/** DELETE /facebook/reel/{id}/delete/ (soft delete: reels stay on Facebook). */
export async function deleteReel(http: Http, id: IdInput): Promise<ActionReply> {
  return http.request({
    method: 'delete',
    path: pathTo(apiPaths.publishing.deleteReel, { id }),
    reply: actionReplySchema,
    fallback: fallbacks.publishing.deleteReel,
  });
}

export const publishingEndpoints = {
  publishPost,
  publishStory,
  publishReel,
  storyStatus,
  reelStatus,
  postHistory,
  storyHistory,
  reelHistory,
  deletePost,
  deleteStory,
  deleteReel,
};
