import type { PostBatch } from '@causeway/api-client/schemas';
import type { BatchItem } from '@causeway/ui/screens/bulk-delete/BulkDeleteScreen';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { hasSession } from '../session/has-session';
import { teamScope } from '../teams/team-scope';

export const bulkDeleteKeys = {
  all: (teamId: string) => [...teamScope(teamId), 'bulk-delete'] as const,
  batches: (teamId: string, pageId: string) => [...bulkDeleteKeys.all(teamId), 'batches', pageId] as const,
};

function toBatchItem(batch: PostBatch): BatchItem {
  return {
    id: batch.id,
    pageName: batch.page_name,
    status: batch.status,
    totalIds: batch.total_ids,
    oldest: batch.oldest_created_time,
    latest: batch.latest_created_time,
  };
}

export const bulkDeleteQueries = {
  /** GET /facebook/page/post-batches/?team_id&page_id: the page's batches (the screen hides those of 0 ids). */
  batches: (teamId: string, pageId: string) =>
    queryOptions({
      queryKey: bulkDeleteKeys.batches(teamId, pageId),
      queryFn: async () => (await api.bulkDelete.batches({ team_id: teamId, page_id: pageId })).map(toBatchItem),
      enabled: () => hasSession() && teamId !== '' && pageId !== '',
    }),
};

export interface PageScope {
  teamId: string;
  pageId: string;
}

export const bulkDeleteMutations = {
  /** POST /facebook/page/get-post-ids/: the page's post ids into a batch, or the batch that already holds them. */
  fetchPostIds: () =>
    mutationOptions({
      mutationFn: ({ teamId, pageId }: PageScope) => api.bulkDelete.fetchPostIds({ team_id: teamId, page_id: pageId }),
    }),
  /** POST /facebook/page/delete-batch/: deletes the batch's posts from Facebook. */
  deleteBatch: () =>
    mutationOptions({
      mutationFn: ({ teamId, pageId, batchId }: PageScope & { batchId: string }) =>
        api.bulkDelete.deleteBatch({ team_id: teamId, page_id: pageId, batch_id: batchId }),
    }),
};
