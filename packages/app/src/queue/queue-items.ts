import type { ScheduledItem } from '@causeway/api-client/schemas';
import type { QueueItem } from '@causeway/ui/screens/queue/QueueScreen';

/** A scheduled item as the queue shows it: its pages by name (the server's page_name when it names none). */
export function toQueueItem(item: ScheduledItem, lapsingAccount?: string): QueueItem {
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
    ...(lapsingAccount ? { lapsingAccount } : {}),
  };
}

/** The queue's rows, each marked with the account to reconnect when its login runs out before the item is due. */
export const toQueueItems = (
  items: readonly ScheduledItem[],
  lapsing: ReadonlyMap<string, string> = new Map(),
): QueueItem[] => items.map((item) => toQueueItem(item, lapsing.get(item.id)));
