import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { hasSession } from '../session/has-session';
import { teamScope } from '../teams/team-scope';

/**
 * The team's scheduled items (GET /scheduler/posts/{team}/), as the queue and the calendar ask for
 * them. Both live under one prefix, so whatever changes a scheduled item can mark them all stale.
 */
export const schedulerKeys = {
  all: (teamId: string) => [...teamScope(teamId), 'scheduler'] as const,
  queue: (teamId: string) => [...schedulerKeys.all(teamId), 'queue'] as const,
};

export const queueQueries = {
  /**
   * Every scheduled item of the team, once: the queue filters them in the browser, so a change of
   * tab, status or platform repaints at once, also over thousands of items.
   */
  list: (teamId: string) =>
    queryOptions({
      queryKey: schedulerKeys.queue(teamId),
      queryFn: () => api.scheduler.list(teamId),
      enabled: () => hasSession() && teamId !== '',
    }),
};

export const queueMutations = {
  /** DELETE /scheduler/posts/{id}/. */
  remove: () => mutationOptions({ mutationFn: (id: string) => api.scheduler.remove(id) }),
};
