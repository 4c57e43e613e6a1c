import { Move, SquareArrowOutUpRight } from 'lucide-react';
import { CategoryBadge } from '../../../primitives/Badge';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { Inline } from '../../../primitives/Inline';
import { Stack } from '../../../primitives/Stack';
import { calendarTexts, excerpt } from './calendar-texts';
import type { CalendarItem } from './calendar-item';
import * as styles from './CalendarScreen.css';

export interface DayDialogProps {
  isOpen: boolean;
  /** 'Tuesday, 14 December 2026' (kept while the dialog closes). */
  title: string;
  items: readonly CalendarItem[];
  timeText: (iso: string | null) => string;
  canMove: (item: CalendarItem) => boolean;
  onClose: () => void;
  onOpenItem: (item: CalendarItem) => void;
  onMove: (item: CalendarItem) => void;
}

/** Every item of a day (Enter on a day, or '+N more'): each opens in the queue or moves to another day. */
export function DayDialog({ isOpen, title, items, timeText, canMove, onClose, onOpenItem, onMove }: DayDialogProps) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={title}>
      {items.length === 0 ? (
        <p>{calendarTexts.noItems}</p>
      ) : (
        <Stack space="2" as="ul" className={styles.dayList}>
          {items.map((item) => (
            <li key={item.id} className={styles.dayListItem}>
              <Stack space="1">
                <Inline space="2">
                  <span className={styles.dayListTime}>{timeText(item.scheduledAt)}</span>
                  <CategoryBadge category={item.category} size="small" />
                </Inline>
                <span>{excerpt(item.message, 120)}</span>
                {item.pages.length > 0 && <span className={styles.dayListPages}>{item.pages.join(', ')}</span>}
              </Stack>
              <Inline space="2" wrap={false}>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={`${calendarTexts.openInQueue}: ${excerpt(item.message)}`}
                  onPress={() => onOpenItem(item)}
                >
                  <SquareArrowOutUpRight size={14} aria-hidden="true" />
                  {calendarTexts.openInQueue}
                </Button>
                {canMove(item) && (
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={`${calendarTexts.move}: ${excerpt(item.message)}`}
                    onPress={() => onMove(item)}
                  >
                    <Move size={14} aria-hidden="true" />
                    {calendarTexts.move}
                  </Button>
                )}
              </Inline>
            </li>
          ))}
        </Stack>
      )}
    </Dialog>
  );
}
