import { fallbacks } from '@causeway/api-client';
import { apiPaths } from '@causeway/api-client/paths';
import { demo } from '../seed/demo';
import { fallbackScenario } from './answers';
import type { Scenario } from './types';

const other = (text: string) => `Other messages: '${text}'`;
const batchScope = { team_id: demo.teamId, page_id: demo.batchPageId };

export const bulkDeleteScenarios: Scenario[] = [
  fallbackScenario(
    'bulk-delete.batches-failed',
    other('Failed to load post batches'),
    'get',
    apiPaths.bulkDelete.batches,
    (api) => api.bulkDelete.batches(batchScope),
    fallbacks.bulkDelete.batches,
  ),
  fallbackScenario(
    'bulk-delete.refresh-failed',
    other('Failed to refresh table data'),
    'get',
    apiPaths.bulkDelete.batches,
    (api) => api.bulkDelete.batches(batchScope),
    fallbacks.bulkDelete.batches,
  ),
  fallbackScenario(
    'bulk-delete.delete-failed',
    other('Failed to perform bulk delete operation'),
    'post',
    apiPaths.bulkDelete.deleteBatch,
    (api) => api.bulkDelete.deleteBatch({ ...batchScope, batch_id: demo.batchId }),
    fallbacks.bulkDelete.deleteBatch,
  ),
];
