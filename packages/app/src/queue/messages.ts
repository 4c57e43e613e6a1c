/** What the queue's actions say (publishing §8 names the failure; the success toast lasts 3000 ms). */
export const queueMessages = {
  deleteFailed: 'Failed to delete scheduled post.',
  deleted: (category: string) => `Scheduled ${category} deleted.`,
} as const;

/** How long the deletion's success toast stays (publishing §8). */
export const deletedToastMs = 3000;
