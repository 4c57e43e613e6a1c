import { DateFormatter, getLocalTimeZone } from '@internationalized/date';
import { uiLocale } from '@causeway/ui/primitives/UiProvider';

const categoryNames = { post: 'Post', story: 'Story', reel: 'Reel' } as const;

const whenText = new DateFormatter(uiLocale, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: getLocalTimeZone(),
});

/** What a move says: where the item went, in the viewer's zone. */
export const calendarMessages = {
  moved: (category: keyof typeof categoryNames, scheduledAt: string) =>
    `${categoryNames[category]} moved to ${whenText.format(new Date(scheduledAt))}.`,
  moveUndone: 'Move undone.',
  undo: 'Undo',
} as const;
