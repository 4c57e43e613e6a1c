import { z } from 'zod';
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
  category: categorySchema.nullish().transform((category) => category ?? 'post'),
  message: textSchema,
  scheduled_time: orNull(z.string()),
  frequency: z
    .string()
    .nullish()
    .transform((frequency) => frequency ?? defaultFrequency),
  repeat_until: orNull(z.string()),
  custom_schedule: z.unknown().optional(),
  platform_account_id: orNull(idSchema),
  page_ids: idListSchema.nullish().transform((ids) => ids ?? []),
  team: orNull(idSchema),
  media_file: orNull(z.string()),
  is_auto_delete: flagSchema(false),
  selected_pages: z
    .array(selectedPageSchema)
    .nullish()
    .transform((pages) => pages ?? []),
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
  platform: z.string().optional(),
  status: z.string().optional(),
  category: z.string().optional(),
  start_time: z.string().optional(),
  end_time: z.string().optional(),
});
export type ScheduledItemsQuery = z.infer<typeof scheduledItemsQuerySchema>;

/** POST /scheduler/posts/ as JSON (no media). scheduled_time is an ISO instant. */
export const schedulePostRequestSchema = z.object({
  platform: z.string().min(1),
  category: categorySchema,
  message: z.string(),
  scheduled_time: z.iso.datetime({ offset: true }),
  frequency: z.string().min(1),
  platform_account_id: idSchema.nullable(),
  page_ids: z.array(idSchema).min(1),
  team: idSchema,
  is_auto_delete: z.boolean(),
  repeat_until: z.string().nullable(),
  custom_schedule: z.unknown().optional(),
});
export type SchedulePostRequest = z.infer<typeof schedulePostRequestSchema>;

/**
 * POST /scheduler/posts/ as multipart (when media exists): the same fields as text parts, null ones
 * left out, page_ids and custom_schedule as JSON text, booleans 'true'/'false', and media_file.
 */
export const schedulePostFormSchema = z.object({
  platform: z.string().min(1),
  category: categorySchema,
  message: z.string(),
  scheduled_time: z.iso.datetime({ offset: true }),
  frequency: z.string().min(1),
  platform_account_id: idSchema.optional(),
  page_ids: idListSchema.pipe(z.array(z.string()).min(1)),
  team: idSchema,
  is_auto_delete: formBooleanSchema,
  repeat_until: z.string().optional(),
  custom_schedule: jsonOrText(z.unknown()).optional(),
  media_file: fileSchema.optional(),
});
export type SchedulePostForm = z.infer<typeof schedulePostFormSchema>;

/** PUT /scheduler/posts/{id}/: the same fields without platform_account_id. */
export const updateScheduledPostRequestSchema = schedulePostRequestSchema.omit({ platform_account_id: true });
export type UpdateScheduledPostRequest = z.infer<typeof updateScheduledPostRequestSchema>;
export const updateScheduledPostFormSchema = schedulePostFormSchema.omit({ platform_account_id: true });
export type UpdateScheduledPostForm = z.infer<typeof updateScheduledPostFormSchema>;
