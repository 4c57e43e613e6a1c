import { fallbacks } from '@causeway/api-client';
import type { ScheduledItem } from '@causeway/api-client/schemas';
import { getLocalTimeZone, today } from '@internationalized/date';
import {
  CalendarScreen,
  calendarPeriod,
  parseDay,
  shiftPeriod,
  type CalendarItem,
} from '@causeway/ui/screens/calendar/CalendarScreen';
import { defaultQueueFilters } from '@causeway/ui/screens/queue/QueueScreen';
import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { failureDetail, messageOf } from '../lib/errors';
import { useSearchState } from '../lib/use-search-state';
import { queueSearch } from '../scheduler/queue-search';
import { schedulerKeys } from '../scheduler/queries';
import { paths } from '../routes/paths';
import { activeTeamAtom } from '../session/active-team-atoms';
import { toasts } from '../toasts';
import { rescheduleInput, toCalendarItems } from './calendar-items';
import { calendarChoiceFrom, calendarSearch } from './calendar-search';
import { calendarMessages } from './messages';
import { calendarKeys, calendarMutations, calendarQueries } from './queries';

/**
 * /team/calendar (publishing §2): the month or week in the address, its scheduled items asked for
 * exactly that range (the periods either side fetched ahead, so switching is immediate); an item
 * opens in the queue, highlighted; a move is a PUT with an undo.
 */
export function CalendarPage() {
  const teamId = useAtomValue(activeTeamAtom)?.id ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timeZone = getLocalTimeZone();
  const [choice, setChoice] = useSearchState(calendarChoiceFrom, calendarSearch);
  // The period changes with its day, not with each new date object.
  const shownDay = (parseDay(choice.date) ?? today(timeZone)).toString();
  const period = useMemo(
    () => calendarPeriod(choice.view, parseDay(shownDay) ?? today(timeZone), timeZone),
    [choice.view, shownDay, timeZone],
  );
  const rangeQuery = calendarQueries.range(teamId, period);
  const range = useQuery({ ...rangeQuery, select: toCalendarItems });

  // The periods before and after, ready before they are asked for.
  useEffect(() => {
    if (!range.isSuccess) return;
    for (const by of [-1, 1] as const) {
      const next = calendarPeriod(choice.view, shiftPeriod(choice.view, period.first, by), timeZone);
      void queryClient.prefetchQuery(calendarQueries.range(teamId, next));
    }
  }, [range.isSuccess, period, choice.view, timeZone, teamId, queryClient]);

  const reschedule = useMutation({
    ...calendarMutations.reschedule(),
    // The item moves at once in every month or week fetched: out of the one it leaves, into the
    // one it lands in (which may not be the one shown, after arrow keys crossed into the next).
    onMutate: async ({ id, input }) => {
      await queryClient.cancelQueries({ queryKey: calendarKeys.all(teamId) });
      const before = queryClient.getQueriesData<ScheduledItem[]>({ queryKey: calendarKeys.all(teamId) });
      const item = findItem(before, id);
      if (item) moveInCache(queryClient, before, { ...item, scheduled_time: input.scheduled_time });
      return { before };
    },
    onError: (error, _move, context) => {
      for (const [key, items] of context?.before ?? []) queryClient.setQueryData(key, items);
      toasts.error(messageOf(error, fallbacks.scheduler.update));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulerKeys.all(teamId) }),
  });

  const move = (shownItem: CalendarItem, scheduledAt: string) => {
    const item = findItem(
      queryClient.getQueriesData<ScheduledItem[]>({ queryKey: calendarKeys.all(teamId) }),
      shownItem.id,
    );
    if (!item?.scheduled_time) return;
    const from = item.scheduled_time;
    reschedule.mutate(
      { id: item.id, input: rescheduleInput(item, scheduledAt, teamId) },
      {
        onSuccess: () =>
          toasts.success(calendarMessages.moved(item.category, scheduledAt), {
            action: {
              label: calendarMessages.undo,
              onAction: () =>
                reschedule.mutate(
                  { id: item.id, input: rescheduleInput(item, from, teamId) },
                  { onSuccess: () => toasts.success(calendarMessages.moveUndone) },
                ),
            },
          }),
      },
    );
  };

  const openInQueue = (item: CalendarItem) => {
    const search = queueSearch({ ...defaultQueueFilters, category: item.category }, item.id);
    void navigate(`${paths.team.queues}?${search.toString()}`, { state: { postId: item.id } });
  };

  return (
    <CalendarScreen
      view={choice.view}
      date={choice.date}
      onPeriodChange={({ view, date }) => setChoice({ ...choice, view, date })}
      platforms={choice.platforms}
      onPlatformsChange={(platforms) => setChoice({ ...choice, platforms })}
      status={range.isError ? 'error' : range.isPending ? 'loading' : 'ready'}
      items={range.data ?? []}
      errorText={range.isError ? failureDetail(range.error, fallbacks.scheduler.list) : undefined}
      onRetry={() => void range.refetch()}
      onOpenItem={openInQueue}
      onMove={move}
      timeZone={timeZone}
    />
  );
}

type CachedRanges = [QueryKey, ScheduledItem[] | undefined][];

/** An item as the server sent it, from whichever fetched month or week holds it. */
function findItem(ranges: CachedRanges, id: string): ScheduledItem | undefined {
  for (const [, items] of ranges) {
    const item = items?.find((each) => each.id === id);
    if (item) return item;
  }
  return undefined;
}

/** Puts `item` (at its new time) in the ranges that cover that time, and takes it out of the others. */
function moveInCache(queryClient: QueryClient, ranges: CachedRanges, item: ScheduledItem) {
  const at = Date.parse(item.scheduled_time ?? '');
  for (const [key, items] of ranges) {
    if (!items) continue;
    const [start, end] = key.slice(-2).map((bound) => Date.parse(String(bound)));
    const others = items.filter((each) => each.id !== item.id);
    queryClient.setQueryData(key, at >= (start ?? Infinity) && at <= (end ?? -Infinity) ? [...others, item] : others);
  }
}
