import { describe, expect, it } from 'vitest';
import { canDelete, visibleBatches, type BatchItem } from './bulk-delete-filters';

const batch = (id: string, status: string, totalIds: number): BatchItem => ({
  id,
  pageName: 'Causeway Coffee Roasters',
  status,
  totalIds,
  oldest: null,
  latest: null,
});

describe('visibleBatches', () => {
  const batches = [
    batch('1', 'fetched', 42),
    batch('2', 'deleted', 17),
    batch('3', 'fetched', 0),
    batch('4', 'failed', 8),
  ];

  it('hides batches of 0 ids, whatever the filter', () => {
    expect(visibleBatches(batches, 'all').map((each) => each.id)).toEqual(['1', '2', '4']);
    expect(visibleBatches(batches, 'fetched').map((each) => each.id)).toEqual(['1']);
    expect(visibleBatches(batches, 'processing')).toEqual([]);
  });

  it('lets only fetched and failed batches be deleted', () => {
    expect(['fetched', 'failed', 'deleted', 'processing'].map((status) => canDelete({ status }))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
