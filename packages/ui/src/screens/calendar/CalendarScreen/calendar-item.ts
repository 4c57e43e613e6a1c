/** A scheduled post, story or reel as the calendar shows it; the app maps the server's items to it. */
export interface CalendarItem {
  id: string;
  category: 'post' | 'story' | 'reel';
  /** Lower-case ('facebook'), as the platform toggles name platforms. */
  platform: string;
  message: string;
  /** ISO instant. */
  scheduledAt: string | null;
  /** The names of the pages it goes to. */
  pages: string[];
}

/** The drag data type of a calendar item (its id). */
export const calendarItemType = 'application/x-causeway-scheduled-post';
