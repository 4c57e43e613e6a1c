import type { RescheduleInput } from '@causeway/api-client';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { schedulerKeys } from '../scheduler/queries';
import { hasSession } from '../session/has-session';

/** The range a calendar period asks for: exactly the month or the week, as ISO instants. */
export interface CalendarRange {
  startTime: string;
  endTime: string;
}

export const calendarKeys = {
  all: (teamId: string) => [...schedulerKeys.all(teamId), 'calendar'] as const,
  range: (teamId: string, range: CalendarRange) =>
    [...calendarKeys.all(teamId), range.startTime, range.endTime] as const,
};

export const calendarQueries = {
  /** GET /scheduler/posts/{team}/?status=scheduled&start_time&end_time (publishing §7). */
  range: (teamId: string, range: CalendarRange) =>
    queryOptions({
      queryKey: calendarKeys.range(teamId, range),
      queryFn: () =>
        api.scheduler.list(teamId, { status: 'scheduled', start_time: range.startTime, end_time: range.endTime }),
      enabled: () => hasSession() && teamId !== '',
    }),
};

export const calendarMutations = {
  /** PUT /scheduler/posts/{id}/: the item as it is, at its new time. */
  reschedule: () =>
    mutationOptions({
      mutationFn: ({ id, input }: { id: string; input: RescheduleInput }) => api.scheduler.update(id, input),
    }),
};
