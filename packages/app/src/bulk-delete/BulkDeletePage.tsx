import { fallbacks, isApiWarning } from '@causeway/api-client';
import { BulkDeleteScreen } from '@causeway/ui/screens/bulk-delete/BulkDeleteScreen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { messageOf } from '../lib/errors';
import { useSearchState } from '../lib/use-search-state';
import { activeTeamAtom } from '../session/active-team-atoms';
import { teamPagesQueries } from '../teams/team-pages';
import { toasts } from '../toasts';
import { bulkDeleteFiltersFrom, bulkDeleteSearch } from './bulk-delete-search';
import { bulkDeleteMessages, bulkToastMs } from './messages';
import { bulkDeleteMutations, bulkDeleteQueries } from './queries';

/**
 * /team/bulk-delete (publishing §2): the chosen page's batches; fetching the page's post ids, and
 * deleting a batch, each refresh the table ('Failed to refresh table data' when that fails).
 */
export function BulkDeletePage() {
  const teamId = useAtomValue(activeTeamAtom)?.id ?? '';
  const [filters, setFilters] = useSearchState(bulkDeleteFiltersFrom, bulkDeleteSearch);
  const queryClient = useQueryClient();
  const pageId = filters.pageId ?? '';
  const isFacebook = filters.platform === 'facebook';

  const pages = useQuery({ ...teamPagesQueries.facebook(teamId), enabled: isFacebook && teamId !== '' });
  const batchesQuery = bulkDeleteQueries.batches(teamId, pageId);
  const batches = useQuery({ ...batchesQuery, enabled: isFacebook && batchesQuery.enabled });

  /** After a change: the table asked for again; a failure keeps what it showed and says so. */
  const refresh = async () => {
    await queryClient.refetchQueries({ queryKey: batchesQuery.queryKey, exact: true });
    if (queryClient.getQueryState(batchesQuery.queryKey)?.status === 'error') {
      toasts.error(bulkDeleteMessages.refreshFailed);
    }
  };

  const fetchPostIds = useMutation({
    ...bulkDeleteMutations.fetchPostIds(),
    onSuccess: async (reply) => {
      if (reply.existing_batch_id) toasts.warning(reply.message ?? bulkDeleteMessages.existingBatch);
      else toasts.success(reply.message ?? bulkDeleteMessages.fetched(reply.total_ids ?? 0));
      await refresh();
    },
    onError: (error) => {
      const message = messageOf(error, fallbacks.bulkDelete.fetchPostIds);
      if (isApiWarning(error)) toasts.warning(message);
      else toasts.error(message);
    },
  });

  const deleteBatch = useMutation({
    ...bulkDeleteMutations.deleteBatch(),
    onSuccess: async (reply) => {
      toasts.success(bulkDeleteMessages.deleted(reply.deleted_count), { timeoutMs: bulkToastMs });
      await refresh();
    },
    onError: () => toasts.error(bulkDeleteMessages.deleteFailed),
  });

  const pageChoices = useMemo(
    () => (pages.data?.pages ?? []).map((page) => ({ id: page.page_id, name: page.name })),
    [pages.data],
  );

  return (
    <BulkDeleteScreen
      filters={filters}
      onFiltersChange={setFilters}
      pages={pageChoices}
      pagesStatus={pages.isError ? 'error' : pages.isPending ? 'loading' : 'ready'}
      pagesNote={pages.data?.warning ?? undefined}
      batchesStatus={!pageId ? 'idle' : batches.data ? 'ready' : batches.isError ? 'error' : 'loading'}
      batches={batches.data ?? []}
      onRetry={() => void batches.refetch()}
      onFetchPageData={(chosen) => fetchPostIds.mutate({ teamId, pageId: chosen })}
      isFetchingPageData={fetchPostIds.isPending}
      onDeleteBatch={(batch) => deleteBatch.mutateAsync({ teamId, pageId, batchId: batch.id })}
    />
  );
}
