import type { ScheduledItem } from '@causeway/api-client/schemas';
import { fallbacks } from '@causeway/api-client';
import { QueueScreen, type QueueFilters, type QueueItem } from '@causeway/ui/screens/queue/QueueScreen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { failureDetail } from '../lib/errors';
import { useSearchState } from '../lib/use-search-state';
import { paths } from '../routes/paths';
import { activeTeamAtom } from '../session/active-team-atoms';
import { itemsOutlivingLogin } from '../social-accounts/token-health';
import { useTokenHealth } from '../social-accounts/use-token-health';
import { toasts } from '../toasts';
import { deletedToastMs, queueMessages } from './messages';
import { queueMutations, queueQueries, schedulerKeys } from '../scheduler/queries';
import { toQueueItems } from './queue-items';
import { highlightFrom, queueFiltersFrom, queueSearch } from '../scheduler/queue-search';

const formPaths = {
  post: paths.team.publish,
  story: paths.team.publishStory,
  reel: paths.team.publishReel,
} as const;

/**
 * /team/queues (publishing §2): the team's scheduled items, filtered in the browser by the filters
 * in the address; edit opens the form of the item's category with the item, delete removes it.
 */
export function QueuePage() {
  const teamId = useAtomValue(activeTeamAtom)?.id ?? '';
  const [params] = useSearchParams();
  const [filters, setFilters] = useSearchState(queueFiltersFrom, (next: QueueFilters) => queueSearch(next));
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const highlightedId = highlightFrom(location.state, params);
  const listQuery = queueQueries.list(teamId);
  const scheduled = useQuery(listQuery);
  const { risks } = useTokenHealth();
  const items = useMemo(
    () => (scheduled.data ? toQueueItems(scheduled.data, itemsOutlivingLogin(risks, scheduled.data)) : undefined),
    [scheduled.data, risks],
  );
  // An item pointed out without a tab (after an edit, say) opens on its own category's tab.
  const highlighted =
    highlightedId && !params.has('tab') ? items?.find((item) => item.id === highlightedId) : undefined;
  const shownFilters = highlighted ? { ...filters, category: highlighted.category } : filters;

  const remove = useMutation({
    ...queueMutations.remove(),
    onSuccess: (_reply, id) => {
      const removed = queryClient.getQueryData(listQuery.queryKey)?.find((item) => item.id === id);
      queryClient.setQueryData(listQuery.queryKey, (items) => items?.filter((item) => item.id !== id));
      // The calendar (and anything else built on the team's schedule) asks again when next shown.
      void queryClient.invalidateQueries({ queryKey: schedulerKeys.all(teamId), refetchType: 'none' });
      toasts.success(queueMessages.deleted(removed?.category ?? 'post'), { timeoutMs: deletedToastMs });
    },
    onError: () => toasts.error(queueMessages.deleteFailed),
  });

  const openInForm = (shown: QueueItem) => {
    const item: ScheduledItem | undefined = queryClient
      .getQueryData(listQuery.queryKey)
      ?.find((each) => each.id === shown.id);
    void navigate(`${formPaths[shown.category]}?edit=${encodeURIComponent(shown.id)}`, { state: { item } });
  };

  return (
    <QueueScreen
      status={scheduled.isError ? 'error' : scheduled.isPending ? 'loading' : 'ready'}
      items={items ?? []}
      filters={shownFilters}
      // Each change is a new entry in the history: Back shows the previous filter.
      onFiltersChange={setFilters}
      highlightedId={highlightedId}
      errorText={scheduled.isError ? failureDetail(scheduled.error, fallbacks.scheduler.list) : undefined}
      onRetry={() => void scheduled.refetch()}
      onEdit={openInForm}
      onDelete={(item) => remove.mutateAsync(item.id)}
    />
  );
}
