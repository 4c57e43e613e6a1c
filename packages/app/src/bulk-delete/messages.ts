/** What bulk delete says as it works (publishing §8 names the failures; its toast lasts 5000 ms). */
export const bulkDeleteMessages = {
  refreshFailed: 'Failed to refresh table data',
  deleteFailed: 'Failed to perform bulk delete operation',
  /** When the server says nothing of its own. */
  existingBatch: 'A batch of post ids already exists for this page.',
  fetched: (count: number) => `Fetched ${count.toLocaleString('en-GB')} post ${count === 1 ? 'id' : 'ids'}.`,
  deleted: (count: number) =>
    `${count.toLocaleString('en-GB')} ${count === 1 ? 'post' : 'posts'} deleted from Facebook.`,
} as const;

/** How long the deleted-posts toast stays (publishing §8: the bulk toast, 5000 ms). */
export const bulkToastMs = 5000;
