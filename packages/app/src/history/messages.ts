/** What the history's deletes say once done: stories and reels go from the history only, and say why. */
export const historyMessages = {
  deleted: {
    post: 'Post deleted from Facebook.',
    story: 'Story removed from your publish history. Facebook removes it by itself within 24 hours.',
    reel: 'Reel removed from your publish history. It stays on Facebook.',
  },
} as const;
