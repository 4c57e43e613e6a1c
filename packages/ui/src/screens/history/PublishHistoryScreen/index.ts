export { PublishHistoryScreen, type HistoryPage, type PublishHistoryScreenProps } from './PublishHistoryScreen';
export {
  allPages,
  categoryTabs,
  defaultHistoryFilters,
  filterHistory,
  historyStatuses,
  platformIds,
  type CategoryTab,
  type HistoryFilters,
  type HistoryItem,
  type HistoryStatusFilter,
  type PlatformId,
} from './history-filters';
