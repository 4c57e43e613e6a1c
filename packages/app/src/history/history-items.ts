import type { ReelHistoryItem, ScheduledItem, StoryHistoryItem } from '@causeway/api-client/schemas';
import type { HistoryItem } from '@causeway/ui/screens/history/PublishHistoryScreen';

/** A published post as the history shows it (a post may have gone to several pages). */
export function postToHistory(post: ScheduledItem): HistoryItem {
  const names = post.selected_pages.map((page) => page.name).filter(Boolean);
  return {
    key: `post-${post.id}`,
    id: post.id,
    category: 'post',
    platform: post.platform,
    pageName: names.length > 0 ? names.join(', ') : (post.page_name ?? ''),
    pageIds: post.page_ids.length > 0 ? post.page_ids : post.selected_pages.map((page) => page.id),
    status: post.status,
    publishedAt: post.published_at ?? post.last_published,
    media: post.media_file,
    message: post.message,
    link: post.facebook_post_url,
    isAutoDelete: post.is_auto_delete,
  };
}

/** A story: Facebook's lists are the only ones there are. Its link is never shown. */
export function storyToHistory(story: StoryHistoryItem): HistoryItem {
  return {
    key: `story-${story.id}`,
    id: story.id,
    category: 'story',
    platform: 'facebook',
    pageName: story.page_name,
    pageIds: story.page_id ? [story.page_id] : [],
    status: story.status,
    publishedAt: story.published_at,
    media: story.media_url ?? story.media_file,
    message: story.message ?? '',
    link: null,
    isAutoDelete: false,
  };
}

/** A reel: its caption is the message, its reel_url the link. */
export function reelToHistory(reel: ReelHistoryItem): HistoryItem {
  return {
    key: `reel-${reel.id}`,
    id: reel.id,
    category: 'reel',
    platform: 'facebook',
    pageName: reel.page_name,
    pageIds: reel.page_id ? [reel.page_id] : [],
    status: reel.status,
    publishedAt: reel.published_at,
    media: reel.media_url ?? reel.media_file,
    message: reel.description,
    link: reel.reel_url,
    isAutoDelete: false,
  };
}

/** Newest first; items not published yet (pending) lead, as the newest of all. */
export function newestFirst(items: readonly HistoryItem[]): HistoryItem[] {
  return [...items].sort((a, b) => (b.publishedAt ?? '9999').localeCompare(a.publishedAt ?? '9999'));
}

/** Failed items with the reason their status check gave (kept by key), where the list says none. */
export function withFailureReasons(
  items: readonly HistoryItem[],
  reasons: Readonly<Record<string, string>>,
): readonly HistoryItem[] {
  if (Object.keys(reasons).length === 0) return items;
  return items.map((item) => {
    const reason = item.status === 'failed' && !item.failureReason ? reasons[item.key] : undefined;
    return reason ? { ...item, failureReason: reason } : item;
  });
}
