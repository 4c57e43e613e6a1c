import { fixtureInstant, fixturePages, fixturePhoto, fixtureVideo } from '../../review-shared/review-fixtures';
import type { HistoryItem } from './history-filters';

const postStatuses = ['published', 'published', 'failed', 'published', 'deleted', 'pending', 'processing'] as const;

/** `count` published posts, newest first, over the three demo pages. */
export function historyPosts(count: number): HistoryItem[] {
  return Array.from({ length: count }, (_, index) => {
    const page = fixturePages[index % fixturePages.length] ?? fixturePages[0];
    const status = postStatuses[index % postStatuses.length] ?? 'published';
    const id = String(801 + index);
    return {
      key: `post-${id}`,
      id,
      category: 'post',
      platform: 'facebook',
      pageName: page.name,
      pageIds: [page.id],
      status,
      publishedAt: status === 'pending' ? null : fixtureInstant(-1 - index, 9 + (index % 8)),
      media: index % 3 === 0 ? fixturePhoto((index * 53) % 360) : null,
      message: `Post ${index + 1} from ${page.name}: ${['Morning specials', 'Weekend market', 'Staff pick'][index % 3]}.`,
      link: status === 'published' ? `https://www.facebook.com/${page.id}/posts/5${id}` : null,
      isAutoDelete: index % 4 === 1,
    };
  });
}

export const historyStories: HistoryItem[] = ['published', 'failed', 'processing', 'pending'].map((status, index) => {
  const page = fixturePages[index % 2] ?? fixturePages[0];
  const id = String(901 + index);
  return {
    key: `story-${id}`,
    id,
    category: 'story',
    platform: 'facebook',
    pageName: page.name,
    pageIds: [page.id],
    status,
    publishedAt: status === 'published' || status === 'failed' ? fixtureInstant(-index - 1, 8 + index) : null,
    media: fixturePhoto((index * 71) % 360),
    message: ['Fresh out of the oven', 'Today’s pour', 'Window display', 'Morning queue'][index] ?? '',
    // A story never shows its link, even when the server sends one.
    link: `https://www.facebook.com/stories/${id}`,
    isAutoDelete: false,
  };
});

export const historyReels: HistoryItem[] = ['published', 'failed', 'published'].map((status, index) => {
  const page = fixturePages[2 - index] ?? fixturePages[0];
  const id = String(1001 + index);
  return {
    key: `reel-${id}`,
    id,
    category: 'reel',
    platform: 'facebook',
    pageName: page.name,
    pageIds: [page.id],
    status,
    publishedAt: fixtureInstant(-index * 3 - 2, 18),
    media: fixtureVideo(`reel-${id}`),
    message: ['Trail running in the fog', 'Landscape cut (too wide)', 'Roaster at work'][index] ?? '',
    link: status === 'published' ? `https://www.facebook.com/reel/77${id}` : null,
    isAutoDelete: false,
    failureReason: status === 'failed' ? 'Invalid video aspect ratio. Please use 9:16 (vertical) aspect ratio.' : null,
  };
});

/** A post whose server link is not a web address: it is never offered. */
export const postWithUnsafeLink: HistoryItem = {
  ...historyPosts(1)[0]!,
  key: 'post-899',
  id: '899',
  message: 'A post with a javascript: link',
  link: 'javascript:alert(1)',
};

export const historyPages = fixturePages.map((page) => ({ id: page.id, name: page.name }));
