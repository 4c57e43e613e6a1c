import { z } from 'zod/mini';
import {
  fileSchema,
  formBooleanSchema,
  idListSchema,
  idSchema,
  listReply,
  lowerEnum,
  orNull,
  textSchema,
} from './common';

/** Every status an item can have: queue (scheduled … cancelled), history (adds pending), deleted posts. */
export const itemStatuses = [
  'scheduled',
  'pending',
  'processing',
  'published',
  'failed',
  'cancelled',
  'deleted',
] as const;
export const itemStatusSchema = lowerEnum(itemStatuses);
export type ItemStatus = z.infer<typeof itemStatusSchema>;

export const postTypes = ['text', 'image', 'video'] as const;
export const postTypeSchema = z.enum(postTypes);
export type PostType = z.infer<typeof postTypeSchema>;

/** Stories always carry media: an image or a video. */
export const storyTypes = ['image', 'video'] as const;
export const storyTypeSchema = z.enum(storyTypes);
export type StoryType = z.infer<typeof storyTypeSchema>;

/*
 * Publishing now is multipart. These schemas validate the parts as they arrive
 * (`Object.fromEntries(formData)`): page_ids is JSON text of the list, booleans are 'true'/'false',
 * media_file is the first chosen file.
 */

/** POST /facebook/unified-post/. */
export const publishPostFormSchema = z.object({
  page_ids: z.pipe(idListSchema, z.array(z.string()).check(z.minLength(1))),
  post_type: postTypeSchema,
  message: z.string(),
  team: idSchema,
  is_auto_delete: formBooleanSchema,
  media_file: z.optional(fileSchema),
});
export type PublishPostForm = z.infer<typeof publishPostFormSchema>;

/** POST /facebook/unified-story/. */
export const publishStoryFormSchema = z.object({
  page_ids: z.pipe(idListSchema, z.array(z.string()).check(z.minLength(1))),
  story_type: storyTypeSchema,
  message: z.string(),
  team: idSchema,
  media_file: fileSchema,
});
export type PublishStoryForm = z.infer<typeof publishStoryFormSchema>;

/** POST /facebook/unified-reel/. */
export const publishReelFormSchema = z.object({
  page_ids: z.pipe(idListSchema, z.array(z.string()).check(z.minLength(1))),
  description: z.string(),
  team: idSchema,
  media_file: fileSchema,
});
export type PublishReelForm = z.infer<typeof publishReelFormSchema>;

/**
 * Where a failure's reason may be (`error` as text or an object with message and provider code,
 * `error_message`, `response.error`, `message`); kept as sent and read by `domain/publish-result`.
 */
const errorFields = {
  error: z.optional(z.unknown()),
  error_message: z.optional(z.unknown()),
  response: z.optional(z.unknown()),
  message: z.optional(z.unknown()),
};

/** One page's outcome in a publish reply, with the reason when it failed. */
export const publishResultSchema = z.object({
  page_id: orNull(idSchema),
  page_name: orNull(z.string()),
  success: orNull(z.boolean()),
  status: orNull(z.string()),
  post_id: orNull(idSchema),
  ...errorFields,
});
export type PublishResult = z.infer<typeof publishResultSchema>;

const resultsSchema = z.pipe(
  z.nullish(z.array(publishResultSchema)),
  z.transform((results) => results ?? []),
);

/** Reply of POST /facebook/unified-post/. */
export const publishPostReplySchema = z.object({
  results: resultsSchema,
  message: orNull(z.string()),
});
export type PublishPostReply = z.infer<typeof publishPostReplySchema>;

/** Reply of POST /facebook/unified-story/: how many pages, and the ids of the stories to poll. */
export const publishStoryReplySchema = z.object({
  total_pages: z.int(),
  stories_created: z.array(idSchema),
  results: resultsSchema,
  message: orNull(z.string()),
});
export type PublishStoryReply = z.infer<typeof publishStoryReplySchema>;

/** Reply of POST /facebook/unified-reel/. */
export const publishReelReplySchema = z.object({
  total_pages: z.int(),
  reels_created: z.array(idSchema),
  results: resultsSchema,
  message: orNull(z.string()),
});
export type PublishReelReply = z.infer<typeof publishReelReplySchema>;

/** One item of a status check (stories or reels), with the reason when it failed. */
export const processingStatusSchema = z.object({ id: idSchema, status: itemStatusSchema, ...errorFields });
export type ProcessingStatus = z.infer<typeof processingStatusSchema>;

/** GET /facebook/story-status/?story_ids=1,2: a bare list or `{stories}` / `{results}`. */
export const storyStatusReplySchema = listReply(processingStatusSchema, ['stories', 'results']);
/** GET /facebook/reel-status/?reel_ids=1,2: a bare list or `{reels}` / `{results}`. */
export const reelStatusReplySchema = listReply(processingStatusSchema, ['reels', 'results']);

/** A story in publish history. */
export const storyHistoryItemSchema = z.object({
  id: idSchema,
  page_id: orNull(idSchema),
  page_name: textSchema,
  message: orNull(z.string()),
  published_at: orNull(z.string()),
  media_url: orNull(z.string()),
  media_file: orNull(z.string()),
  status: itemStatusSchema,
});
export type StoryHistoryItem = z.infer<typeof storyHistoryItemSchema>;

/** A reel in publish history (description is the caption, reel_url the link on Facebook). */
export const reelHistoryItemSchema = z.object({
  id: idSchema,
  page_id: orNull(idSchema),
  page_name: textSchema,
  published_at: orNull(z.string()),
  media_url: orNull(z.string()),
  media_file: orNull(z.string()),
  description: textSchema,
  reel_url: orNull(z.string()),
  status: itemStatusSchema,
});
export type ReelHistoryItem = z.infer<typeof reelHistoryItemSchema>;

/** GET /facebook/team-stories/{team}/. */
export const storyHistoryReplySchema = listReply(storyHistoryItemSchema, ['results', 'stories']);
/** GET /facebook/team-reels/{team}/. */
export const reelHistoryReplySchema = listReply(reelHistoryItemSchema, ['results', 'reels']);

/** Optional filters of the history lists (times as ISO instants). */
export const historyQuerySchema = z.object({
  status: z.optional(z.string()),
  page_id: z.optional(z.string()),
  start_time: z.optional(z.string()),
  end_time: z.optional(z.string()),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;
