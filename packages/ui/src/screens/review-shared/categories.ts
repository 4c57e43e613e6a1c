/** The category tabs of the queue and the publish history (publishing §2): default Post. */
export const categoryTabs = ['all', 'post', 'story', 'reel'] as const;
export type CategoryTab = (typeof categoryTabs)[number];
