import { useRef, type KeyboardEvent } from 'react';
import { useDrop, type TextDropItem } from 'react-aria-components';
import type { CalendarDay } from './calendar-period';
import { calendarTexts } from './calendar-texts';
import { calendarItemType, type CalendarItem } from './calendar-item';
import { CalendarChip } from './CalendarChip';
import { visuallyHidden } from '../../../theme/layout.css';
import * as styles from './CalendarScreen.css';

export interface DayCellProps {
  day: CalendarDay;
  items: readonly CalendarItem[];
  /** How many items show before '+N more'. */
  shown: number;
  /** 'Tuesday 14 December 2026'. */
  label: string;
  timeText: (iso: string | null) => string;
  isToday: boolean;
  isPast: boolean;
  isFocused: boolean;
  /** While an item is dragged or moved: whether it may go to this day. */
  accepts: boolean;
  isMoving: boolean;
  movingId: string | null;
  onFocusDay: (day: CalendarDay) => void;
  onKeyDown: (event: KeyboardEvent, day: CalendarDay) => void;
  /** A click on the day (not on an item): its list, or the drop of the item being moved. */
  onPressDay: (day: CalendarDay) => void;
  onOpenItem: (item: CalendarItem) => void;
  onDragStart: (item: CalendarItem) => void;
  onDragEnd: () => void;
  /** An item (by id) dropped here. */
  onDropItem: (id: string, day: CalendarDay) => void;
}

/**
 * One day of the grid: a gridcell that screen readers name with its date and count, its first few
 * items, '+N more', and a drop target for dragged items (a day that has passed refuses them).
 */
export function DayCell({
  day,
  items,
  shown,
  label,
  timeText,
  isToday,
  isPast,
  isFocused,
  accepts,
  isMoving,
  movingId,
  onFocusDay,
  onKeyDown,
  onPressDay,
  onOpenItem,
  onDragStart,
  onDragEnd,
  onDropItem,
}: DayCellProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { dropProps, isDropTarget } = useDrop({
    ref,
    hasDropButton: true,
    getDropOperation: (types) => (types.has(calendarItemType) && accepts ? 'move' : 'cancel'),
    onDrop: (event) => {
      const dropped = event.items.find(
        (each): each is TextDropItem => each.kind === 'text' && each.types.has(calendarItemType),
      );
      if (dropped) void dropped.getText(calendarItemType).then((id) => onDropItem(id, day));
    },
  });

  if (!day.isInPeriod) {
    return <div role="gridcell" aria-disabled="true" className={styles.day} data-outside />;
  }

  const more = items.length - shown;
  return (
    <div
      {...dropProps}
      ref={ref}
      role="gridcell"
      tabIndex={isFocused ? 0 : -1}
      aria-current={isToday ? 'date' : undefined}
      data-day={day.key}
      data-today={isToday || undefined}
      data-past={isPast || undefined}
      data-drop-target={(isDropTarget && accepts) || (isMoving && isFocused && accepts) || undefined}
      data-refuses={(isMoving && isFocused && !accepts) || undefined}
      className={styles.day}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusDay(day);
      }}
      onKeyDown={(event) => onKeyDown(event, day)}
      onClick={() => onPressDay(day)}
    >
      {/* What a screen reader hears: the day and its count. Its items are listed by Enter. */}
      <span className={visuallyHidden}>{`${label}, ${calendarTexts.count(items.length)}`}</span>
      <span className={styles.dayNumber} aria-hidden="true">
        {day.date.day}
      </span>
      {items.length > 0 && (
        <span className={styles.dayCount} aria-hidden="true">
          {items.length}
        </span>
      )}
      <div className={styles.chips} aria-hidden="true">
        {items.slice(0, shown).map((item, slot) => (
          <CalendarChip
            // By slot: a new day's items reuse the chips already there.
            key={slot}
            item={item}
            time={timeText(item.scheduledAt)}
            // While an item is being moved, a click anywhere on a day is the drop.
            onOpen={isMoving ? () => onPressDay(day) : onOpenItem}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            isMoving={item.id === movingId}
          />
        ))}
        {more > 0 && (
          <button
            type="button"
            tabIndex={-1}
            className={styles.more}
            onClick={(event) => {
              event.stopPropagation();
              onPressDay(day);
            }}
          >
            {calendarTexts.more(more)}
          </button>
        )}
      </div>
    </div>
  );
}
