import { historyFiltersFrom } from './history-search';
import { historyQueries, type HistoryCategory } from './queries';

export const everyCategory: readonly HistoryCategory[] = ['post', 'story', 'reel'];

/** What Publish History asks when it opens at an address: the lists of its tab, on Facebook. */
export function historyCalls(teamId: string, search: URLSearchParams) {
  const { category, platform } = historyFiltersFrom(search);
  if (platform !== 'facebook') return [];
  return (category === 'all' ? everyCategory : [category]).map((each) => historyQueries.list(teamId, each));
}
