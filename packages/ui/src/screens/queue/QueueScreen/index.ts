export { QueueScreen, type QueueScreenProps } from './QueueScreen';
export {
  categoryTabs,
  defaultQueueFilters,
  filterQueue,
  platformIds,
  queueStatuses,
  type CategoryTab,
  type PlatformId,
  type QueueFilters,
  type QueueItem,
  type QueueStatusFilter,
} from './queue-filters';
