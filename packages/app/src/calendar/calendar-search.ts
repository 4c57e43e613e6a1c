import {
  calendarViews,
  parseDay,
  platformIds,
  type CalendarView,
  type PlatformId,
} from '@causeway/ui/screens/calendar/CalendarScreen/calendar-period';
import { readChoice, readChoices, toSearch, unlessDefault } from '../lib/search-params';

export interface CalendarChoice {
  view: CalendarView;
  /** A day of the period ('YYYY-MM-DD'); today when absent. */
  date?: string;
  platforms: PlatformId[];
}

const defaultPlatforms: PlatformId[] = ['facebook'];

/** The calendar in the address: `?view=week&date=2026-12-14&platform=facebook,instagram`. */
export function calendarChoiceFrom(params: URLSearchParams): CalendarChoice {
  return {
    view: readChoice(params, 'view', calendarViews, 'month'),
    date: parseDay(params.get('date'))?.toString(),
    platforms: readChoices(params, 'platform', platformIds, defaultPlatforms),
  };
}

export function calendarSearch(choice: CalendarChoice): URLSearchParams {
  return toSearch({
    view: unlessDefault(choice.view, 'month'),
    date: choice.date,
    platform: unlessDefault(choice.platforms.join(','), defaultPlatforms.join(',')),
  });
}
