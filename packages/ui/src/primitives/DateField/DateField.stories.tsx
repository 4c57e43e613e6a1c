import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DateField } from './DateField';

const fixedToday = new CalendarDate(2026, 7, 14);

const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  args: { label: 'Date', today: () => fixedToday, onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

const segmentsOf = (group: HTMLElement) =>
  within(group)
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent);

export const Empty: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Date' });
    await expect(segmentsOf(group)).toEqual(['dd', 'mm', 'yyyy']);
  },
};

export const WithValue: Story = {
  args: { defaultValue: new CalendarDate(2026, 11, 21) },
  play: async ({ canvas }) => {
    await expect(segmentsOf(canvas.getByRole('group', { name: 'Date' }))).toEqual(['21', '11', '2026']);
  },
};

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const [day] = within(canvas.getByRole('group', { name: 'Date' })).getAllByRole('spinbutton');
    await expect(day).toHaveFocus();
    await userEvent.keyboard('05032026');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 5));
    await expect(segmentsOf(canvas.getByRole('group', { name: 'Date' }))).toEqual(['05', '03', '2026']);
  },
};

export const TodayButton: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Today' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(fixedToday);
    await expect(segmentsOf(canvas.getByRole('group', { name: 'Date' }))).toEqual(['14', '07', '2026']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const PickFromCalendar: Story = {
  args: { defaultValue: new CalendarDate(2026, 11, 21) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('November 2026');
    // Weeks start on Sunday, as on the app's calendar (the weekday row is hidden from screen readers).
    await expect(dialog.querySelector('thead th')).toHaveTextContent('S');
    await userEvent.click(within(dialog).getByRole('button', { name: /25 November 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 11, 25));
    await expect(segmentsOf(canvas.getByRole('group', { name: 'Date' }))).toEqual(['25', '11', '2026']);
  },
};

export const CalendarOpen: Story = {
  args: { defaultValue: new CalendarDate(2026, 7, 20), minValue: fixedToday },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    // Left open, so the a11y check covers the calendar too.
    const chosen = within(dialog).getByRole('button', { name: /20 July 2026/ });
    await expect(chosen.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
  },
};

export const MinValue: Story = {
  args: { minValue: fixedToday, defaultValue: new CalendarDate(2026, 7, 20), validationBehavior: 'aria' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    const yesterday = within(dialog).getByRole('button', { name: /13 July 2026/ });
    await expect(yesterday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(yesterday, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A typed date before the minimum is explained, with the date written as the field writes it.
    const [day] = within(canvas.getByRole('group', { name: 'Date' })).getAllByRole('spinbutton');
    await userEvent.click(day!);
    await userEvent.keyboard('10');
    await expect(await canvas.findByText('Date must be 14/07/2026 or later.')).toBeVisible();
  },
};

export const TodayOutOfRange: Story = {
  args: { maxValue: new CalendarDate(2026, 6, 30), defaultValue: new CalendarDate(2026, 6, 1) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Today' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Please select date and time for scheduling.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please select date and time for scheduling.')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'The post goes out on this day, in your time zone.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The post goes out on this day, in your time zone.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new CalendarDate(2026, 11, 21) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled();
    for (const segment of within(canvas.getByRole('group', { name: 'Date' })).getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
};
