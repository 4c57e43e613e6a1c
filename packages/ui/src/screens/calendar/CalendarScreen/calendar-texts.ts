/** The calendar's words; the spec's 'Create Post' word for word (publishing §2). */
export const calendarTexts = {
  lead: 'Scheduled posts, stories and reels on their day, in your time zone.',
  createPost: 'Create Post',
  loading: 'Loading the calendar',
  loadFailed: 'Failed to load posts',
  openInQueue: 'Open in queue',
  move: 'Move',
  cancelMove: 'Cancel',
  more: (count: number) => `+${count} more`,
  moving: (message: string) =>
    `Moving “${message}”. Choose a day with the arrow keys and press Enter, or click a day. Escape cancels.`,
  moveCancelled: 'Move cancelled.',
  refused: (day: string) => `${day} is not available: choose a later day.`,
  noItems: 'Nothing scheduled on this day.',
  count: (count: number) => (count === 0 ? 'nothing scheduled' : `${count} scheduled`),
} as const;

/** The first words of a message, for a chip or an announcement. */
export function excerpt(message: string, length = 48): string {
  const text = message.trim() || 'Untitled';
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}
