import { DateFormatter, getDayOfWeek, type CalendarDate } from '@internationalized/date';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useLocale } from 'react-aria-components';
import type { CalendarDay, CalendarPeriod } from './calendar-period';
import type { CalendarItem } from './calendar-item';
import { DayCell } from './DayCell';
import * as styles from './CalendarScreen.css';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface CalendarGridProps {
  period: CalendarPeriod;
  /** The grid's name: the month or week shown. */
  label: string;
  buckets: ReadonlyMap<string, readonly CalendarItem[]>;
  timeZone: string;
  todayKey: string;
  now: number;
  /** The day holding keyboard focus (a day of the period). */
  focused: CalendarDate;
  onFocusedChange: (date: CalendarDate) => void;
  /** Arrow keys went past the period: show the period holding `date`. */
  onLeavePeriod: (date: CalendarDate) => void;
  onOpenDay: (day: CalendarDay) => void;
  onOpenItem: (item: CalendarItem) => void;
  /** The item being moved (keyboard or a click on Move), or dragged. */
  moving: CalendarItem | null;
  dragging: CalendarItem | null;
  accepts: (item: CalendarItem, day: CalendarDay) => boolean;
  onDragStart: (item: CalendarItem) => void;
  onDragEnd: () => void;
  onDrop: (item: CalendarItem, day: CalendarDay) => void;
  onDropById: (id: string, day: CalendarDay) => void;
  onCancelMove: () => void;
}

/**
 * The month or week as an ARIA grid, Sunday first: arrow keys move a day or a week, Home and End go
 * to the week's ends, Page Up and Page Down to the period before and after; Enter opens the day.
 * While an item is moved, Enter drops it on the focused day and Escape cancels.
 */
export function CalendarGrid({
  period,
  label,
  buckets,
  timeZone,
  todayKey,
  now,
  focused,
  onFocusedChange,
  onLeavePeriod,
  onOpenDay,
  onOpenItem,
  moving,
  dragging,
  accepts,
  onDragStart,
  onDragEnd,
  onDrop,
  onDropById,
  onCancelMove,
}: CalendarGridProps) {
  const { locale } = useLocale();
  const grid = useRef<HTMLDivElement>(null);
  const wantsFocus = useRef(false);
  const timeFormatter = useMemo(
    () => new DateFormatter(locale, { hour: '2-digit', minute: '2-digit', timeZone }),
    [locale, timeZone],
  );
  const dayFormatter = useMemo(
    () => new DateFormatter(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }),
    [locale, timeZone],
  );
  const timeText = useMemo(
    () => (iso: string | null) => (iso ? timeFormatter.format(new Date(iso)) : ''),
    [timeFormatter],
  );
  const shown = period.view === 'month' ? 3 : 8;
  const focusedKey = focused.toString();
  const active = moving ?? dragging;

  // Keyboard moves focus with the focused day, also into the next period once it has rendered.
  useEffect(() => {
    if (!wantsFocus.current) return;
    wantsFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focusedKey}"]`)?.focus();
  }, [focusedKey, period]);

  const moveFocus = (date: CalendarDate) => {
    wantsFocus.current = true;
    if (date.compare(period.first) < 0 || date.compare(period.last) > 0) onLeavePeriod(date);
    onFocusedChange(date);
  };

  const onKeyDown = (event: KeyboardEvent, day: CalendarDay) => {
    const weekday = getDayOfWeek(day.date, 'en-GB', 'sun');
    const steps: Record<string, () => CalendarDate> = {
      ArrowLeft: () => day.date.subtract({ days: 1 }),
      ArrowRight: () => day.date.add({ days: 1 }),
      ArrowUp: () => day.date.subtract({ weeks: 1 }),
      ArrowDown: () => day.date.add({ weeks: 1 }),
      Home: () => day.date.subtract({ days: weekday }),
      End: () => day.date.add({ days: 6 - weekday }),
      PageUp: () => (period.view === 'month' ? day.date.subtract({ months: 1 }) : day.date.subtract({ weeks: 1 })),
      PageDown: () => (period.view === 'month' ? day.date.add({ months: 1 }) : day.date.add({ weeks: 1 })),
    };
    const step = steps[event.key];
    if (step) {
      event.preventDefault();
      moveFocus(step());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (moving) onDrop(moving, day);
      else onOpenDay(day);
    } else if (event.key === 'Escape' && moving) {
      event.preventDefault();
      onCancelMove();
    }
  };

  return (
    <div ref={grid} role="grid" aria-label={label} className={styles.grid} data-view={period.view}>
      <div role="row" className={styles.week}>
        {weekdays.map((weekday, index) => (
          <div key={weekday} role="columnheader" aria-label={weekdayNames[index]} className={styles.weekday}>
            {weekday}
          </div>
        ))}
      </div>
      {/* Keyed by place, not date: a new month updates the cells instead of replacing them. */}
      {period.weeks.map((week, row) => (
        <div key={row} role="row" className={styles.week}>
          {week.map((day, column) => (
            <DayCell
              key={column}
              day={day}
              items={buckets.get(day.key) ?? []}
              shown={shown}
              label={dayFormatter.format(day.date.toDate(timeZone))}
              timeText={timeText}
              isToday={day.key === todayKey}
              isPast={day.end <= now}
              isFocused={day.key === focusedKey}
              accepts={active !== null && accepts(active, day)}
              isMoving={moving !== null}
              movingId={active?.id ?? null}
              onFocusDay={(focusedDay) => onFocusedChange(focusedDay.date)}
              onKeyDown={onKeyDown}
              onPressDay={(pressed) => (moving ? onDrop(moving, pressed) : onOpenDay(pressed))}
              onOpenItem={onOpenItem}
              onDragStart={onDragStart}
              onDragEnd={onDragEnd}
              onDropItem={onDropById}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
