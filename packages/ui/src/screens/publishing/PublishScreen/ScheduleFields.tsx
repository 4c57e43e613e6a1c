import type { CalendarDate, Time } from '@internationalized/date';
import { DateField } from '../../../primitives/DateField';
import { TimePicker } from '../../../primitives/TimePicker';
import * as styles from './PublishScreen.css';

export interface ScheduleFieldsProps {
  date: CalendarDate | null;
  time: Time | null;
  onDateChange: (date: CalendarDate | null) => void;
  onTimeChange: (time: Time | null) => void;
  minDate: CalendarDate;
  today?: (() => CalendarDate) | undefined;
  dateError?: string | undefined;
  timeError?: string | undefined;
}

/**
 * The date and time of a scheduled item. Their code (the pickers, the calendar, the date
 * arithmetic of every calendar system) is loaded when scheduling is first chosen: most posts go out
 * at once, and the form is usable sooner without it.
 */
export function ScheduleFields({
  date,
  time,
  onDateChange,
  onTimeChange,
  minDate,
  today,
  dateError,
  timeError,
}: ScheduleFieldsProps) {
  return (
    <div className={styles.scheduleRow}>
      <DateField
        label="Date"
        value={date}
        onChange={onDateChange}
        minValue={minDate}
        today={today}
        errorMessage={dateError}
      />
      <TimePicker label="Time" value={time} onChange={onTimeChange} errorMessage={timeError} />
    </div>
  );
}
