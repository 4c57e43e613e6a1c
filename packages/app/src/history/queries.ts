import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { HistoryItem } from '@causeway/ui/screens/history/PublishHistoryScreen';
import { api } from '../api';
import { hasSession } from '../session/has-session';
import { teamScope } from '../teams/team-scope';
import { postToHistory, reelToHistory, storyToHistory } from './history-items';

export type HistoryCategory = HistoryItem['category'];

export const historyKeys = {
  all: (teamId: string) => [...teamScope(teamId), 'history'] as const,
  list: (teamId: string, category: HistoryCategory) => [...historyKeys.all(teamId), category] as const,
};

const fetchList: Record<HistoryCategory, (teamId: string) => Promise<HistoryItem[]>> = {
  post: async (teamId) => (await api.publishing.postHistory(teamId)).map(postToHistory),
  story: async (teamId) => (await api.publishing.storyHistory(teamId)).map(storyToHistory),
  reel: async (teamId) => (await api.publishing.reelHistory(teamId)).map(reelToHistory),
};

export const historyQueries = {
  /**
   * One category's history (GET /facebook/team-posts|stories|reels/{team}/), asked for whole: the
   * page and status filters work on it in the browser, so changing them never waits for the server.
   */
  list: (teamId: string, category: HistoryCategory) =>
    queryOptions({
      queryKey: historyKeys.list(teamId, category),
      queryFn: () => fetchList[category](teamId),
      enabled: () => hasSession() && teamId !== '',
    }),
};

const deleteCall = {
  post: (id: string) => api.publishing.deletePost(id),
  story: (id: string) => api.publishing.deleteStory(id),
  reel: (id: string) => api.publishing.deleteReel(id),
} as const;

export const historyMutations = {
  /** DELETE /facebook/{post|story|reel}/{id}/delete/. */
  remove: () =>
    mutationOptions({
      mutationFn: ({ category, id }: Pick<HistoryItem, 'category' | 'id'>) => deleteCall[category](id),
    }),
};
