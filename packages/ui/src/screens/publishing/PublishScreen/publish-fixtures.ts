import { CalendarDate, CalendarDateTime, toZoned } from '@internationalized/date';
import type { PublishPage } from './publish-form';

/** A fixed clock for stories and tests: Tuesday 24 November 2026, noon in London. */
export const storyTimeZone = 'Europe/London';
export const storyNow = () => toZoned(new CalendarDateTime(2026, 11, 24, 12, 0), storyTimeZone);
export const storyToday = () => new CalendarDate(2026, 11, 24);

/** The demo team's pages, as the mocks seed them; one no linked account manages. */
export const storyPages: PublishPage[] = [
  { id: '104000000000001', name: 'Corner Bakery Hackney', isLinked: true },
  { id: '104000000000002', name: 'Causeway Studio', isLinked: true },
  { id: '104000000000003', name: 'Riverside Runners', isLinked: true },
  { id: '104000000000009', name: 'Old Shop Page', isLinked: false },
];

export const storyAuthor = { name: 'Demo User', company: 'Causeway Studio', avatarUrl: null };

/** A small picture made in the browser, so stories need no files on disk. */
export function storyImage(name = 'bakery-window.png', type = 'image/png', size?: number): File {
  const pixel = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
    (char) => char.charCodeAt(0),
  );
  const file = new File([pixel], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
