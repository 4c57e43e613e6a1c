import type { ScheduledItem } from '@causeway/api-client/schemas';
import type { QueueItem } from '@causeway/ui/screens/queue/QueueScreen';

/** A scheduled item as the queue shows it: its pages by name (the server's page_name when it names none). */
export function toQueueItem(item: ScheduledItem): QueueItem {
  const pages = item.selected_pages.map((page) => page.name).filter(Boolean);
  return {
    id: item.id,
    // The server may spell it 'Facebook'; the filters name platforms in lower case.
    platform: item.platform.toLowerCase(),
    category: item.category,
    pages: pages.length > 0 ? pages : item.page_name ? [item.page_name] : [],
    status: item.status,
    scheduledAt: item.scheduled_time,
    publishedAt: item.published_at ?? item.last_published,
    media: item.media_file,
    message: item.message,
  };
}

/** For `select`: one mapping per fetch, however often the page renders. */
export const toQueueItems = (items: ScheduledItem[]): QueueItem[] => items.map(toQueueItem);
