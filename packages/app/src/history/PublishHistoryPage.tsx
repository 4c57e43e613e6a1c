import { fallbacks } from '@causeway/api-client';
import { PublishHistoryScreen, type HistoryItem } from '@causeway/ui/screens/history/PublishHistoryScreen';
import { useMutation, useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { messageOf } from '../lib/errors';
import { useSearchState } from '../lib/use-search-state';
import { failureReasonsAtom } from '../session/failure-reasons';
import { activeTeamAtom } from '../session/active-team-atoms';
import { teamPagesQueries } from '../teams/team-pages';
import { toasts } from '../toasts';
import { newestFirst, withFailureReasons } from './history-items';
import { everyCategory } from './page-calls';
import { historyFiltersFrom, historySearch } from './history-search';
import { historyMessages } from './messages';
import { historyMutations, historyQueries, type HistoryCategory } from './queries';

/** The chosen lists as one: newest first when there are several, the first failure, a retry of the failed. */
function combineLists(results: UseQueryResult<HistoryItem[]>[]) {
  const index = results.findIndex((result) => result.isError);
  const loaded = results.flatMap((result) => result.data ?? []);
  return {
    items: results.length > 1 ? newestFirst(loaded) : loaded,
    isPending: results.some((result) => result.isPending),
    failed: index < 0 ? null : { index, error: results[index]?.error },
    retry: () => results.forEach((result) => result.isError && void result.refetch()),
  };
}

const loadFallback: Record<HistoryCategory, string> = {
  post: fallbacks.publishing.postHistory,
  story: fallbacks.publishing.storyHistory,
  reel: fallbacks.publishing.reelHistory,
};

const deleteFallback: Record<HistoryCategory, string> = {
  post: fallbacks.publishing.deletePost,
  story: fallbacks.publishing.deleteStory,
  reel: fallbacks.publishing.deleteReel,
};

/**
 * /team/publish-history (publishing §2): the chosen category's history (all three lists for All),
 * only while Facebook is the chosen platform; filters in the address; a failed story or reel says
 * why, as its status check said; deleting a post marks it deleted, deleting a story or reel takes it
 * off the list.
 */
export function PublishHistoryPage() {
  const teamId = useAtomValue(activeTeamAtom)?.id ?? '';
  const [filters, setFilters] = useSearchState(historyFiltersFrom, historySearch);
  const queryClient = useQueryClient();
  const isFacebook = filters.platform === 'facebook';
  const categories = filters.category === 'all' ? everyCategory : [filters.category];

  const lists = useQueries({
    queries: categories.map((category) => {
      const options = historyQueries.list(teamId, category);
      return { ...options, enabled: isFacebook && options.enabled };
    }),
    combine: combineLists,
  });
  const pages = useQuery({ ...teamPagesQueries.facebook(teamId), enabled: isFacebook && teamId !== '' });
  const reasons = useAtomValue(failureReasonsAtom);
  const items = useMemo(() => withFailureReasons(lists.items, reasons), [lists.items, reasons]);

  const failedCategory = lists.failed === null ? undefined : categories[lists.failed.index];

  const remove = useMutation({
    ...historyMutations.remove(),
    onSuccess: (_reply, { category, id }) => {
      queryClient.setQueryData(historyQueries.list(teamId, category).queryKey, (list) =>
        category === 'post'
          ? list?.map((item) => (item.id === id ? { ...item, status: 'deleted', link: null } : item))
          : list?.filter((item) => item.id !== id),
      );
      toasts.success(historyMessages.deleted[category]);
    },
    onError: (error, { category }) => toasts.error(messageOf(error, deleteFallback[category])),
  });

  const pageChoices = useMemo(
    () => (pages.data?.pages ?? []).map((page) => ({ id: page.page_id, name: page.name })),
    [pages.data],
  );

  return (
    <PublishHistoryScreen
      status={lists.failed ? 'error' : lists.isPending ? 'loading' : 'ready'}
      items={items}
      filters={filters}
      onFiltersChange={setFilters}
      pages={pageChoices}
      pagesStatus={pages.isError ? 'error' : pages.isPending ? 'loading' : 'ready'}
      pagesNote={pages.data?.warning ?? undefined}
      errorTitle={failedCategory && messageOf(lists.failed?.error, loadFallback[failedCategory])}
      onRetry={lists.retry}
      onDelete={(item: HistoryItem) => remove.mutateAsync({ category: item.category, id: item.id })}
    />
  );
}
