import { z } from 'zod/mini';
import {
  fileSchema,
  flagSchema,
  formBooleanSchema,
  idListSchema,
  idSchema,
  jsonOrText,
  listReply,
  lowerEnum,
  orNull,
  textSchema,
} from './common';
import { itemStatusSchema } from './publishing';

export const categories = ['post', 'story', 'reel'] as const;
export const categorySchema = lowerEnum(categories);
export type Category = z.infer<typeof categorySchema>;

export const defaultFrequency = 'once';

/** A page chosen for an item, as the queue shows it. */
export const selectedPageSchema = z.object({ id: idSchema, name: textSchema });
export type SelectedPage = z.infer<typeof selectedPageSchema>;

/**
 * A scheduled item (post, story or reel); published posts in history have the same shape.
 * `page_ids` may come back as JSON text (it goes out that way in multipart); a missing category
 * means a post, a missing frequency 'once'.
 */
export const scheduledItemSchema = z.object({
  id: idSchema,
  platform: z.string(),
  category: z.pipe(
    z.nullish(categorySchema),
    z.transform((category) => category ?? 'post'),
  ),
  message: textSchema,
  scheduled_time: orNull(z.string()),
  frequency: z.pipe(
    z.nullish(z.string()),
    z.transform((frequency) => frequency ?? defaultFrequency),
  ),
  repeat_until: orNull(z.string()),
  custom_schedule: z.optional(z.unknown()),
  platform_account_id: orNull(idSchema),
  page_ids: z.pipe(
    z.nullish(idListSchema),
    z.transform((ids) => ids ?? []),
  ),
  team: orNull(idSchema),
  media_file: orNull(z.string()),
  is_auto_delete: flagSchema(false),
  selected_pages: z.pipe(
    z.nullish(z.array(selectedPageSchema)),
    z.transform((pages) => pages ?? []),
  ),
  status: itemStatusSchema,
  last_published: orNull(z.string()),
  facebook_post_url: orNull(z.string()),
  page_name: orNull(z.string()),
  published_at: orNull(z.string()),
});
export type ScheduledItem = z.infer<typeof scheduledItemSchema>;

/** GET /scheduler/posts/{team}/: a bare list or `{results}` / `{posts}`. */
export const scheduledItemsReplySchema = listReply(scheduledItemSchema, ['results', 'posts']);

/** GET /facebook/team-posts/{team}/: published posts, in the scheduled item's shape. */
export const postHistoryReplySchema = listReply(scheduledItemSchema, ['results', 'posts']);
export type PostHistoryItem = ScheduledItem;

/** Filters of GET /scheduler/posts/{team}/ (the calendar asks status scheduled and a month or week range). */
export const scheduledItemsQuerySchema = z.object({
  platform: z.optional(z.string()),
  status: z.optional(z.string()),
  category: z.optional(z.string()),
  start_time: z.optional(z.string()),
  end_time: z.optional(z.string()),
});
export type ScheduledItemsQuery = z.infer<typeof scheduledItemsQuerySchema>;

/** POST /scheduler/posts/ as JSON (no media). scheduled_time is an ISO instant. */
export const schedulePostRequestSchema = z.object({
  platform: z.string().check(z.minLength(1)),
  category: categorySchema,
  message: z.string(),
  scheduled_time: z.iso.datetime({ offset: true }),
  frequency: z.string().check(z.minLength(1)),
  platform_account_id: z.nullable(idSchema),
  page_ids: z.array(idSchema).check(z.minLength(1)),
  team: idSchema,
  is_auto_delete: z.boolean(),
  repeat_until: z.nullable(z.string()),
  custom_schedule: z.optional(z.unknown()),
});
export type SchedulePostRequest = z.infer<typeof schedulePostRequestSchema>;

/**
 * POST /scheduler/posts/ as multipart (when media exists): the same fields as text parts, null ones
 * left out, page_ids and custom_schedule as JSON text, booleans 'true'/'false', and media_file.
 */
export const schedulePostFormSchema = z.object({
  platform: z.string().check(z.minLength(1)),
  category: categorySchema,
  message: z.string(),
  scheduled_time: z.iso.datetime({ offset: true }),
  frequency: z.string().check(z.minLength(1)),
  platform_account_id: z.optional(idSchema),
  page_ids: z.pipe(idListSchema, z.array(z.string()).check(z.minLength(1))),
  team: idSchema,
  is_auto_delete: formBooleanSchema,
  repeat_until: z.optional(z.string()),
  custom_schedule: z.optional(jsonOrText(z.unknown())),
  media_file: z.optional(fileSchema),
});
export type SchedulePostForm = z.infer<typeof schedulePostFormSchema>;

/** PUT /scheduler/posts/{id}/: the same fields without platform_account_id. */
export const updateScheduledPostRequestSchema = z.omit(schedulePostRequestSchema, { platform_account_id: true });
export type UpdateScheduledPostRequest = z.infer<typeof updateScheduledPostRequestSchema>;
export const updateScheduledPostFormSchema = z.omit(schedulePostFormSchema, { platform_account_id: true });
export type UpdateScheduledPostForm = z.infer<typeof updateScheduledPostFormSchema>;
