import { fixtureInstant, fixturePages } from '../../review-shared/review-fixtures';
import type { BatchItem } from './bulk-delete-filters';

const [coffee] = fixturePages;

/** The coffee page's batches, as the seed has them: fetched, deleted, failed, processing, and one of 0 ids. */
export const coffeeBatches: BatchItem[] = [
  {
    id: '1101',
    pageName: coffee.name,
    status: 'fetched',
    totalIds: 42,
    oldest: fixtureInstant(-410, 8),
    latest: fixtureInstant(-3, 17),
  },
  {
    id: '1102',
    pageName: coffee.name,
    status: 'deleted',
    totalIds: 17,
    oldest: fixtureInstant(-700, 10),
    latest: fixtureInstant(-420, 12),
  },
  {
    id: '1103',
    pageName: coffee.name,
    status: 'failed',
    totalIds: 8,
    oldest: fixtureInstant(-200, 9),
    latest: fixtureInstant(-30, 9),
  },
  {
    id: '1104',
    pageName: coffee.name,
    status: 'processing',
    totalIds: 25,
    oldest: fixtureInstant(-365, 11),
    latest: fixtureInstant(-10, 15),
  },
  { id: '1105', pageName: coffee.name, status: 'fetched', totalIds: 0, oldest: null, latest: null },
];

/** Many batches, to show the pages. */
export const manyBatches: BatchItem[] = Array.from({ length: 23 }, (_, index) => ({
  id: String(2000 + index),
  pageName: coffee.name,
  status: index === 0 ? 'fetched' : 'deleted',
  totalIds: 10 + index,
  oldest: fixtureInstant(-400 - index * 10, 9),
  latest: fixtureInstant(-index * 10, 9),
}));

export const bulkDeletePages = fixturePages.map((page) => ({ id: page.id, name: page.name }));
