import type { RescheduleInput } from '@causeway/api-client';
import type { ScheduledItem } from '@causeway/api-client/schemas';
import type { CalendarItem } from '@causeway/ui/screens/calendar/CalendarScreen';

export function toCalendarItem(item: ScheduledItem): CalendarItem {
  const pages = item.selected_pages.map((page) => page.name).filter(Boolean);
  return {
    id: item.id,
    category: item.category,
    platform: item.platform.toLowerCase(),
    message: item.message,
    scheduledAt: item.scheduled_time,
    pages: pages.length > 0 ? pages : item.page_name ? [item.page_name] : [],
  };
}

/** For `select`: one mapping per fetch. */
export const toCalendarItems = (items: ScheduledItem[]): CalendarItem[] => items.map(toCalendarItem);

/**
 * The PUT body that moves an item: every field as the item has it (the media it already has stays
 * on the server), only the time changed.
 */
export function rescheduleInput(item: ScheduledItem, scheduledAt: string, teamId: string): RescheduleInput {
  return {
    platform: item.platform,
    category: item.category,
    message: item.message,
    scheduled_time: scheduledAt,
    frequency: item.frequency,
    page_ids: item.page_ids.length > 0 ? item.page_ids : item.selected_pages.map((page) => page.id),
    team: item.team ?? teamId,
    is_auto_delete: item.is_auto_delete,
    repeat_until: item.repeat_until,
    custom_schedule: item.custom_schedule ?? null,
  };
}
