import { getLocalTimeZone, today } from '@internationalized/date';
import { calendarPeriod, parseDay } from '@causeway/ui/screens/calendar/CalendarScreen/calendar-period';
import { calendarChoiceFrom } from './calendar-search';
import { calendarQueries } from './queries';

/** What the calendar asks when it opens at an address: the period it shows (`?view=week&date=…`, else this month). */
export function calendarCalls(teamId: string, search: URLSearchParams) {
  const choice = calendarChoiceFrom(search);
  const zone = getLocalTimeZone();
  return [calendarQueries.range(teamId, calendarPeriod(choice.view, parseDay(choice.date) ?? today(zone), zone))];
}
