import { apiPaths } from '../http/api-paths';
import type { Http } from '../http/create-http';
import { fallbacks } from '../http/messages';
import { pathTo } from '../http/path-to';
import {
  deleteBatchReplySchema,
  getPostIdsReplySchema,
  postBatchesReplySchema,
  type DeleteBatchReply,
  type GetPostIdsReply,
  type PostBatch,
} from '../schemas/bulk-delete';
import type { IdInput } from '../schemas/common';

export interface PageScope {
  team_id: IdInput;
  page_id: IdInput;
}

/** GET /facebook/page/post-batches/?team_id&page_id (batches of 0 ids are the screen's to hide). */
export async function batches(http: Http, scope: PageScope): Promise<PostBatch[]> {
  return http.request({
    method: 'get',
    path: pathTo(apiPaths.bulkDelete.batches),
    query: { team_id: String(scope.team_id), page_id: String(scope.page_id) },
    reply: postBatchesReplySchema,
    fallback: fallbacks.bulkDelete.batches,
  });
}

/** POST /facebook/page/get-post-ids/: fetches the page's post ids into a batch (or names the existing one). */
export async function fetchPostIds(http: Http, scope: PageScope): Promise<GetPostIdsReply> {
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.bulkDelete.fetchPostIds),
    json: { team_id: String(scope.team_id), page_id: String(scope.page_id) },
    reply: getPostIdsReplySchema,
    fallback: fallbacks.bulkDelete.fetchPostIds,
  });
}

/** POST /facebook/page/delete-batch/: deletes the batch's posts from Facebook; answers deleted_count. */
export async function deleteBatch(http: Http, scope: PageScope & { batch_id: IdInput }): Promise<DeleteBatchReply> {
  return http.request({
    method: 'post',
    path: pathTo(apiPaths.bulkDelete.deleteBatch),
    json: { team_id: String(scope.team_id), page_id: String(scope.page_id), batch_id: String(scope.batch_id) },
    reply: deleteBatchReplySchema,
    fallback: fallbacks.bulkDelete.deleteBatch,
  });
}

export const bulkDeleteEndpoints = { batches, fetchPostIds, deleteBatch };
