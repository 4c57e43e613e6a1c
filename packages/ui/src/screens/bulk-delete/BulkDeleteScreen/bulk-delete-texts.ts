import { platformNames, type PlatformId } from '../../../primitives/PlatformMark';

/** Bulk delete's words; those quoted from the spec (publishing §2, §5, §8) word for word. */
export const bulkDeleteTexts = {
  lead: "Fetch the ids of a page's published posts into a batch, then delete the batch from Facebook.",
  fetch: 'Fetch Page Data',
  fetching: 'Fetching...',
  selectPageFirst: 'Please select a page first',
  pagePlaceholder: 'Select a page',
  pagesFailed: 'Failed to load pages',
  choosePage: 'Choose a page to see its post batches',
  choosePageText: 'Batches hold the ids of the posts fetched from a page, ready to be deleted.',
  tableLabel: 'Post batches',
  loading: 'Loading post batches',
  empty: 'No post batches yet',
  emptyText: 'Fetch the page data to gather its posts into a batch.',
  loadFailed: 'Failed to load post batches',
  comingSoon: (platform: PlatformId) => `${platformNames[platform]} bulk delete coming soon!`,
  confirmTitle: (count: number) => `Delete ${count.toLocaleString('en-GB')} ${count === 1 ? 'post' : 'posts'}?`,
  confirmMessage: (count: number, page: string) =>
    `This permanently deletes ${count.toLocaleString('en-GB')} ${count === 1 ? 'post' : 'posts'} of ${page} from Facebook. It cannot be undone.`,
} as const;
