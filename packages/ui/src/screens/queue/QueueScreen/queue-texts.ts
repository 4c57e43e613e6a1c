/** The queue's words; those quoted from the spec (publishing §2, §8) word for word. */
export const queueTexts = {
  lead: 'Everything your team has scheduled, and how it went.',
  tableLabel: 'Scheduled posts',
  loading: 'Loading posts',
  empty: 'No scheduled posts found',
  loadFailed: 'Failed to load posts',
  confirmEdit: 'Are you sure? You will be redirected to the edit page',
  confirmDelete: 'Are you sure you want to delete this scheduled post?',
  lapsing: (account: string) => `Fails unless ${account} is reconnected first`,
  /** Why an item's Edit cannot be used: it has gone out, or is going out now. */
  notEditable: {
    published: (category: string) => `This ${category} has been published and can no longer be edited.`,
    inProgress: (category: string) => `This ${category} is being published and cannot be edited now.`,
    other: (category: string) => `This ${category} can no longer be edited.`,
  },
} as const;
