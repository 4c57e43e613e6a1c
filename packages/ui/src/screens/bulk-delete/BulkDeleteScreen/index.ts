export { BulkDeleteScreen, type BulkDeletePage, type BulkDeleteScreenProps } from './BulkDeleteScreen';
export {
  batchStatuses,
  defaultBulkDeleteFilters,
  platformIds,
  visibleBatches,
  type BatchItem,
  type BatchStatusFilter,
  type BulkDeleteFilters,
  type PlatformId,
} from './bulk-delete-filters';
