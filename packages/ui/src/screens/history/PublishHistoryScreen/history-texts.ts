import { platformNames, type PlatformId } from '../../../primitives/PlatformMark';

/** The history's words; those quoted from the spec (publishing §2) word for word. */
export const historyTexts = {
  lead: 'What your team has published, page by page.',
  tableLabel: 'Publish history',
  loading: 'Loading publish history',
  allPages: 'All Pages',
  viewOnFacebook: 'View on Facebook',
  pagesFailed: 'Failed to load pages',
  comingSoon: (platform: PlatformId) => `${platformNames[platform]} publish history coming soon!`,
  empty: { all: 'No published items found', post: 'No posts found', story: 'No stories found', reel: 'No reels found' },
} as const;

/** Why each category's delete does what it does (publishing §2: stories and reels are removed here only). */
export const deleteDialogs = {
  post: {
    title: 'Delete post from Facebook',
    message: 'This deletes the post from your Facebook page. It stays in your history, marked as deleted.',
    confirm: 'Delete post',
  },
  story: {
    title: 'Remove story from history',
    message:
      'Facebook does not let apps delete stories, and they disappear by themselves after 24 hours. This removes the story from your publish history only.',
    confirm: 'Remove story',
  },
  reel: {
    title: 'Remove reel from history',
    message:
      'Reels stay on Facebook permanently. This removes the reel from your publish history only; it stays on your page.',
    confirm: 'Remove reel',
  },
} as const;
