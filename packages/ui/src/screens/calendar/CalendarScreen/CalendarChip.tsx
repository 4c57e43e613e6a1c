import { useDrag } from 'react-aria-components';
import { excerpt } from './calendar-texts';
import { calendarItemType, type CalendarItem } from './calendar-item';
import * as styles from './CalendarScreen.css';

export interface CalendarChipProps {
  item: CalendarItem;
  /** '09:30', in the viewer's zone. */
  time: string;
  onOpen: (item: CalendarItem) => void;
  onDragStart: (item: CalendarItem) => void;
  onDragEnd: () => void;
  isMoving: boolean;
}

/**
 * One item on its day: the time and the first words, in its category's colour. A click opens it in
 * the queue; a mouse drags it to another day. It is not a tab stop: keyboard users reach a day's
 * items through the day (Enter), where each can be opened or moved.
 */
export function CalendarChip({ item, time, onOpen, onDragStart, onDragEnd, isMoving }: CalendarChipProps) {
  const { dragProps, isDragging } = useDrag({
    // The keyboard's way to move an item is the day's list (Move), not a drag button.
    hasDragButton: true,
    getItems: () => [{ [calendarItemType]: item.id, 'text/plain': item.message }],
    getAllowedDropOperations: () => ['move'],
    onDragStart: () => onDragStart(item),
    onDragEnd: () => onDragEnd(),
  });
  return (
    <button
      type="button"
      tabIndex={-1}
      {...dragProps}
      className={styles.chip({ category: item.category })}
      data-dragging={isDragging || isMoving || undefined}
      data-item-id={item.id}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(item);
      }}
    >
      <span className={styles.chipTime}>{time}</span>
      <span className={styles.chipText}>{excerpt(item.message, 60)}</span>
    </button>
  );
}
