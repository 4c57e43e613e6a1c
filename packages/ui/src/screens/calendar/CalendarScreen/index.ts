export { CalendarScreen, type CalendarScreenProps } from './CalendarScreen';
export {
  calendarPeriod,
  calendarViews,
  parseDay,
  platformIds,
  shiftPeriod,
  type CalendarPeriod,
  type CalendarView,
  type PlatformId,
} from './calendar-period';
export type { CalendarItem } from './calendar-item';
