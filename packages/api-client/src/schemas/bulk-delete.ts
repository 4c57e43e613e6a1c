import { z } from 'zod/mini';
import { idSchema, intSchema, listReply, lowerEnum, orNull, textSchema } from './common';

export const batchStatuses = ['fetched', 'deleted', 'failed', 'processing'] as const;
export const batchStatusSchema = lowerEnum(batchStatuses);
export type BatchStatus = z.infer<typeof batchStatusSchema>;

/** A batch of a page's published post ids, fetched for deletion. */
export const postBatchSchema = z.object({
  id: idSchema,
  page_id: idSchema,
  page_name: textSchema,
  status: batchStatusSchema,
  total_ids: intSchema,
  oldest_created_time: orNull(z.string()),
  latest_created_time: orNull(z.string()),
});
export type PostBatch = z.infer<typeof postBatchSchema>;

/** GET /facebook/page/post-batches/?team_id&page_id: a bare list or `{results}` / `{batches}`. */
export const postBatchesReplySchema = listReply(postBatchSchema, ['results', 'batches']);

/** Query of the batch list and payload of POST /facebook/page/get-post-ids/. */
export const pageScopeRequestSchema = z.object({ team_id: idSchema, page_id: idSchema });
export type PageScopeRequest = z.infer<typeof pageScopeRequestSchema>;
export const getPostIdsRequestSchema = pageScopeRequestSchema;

/** Reply of get-post-ids: when a batch already exists for the page, its id and a message. */
export const getPostIdsReplySchema = z.object({
  existing_batch_id: orNull(idSchema),
  batch_id: orNull(idSchema),
  total_ids: orNull(intSchema),
  message: orNull(z.string()),
});
export type GetPostIdsReply = z.infer<typeof getPostIdsReplySchema>;

/** POST /facebook/page/delete-batch/. */
export const deleteBatchRequestSchema = z.extend(pageScopeRequestSchema, { batch_id: idSchema });
export type DeleteBatchRequest = z.infer<typeof deleteBatchRequestSchema>;

export const deleteBatchReplySchema = z.object({ deleted_count: intSchema, message: orNull(z.string()) });
export type DeleteBatchReply = z.infer<typeof deleteBatchReplySchema>;
