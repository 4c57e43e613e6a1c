import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { PlatformId } from '../../../primitives/PlatformMark';
import { storyNavigate } from '../../../testing/story-navigate';
import { desktopScreen, largePhoneScreen } from '../../../testing/viewports';
import { fixtureTimeZone } from '../../review-shared/review-fixtures';
import { calendarNow, decemberItems, manyCalendarItems } from './calendar-fixtures';
import type { CalendarView } from './calendar-period';
import { CalendarScreen, type CalendarScreenProps } from './CalendarScreen';

/** Keeps the period and platforms as the app keeps them in the address. */
function Controlled(props: CalendarScreenProps) {
  const [period, setPeriod] = useState<{ view: CalendarView; date?: string }>({ view: props.view, date: props.date });
  const [platforms, setPlatforms] = useState<PlatformId[]>(props.platforms);
  return (
    <CalendarScreen
      {...props}
      view={period.view}
      date={period.date}
      platforms={platforms}
      onPeriodChange={(next) => {
        setPeriod(next);
        props.onPeriodChange(next);
      }}
      onPlatformsChange={(next) => {
        setPlatforms(next);
        props.onPlatformsChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Calendar/CalendarScreen',
  component: CalendarScreen,
  args: {
    view: 'month',
    date: '2026-12-10',
    onPeriodChange: fn(),
    platforms: ['facebook'],
    onPlatformsChange: fn(),
    status: 'ready',
    items: decemberItems,
    onRetry: fn(),
    onOpenItem: fn(),
    onMove: fn(),
    timeZone: fixtureTimeZone,
    now: calendarNow,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CalendarScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const dayCell = (name: RegExp) => screen.getByRole('gridcell', { name });

/** December 2026, Sunday first, items on their days in their category's colour. */
export const Month: Story = {
  globals: desktopScreen,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'December 2026' });
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // Screen readers hear the day and its count.
    const busy = dayCell(/^Tuesday, 15 December 2026, 7 scheduled$/);
    await expect(within(busy).getAllByRole('button', { hidden: true })).toHaveLength(4);
    await expect(within(busy).getByText('+4 more')).toBeVisible();
    await expect(dayCell(/^Friday, 11 December 2026/)).toHaveTextContent('09:00Behind the scenes');
    await expect(dayCell(/^Thursday, 10 December 2026/)).toHaveAttribute('aria-current', 'date');
    // Days of the months either side fill the weeks, quietly.
    const outside = canvasElement.querySelector('[data-outside]') as Element;
    await expect(getComputedStyle(outside).backgroundColor).toBe('rgb(247, 248, 250)');
    // 23:30 UTC on the 31st is still the 31st in Lisbon.
    await expect(dayCell(/^Thursday, 31 December 2026, 1 scheduled$/)).toBeVisible();

    await userEvent.click(canvas.getByRole('link', { name: 'Create Post' }));
    await expect(storyNavigate).toHaveBeenCalledWith('/team/publish', undefined);
  },
};

/** A week, Sunday to Saturday. */
export const Week: Story = {
  args: { view: 'week' },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: '6 – 12 December 2026' });
    const cells = within(grid).getAllByRole('gridcell');
    await expect(cells).toHaveLength(7);
    await expect(cells[0]).toHaveAccessibleName(/^Sunday, 6 December 2026/);
    await expect(cells[6]).toHaveAccessibleName(/^Saturday, 12 December 2026, 1 scheduled$/);
  },
};

/** Previous, next, today and the view each ask for their period. */
export const PreviousNextToday: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith({ view: 'month', date: '2027-01-01' });
    await expect(canvas.getByRole('grid', { name: 'January 2027' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith({ view: 'month', date: '2026-11-01' });
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith({ view: 'month', date: '2026-12-10' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Week' }));
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith({ view: 'week', date: '2026-12-10' });
    await expect(canvas.getByRole('grid', { name: '6 – 12 December 2026' })).toBeVisible();
  },
};

/** Arrow keys move between days (and into the next month); Enter opens a day's items. */
export const Keyboard: Story = {
  tags: ['behaviour'],
  play: async ({ args }) => {
    const today = dayCell(/^Thursday, 10 December 2026/);
    today.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dayCell(/^Friday, 11 December 2026/)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Home}');
    await expect(dayCell(/^Sunday, 13 December 2026/)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Tuesday, 15 December 2026' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
    await userEvent.click(within(dialog).getAllByRole('button', { name: /^Open in queue/ })[0]!);
    await expect(args.onOpenItem).toHaveBeenCalledWith(expect.objectContaining({ id: '705' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(dayCell(/^Tuesday, 15 December 2026/)).toHaveFocus();

    dayCell(/^Thursday, 31 December 2026/).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith({ view: 'month', date: '2027-01-01' });
    await waitFor(() => expect(dayCell(/^Friday, 1 January 2027/)).toHaveFocus());
  },
};

/** A click on an item opens it in the queue; a click on '+N more' lists the day. */
export const OpenItem: Story = {
  play: async ({ args }) => {
    await userEvent.click(
      within(dayCell(/^Friday, 11 December/)).getByRole('button', { name: /Behind the scenes/, hidden: true }),
    );
    await expect(args.onOpenItem).toHaveBeenCalledWith(expect.objectContaining({ id: '702', category: 'story' }));
    await userEvent.click(
      within(dayCell(/^Tuesday, 15 December/)).getByRole('button', { name: '+4 more', hidden: true }),
    );
    // The list fades in: it counts as visible once its entry animation has run.
    const list = await screen.findByRole('dialog', { name: 'Tuesday, 15 December 2026' });
    await waitFor(() => expect(list).toBeVisible());
  },
};

/** Move by keyboard: Move in the day's list, arrows to another day, Enter; the time of day is kept. */
export const MoveByKeyboard: Story = {
  tags: ['behaviour'],
  play: async ({ canvas, args }) => {
    dayCell(/^Friday, 11 December 2026/).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Friday, 11 December 2026' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Move:/ }));
    await expect(canvas.getByRole('status', { name: '' })).toBeDefined();
    await expect(await canvas.findByText(/^Moving “Behind the scenes: sourdough at dawn\.”/)).toBeVisible();
    await waitFor(() => expect(dayCell(/^Friday, 11 December 2026/)).toHaveFocus());

    // Back to a day that has passed: refused, and said so.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(canvas.getByText('Wednesday, 9 December 2026 is not available: choose a later day.')).toBeVisible();
    await expect(args.onMove).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: '702' }), '2026-12-16T09:00:00.000Z');
  },
};

/** Escape, or Cancel, ends a move without moving. */
export const MoveCancelled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      within(dayCell(/^Tuesday, 15 December/)).getByRole('button', { name: '+4 more', hidden: true }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getAllByRole('button', { name: /^Move:/ })[0]!);
    await expect(await canvas.findByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('Move cancelled.')).toBeInTheDocument();
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** A move by pointer: Move, then a click on another day. */
export const MoveByClick: Story = {
  tags: ['behaviour'],
  play: async ({ args }) => {
    await userEvent.click(
      within(dayCell(/^Tuesday, 15 December/)).getByRole('button', { name: '+4 more', hidden: true }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getAllByRole('button', { name: /^Move:/ })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(dayCell(/^Thursday, 17 December 2026/));
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: '705' }), '2026-12-17T08:00:00.000Z');
  },
};

/**
 * Fires the browser's drag events of a mouse drag from `source` onto `target`: each step once the
 * page has drawn the last (the chip marked as dragged; the day marked as a drop target, if it takes it).
 */
async function dragOnto(source: Element, target: Element) {
  const dataTransfer = new DataTransfer();
  const fire = (element: Element, type: string) =>
    element.dispatchEvent(
      new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer, clientX: 1, clientY: 1 }),
    );
  fire(source, 'dragstart');
  await waitFor(() => expect(source).toHaveAttribute('data-dragging'));
  fire(target, 'dragenter');
  fire(target, 'dragover');
  const dropEffect = dataTransfer.dropEffect;
  if (dropEffect !== 'none') await waitFor(() => expect(target).toHaveAttribute('data-drop-target'));
  fire(target, 'drop');
  fire(source, 'dragend');
  await waitFor(() => expect(source).not.toHaveAttribute('data-dragging'));
  return dropEffect;
}

/** A mouse drag to another day keeps the time of day; a day that has passed refuses the drop. */
export const DragToAnotherDay: Story = {
  play: async ({ canvasElement, args }) => {
    const chip = () => canvasElement.querySelector('[data-item-id="702"]') as Element;
    await expect(await dragOnto(chip(), dayCell(/^Wednesday, 9 December 2026/))).toBe('none');
    await expect(args.onMove).not.toHaveBeenCalled();

    await dragOnto(chip(), dayCell(/^Wednesday, 16 December 2026/));
    await waitFor(() =>
      expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: '702' }), '2026-12-16T09:00:00.000Z'),
    );
  },
};

/** Platform toggles: another platform has nothing scheduled. */
export const Platforms: Story = {
  play: async ({ canvas, args }) => {
    // The last platform on stays on.
    await userEvent.click(canvas.getByRole('button', { name: 'Facebook' }));
    await expect(canvas.getByRole('button', { name: 'Facebook' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Instagram (Coming soon!)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Facebook' }));
    await expect(args.onPlatformsChange).toHaveBeenLastCalledWith(['instagram']);
    await expect(dayCell(/^Tuesday, 15 December 2026, nothing scheduled$/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the calendar')).toBeInTheDocument();
    await expect(canvas.getByRole('grid', { name: 'December 2026' })).toBeVisible();
  },
};

/** 'Failed to load posts', with a retry. */
export const LoadError: Story = {
  args: { status: 'error', items: [] },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load posts');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** 2,000 items in a month: a few on each day and '+N more'. */
export const TwoThousandItems: Story = {
  args: { date: '2027-01-15', items: manyCalendarItems(2000) },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'January 2027' });
    const first = dayCell(/^Friday, 1 January 2027, \d+ scheduled$/);
    await expect(within(first).getByText(/^\+\d+ more$/)).toBeVisible();
    await expect(within(grid).getAllByRole('button', { hidden: true }).length).toBeLessThan(31 * 4 + 1);
  },
};

/** On a phone each day shows its count; the page never scrolls sideways. */
export const Phone: Story = {
  globals: largePhoneScreen,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(dayCell(/^Tuesday, 15 December 2026/)).getByText('7')).toBeVisible();
  },
};
