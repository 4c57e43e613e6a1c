import { DateFormatter, fromDate, toCalendarDate, type CalendarDate } from '@internationalized/date';
import { ChevronLeft, ChevronRight, Plus, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocale } from 'react-aria-components';
import { Button } from '../../../primitives/Button';
import { button as buttonStyle } from '../../../primitives/Button/Button.css';
import { Inline } from '../../../primitives/Inline';
import { LoadRegion } from '../../../primitives/LoadRegion';
import type { PlatformId } from '../../../primitives/PlatformMark';
import { Stack } from '../../../primitives/Stack';
import { ToggleButtonGroup } from '../../../primitives/ToggleButtonGroup';
import { useUiPaths } from '../../../primitives/UiProvider';
import { visuallyHidden } from '../../../theme/layout.css';
import { viewerTimeZone } from '../../review-shared/date-text';
import { PlatformToggles } from '../../review-shared/PlatformToggles';
import * as shared from '../../review-shared/review-screen.css';
import { bucketByDay } from './bucket-by-day';
import {
  calendarPeriod,
  calendarViews,
  parseDay,
  shiftPeriod,
  type CalendarDay,
  type CalendarView,
} from './calendar-period';
import type { CalendarItem } from './calendar-item';
import { calendarTexts, excerpt } from './calendar-texts';
import { CalendarGrid } from './CalendarGrid';
import { DayDialog } from './DayDialog';
import { canMoveTo, movedInstant } from './reschedule';
import * as styles from './CalendarScreen.css';

export interface CalendarScreenProps {
  view: CalendarView;
  /** A day of the period shown ('YYYY-MM-DD'); today when absent or not a date. */
  date?: string;
  /** Previous, next, today, the view, or arrow keys past the period's edge. */
  onPeriodChange: (period: { view: CalendarView; date: string }) => void;
  platforms: PlatformId[];
  onPlatformsChange: (platforms: PlatformId[]) => void;
  status: 'loading' | 'error' | 'ready';
  /** The period's scheduled items; the screen puts them on their days. */
  items: readonly CalendarItem[];
  errorText?: string;
  onRetry: () => void;
  /** An item was clicked (or opened from its day): show it in the queue. */
  onOpenItem: (item: CalendarItem) => void;
  /** An item was moved to another day, keeping its time: the new instant. */
  onMove: (item: CalendarItem, scheduledAt: string) => void;
  timeZone?: string;
  /** The current time (epoch ms); stories pin it. */
  now?: number;
}

const viewOptions = calendarViews.map((view) => ({ id: view, label: view === 'month' ? 'Month' : 'Week' }));

/**
 * The calendar (publishing §2): a month or a week of scheduled items, Sunday first, in the viewer's
 * zone; items open in the queue, and move to another day by drag or by keyboard (their time kept);
 * days that have passed refuse them.
 */
export function CalendarScreen({
  view,
  date,
  onPeriodChange,
  platforms,
  onPlatformsChange,
  status,
  items,
  errorText,
  onRetry,
  onOpenItem,
  onMove,
  timeZone,
  now: pinnedNow,
}: CalendarScreenProps) {
  const paths = useUiPaths();
  const { locale } = useLocale();
  const zone = viewerTimeZone(timeZone);
  const now = useNow(pinnedNow);
  const today = useMemo(() => todayAt(now, zone), [now, zone]);
  const shownDate = parseDay(date) ?? today;
  const shownKey = shownDate.toString();
  const period = useMemo(() => calendarPeriod(view, parseDay(shownKey) ?? today, zone), [view, shownKey, today, zone]);
  const days = useMemo(() => period.weeks.flat(), [period]);

  // Once per fetch (or platform change), never per cell.
  const buckets = useMemo(() => {
    const wanted = new Set<string>(platforms);
    return bucketByDay(
      items.filter((item) => wanted.has(item.platform)),
      days,
    );
  }, [items, platforms, days]);

  const [focusedChoice, setFocused] = useState<CalendarDate | null>(null);
  // The day whose list is open; kept while the dialog closes, so its title stays.
  const [dayList, setDayList] = useState<{ day: CalendarDay; isOpen: boolean } | null>(null);
  const [moving, setMoving] = useState<CalendarItem | null>(null);
  const [dragging, setDragging] = useState<CalendarItem | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const inPeriod = (day: CalendarDate | null) =>
    day !== null && day.compare(period.first) >= 0 && day.compare(period.last) <= 0 ? day : null;
  const focused = inPeriod(focusedChoice) ?? inPeriod(shownDate) ?? inPeriod(today) ?? period.first;

  const formatters = useMemo(
    () => ({
      month: new DateFormatter(locale, { month: 'long', year: 'numeric', timeZone: zone }),
      range: new DateFormatter(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: zone }),
      day: new DateFormatter(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: zone,
      }),
      time: new DateFormatter(locale, { hour: '2-digit', minute: '2-digit', timeZone: zone }),
    }),
    [locale, zone],
  );
  const title =
    view === 'month'
      ? formatters.month.format(period.first.toDate(zone))
      : formatters.range.formatRange(period.first.toDate(zone), period.last.toDate(zone));
  const dayName = (day: CalendarDate) => formatters.day.format(day.toDate(zone));
  const timeText = (iso: string | null) => (iso ? formatters.time.format(new Date(iso)) : '');
  const accepts = (item: CalendarItem, day: CalendarDay) => canMoveTo(item, day, zone, now);

  const goTo = (next: CalendarDate, nextView: CalendarView = view) => {
    setFocused(next);
    onPeriodChange({ view: nextView, date: next.toString() });
  };

  const drop = (item: CalendarItem, day: CalendarDay) => {
    if (!item.scheduledAt || !accepts(item, day)) {
      setAnnouncement(calendarTexts.refused(dayName(day.date)));
      return;
    }
    setMoving(null);
    setDragging(null);
    setAnnouncement('');
    onMove(item, movedInstant(item.scheduledAt, day.date, zone));
  };

  const startMove = (item: CalendarItem) => {
    const day = days.find((each) => item.scheduledAt && each.key === dayKeyOf(item.scheduledAt, days));
    setDayList((list) => list && { ...list, isOpen: false });
    setMoving(item);
    if (day) setFocused(day.date);
    setAnnouncement(calendarTexts.moving(excerpt(item.message)));
  };

  const cancelMove = () => {
    setMoving(null);
    setAnnouncement(calendarTexts.moveCancelled);
  };

  return (
    <Stack space="6">
      <Inline space="4" justify="between" align="start">
        <Stack space="1">
          <h1 className={shared.title}>Calendar</h1>
          <p className={shared.lead}>{calendarTexts.lead}</p>
        </Stack>
        <Link href={paths.team.publish} className={buttonStyle({ variant: 'primary' })}>
          <Plus size={16} aria-hidden="true" />
          {calendarTexts.createPost}
        </Link>
      </Inline>

      <Inline space="4" justify="between" align="end">
        <Inline space="2" wrap={false}>
          <Button
            variant="secondary"
            size="small"
            aria-label={view === 'month' ? 'Previous month' : 'Previous week'}
            onPress={() => goTo(shiftPeriod(view, shownDate, -1))}
          >
            <ChevronLeft size={16} aria-hidden="true" />
          </Button>
          <Button variant="secondary" size="small" onPress={() => goTo(today)}>
            Today
          </Button>
          <Button
            variant="secondary"
            size="small"
            aria-label={view === 'month' ? 'Next month' : 'Next week'}
            onPress={() => goTo(shiftPeriod(view, shownDate, 1))}
          >
            <ChevronRight size={16} aria-hidden="true" />
          </Button>
          <h2 className={styles.periodTitle} aria-live="polite">
            {title}
          </h2>
        </Inline>
        <Inline space="4" align="start">
          <ToggleButtonGroup
            label="View"
            options={viewOptions}
            selectionMode="single"
            selectedKeys={[view]}
            onSelectionChange={([next]) => next && goTo(focused, next as CalendarView)}
          />
          <PlatformToggles selectionMode="multiple" selected={platforms} onChange={onPlatformsChange} />
        </Inline>
      </Inline>

      <p role="status" className={moving ? styles.moveBar : visuallyHidden}>
        {announcement}
        {moving && (
          <Button variant="secondary" size="small" onPress={cancelMove}>
            <X size={14} aria-hidden="true" />
            {calendarTexts.cancelMove}
          </Button>
        )}
      </p>

      <LoadRegion
        status={status === 'error' ? 'error' : 'ready'}
        loadingLabel={calendarTexts.loading}
        error={{ title: calendarTexts.loadFailed, text: errorText }}
        onRetry={onRetry}
      >
        <div aria-busy={status === 'loading' || undefined} className={styles.gridFrame}>
          {status === 'loading' && (
            <p role="status" className={visuallyHidden}>
              {calendarTexts.loading}
            </p>
          )}
          <CalendarGrid
            period={period}
            label={title}
            buckets={buckets}
            timeZone={zone}
            todayKey={today.toString()}
            now={now}
            focused={focused}
            onFocusedChange={setFocused}
            onLeavePeriod={(next) => onPeriodChange({ view, date: next.toString() })}
            onOpenDay={(day) => setDayList({ day, isOpen: true })}
            onOpenItem={onOpenItem}
            moving={moving}
            dragging={dragging}
            accepts={accepts}
            onDragStart={setDragging}
            onDragEnd={() => setDragging(null)}
            onDrop={drop}
            onDropById={(id, day) => {
              const item = items.find((each) => each.id === id);
              if (item) drop(item, day);
            }}
            onCancelMove={cancelMove}
          />
        </div>
      </LoadRegion>

      <Inline space="4" as="ul" className={styles.legend} aria-label="Categories">
        {(['post', 'story', 'reel'] as const).map((category) => (
          <li key={category} className={styles.legendItem}>
            <span className={styles.legendSwatch({ category })} aria-hidden="true" />
            {category === 'post' ? 'Post' : category === 'story' ? 'Story' : 'Reel'}
          </li>
        ))}
      </Inline>

      <DayDialog
        isOpen={dayList?.isOpen ?? false}
        title={dayList ? dayName(dayList.day.date) : ''}
        items={dayList ? (buckets.get(dayList.day.key) ?? []) : []}
        timeText={timeText}
        canMove={(item) => item.scheduledAt !== null}
        onClose={() => setDayList((list) => list && { ...list, isOpen: false })}
        onOpenItem={onOpenItem}
        onMove={startMove}
      />
    </Stack>
  );
}

/** The current time, to the minute (which days have passed); a story pins it. */
function useNow(pinned: number | undefined): number {
  const [now, setNow] = useState(() => pinned ?? Date.now());
  useEffect(() => {
    if (pinned !== undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [pinned]);
  return pinned ?? now;
}

/** The day an instant falls on among the grid's days. */
function dayKeyOf(iso: string, days: readonly CalendarDay[]): string | undefined {
  const at = Date.parse(iso);
  return days.find((day) => at >= day.start && at < day.end)?.key;
}

function todayAt(now: number, timeZone: string): CalendarDate {
  return toCalendarDate(fromDate(new Date(now), timeZone));
}
