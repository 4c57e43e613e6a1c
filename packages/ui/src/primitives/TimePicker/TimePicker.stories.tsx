import { Time } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimePicker } from './TimePicker';

const meta = {
  title: 'Primitives/TimePicker',
  component: TimePicker,
  args: { label: 'Time', now: () => new Time(16, 42), onChange: fn() },
} satisfies Meta<typeof TimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The HH and MM the picker shows. */
const shown = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent);

export const Empty: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getAllByRole('group', { name: 'Time' })[0]).toBeInTheDocument();
    await expect(shown(canvasElement)).toEqual(['––', '––']);
    await expect(canvas.getByRole('radio', { name: 'AM' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'PM' })).not.toBeChecked();
  },
};

export const WithValue: Story = {
  args: { defaultValue: new Time(9, 5) },
  play: async ({ canvasElement, canvas }) => {
    await expect(shown(canvasElement)).toEqual(['09', '05']);
    await expect(canvas.getByRole('radio', { name: 'AM' })).toBeChecked();
  },
};

export const HourWraps: Story = {
  args: { defaultValue: new Time(23, 15) },
  play: async ({ canvasElement, canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Increase hour' }));
    await expect(shown(canvasElement)).toEqual(['00', '15']);
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(0, 15));
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease hour' }));
    await expect(shown(canvasElement)).toEqual(['23', '15']);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease hour' }));
    await expect(shown(canvasElement)).toEqual(['22', '15']);
  },
};

export const MinutesStepByFive: Story = {
  args: { defaultValue: new Time(14, 50) },
  play: async ({ canvasElement, canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Increase minutes' }));
    await expect(shown(canvasElement)).toEqual(['14', '55']);
    // Wraps within the hour: no carry into the hour.
    await userEvent.click(canvas.getByRole('button', { name: 'Increase minutes' }));
    await expect(shown(canvasElement)).toEqual(['14', '00']);
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(14, 0));
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease minutes' }));
    await expect(shown(canvasElement)).toEqual(['14', '55']);
  },
};

export const AmPmToggle: Story = {
  args: { defaultValue: new Time(9, 45) },
  play: async ({ canvasElement, canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'PM' }));
    await expect(shown(canvasElement)).toEqual(['21', '45']);
    await expect(canvas.getByRole('radio', { name: 'PM' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(21, 45));
    await userEvent.click(canvas.getByRole('radio', { name: 'AM' }));
    await expect(shown(canvasElement)).toEqual(['09', '45']);
  },
};

export const CurrentTime: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Current Time' }));
    await expect(shown(canvasElement)).toEqual(['16', '42']);
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(16, 42));
    await expect(canvas.getByRole('radio', { name: 'PM' })).toBeChecked();
  },
};

export const StepsFromMidnightWhenEmpty: Story = {
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease hour' }));
    await expect(shown(canvasElement)).toEqual(['23', '00']);
  },
};

export const Typing: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await userEvent.tab();
    const [hour] = canvas.getAllByRole('spinbutton');
    await expect(hour).toHaveFocus();
    await userEvent.keyboard('0930');
    await expect(shown(canvasElement)).toEqual(['09', '30']);
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(9, 30));
  },
};

export const KeyboardButtons: Story = {
  tags: ['behaviour'],
  args: { defaultValue: new Time(10, 0) },
  play: async ({ canvasElement, canvas }) => {
    canvas.getByRole('button', { name: 'Increase hour' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(shown(canvasElement)).toEqual(['11', '00']);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Decrease minutes' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(shown(canvasElement)).toEqual(['11', '55']);
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Please select date and time for scheduling.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please select date and time for scheduling.')).toBeVisible();
    const [hour] = canvas.getAllByRole('spinbutton');
    await expect(hour).toHaveAttribute('aria-invalid', 'true');
    await expect(hour).toHaveAccessibleDescription(/Please select date and time for scheduling\./);
  },
};

export const WithDescription: Story = {
  args: { defaultValue: new Time(18, 0), description: 'Your local time.' },
  play: async ({ canvas }) => {
    const [hour] = canvas.getAllByRole('spinbutton');
    await expect(hour).toHaveAccessibleDescription(/Your local time\./);
  },
};

export const Disabled: Story = {
  args: { defaultValue: new Time(18, 0), isDisabled: true },
  play: async ({ canvas, args }) => {
    for (const name of ['Increase hour', 'Decrease hour', 'Increase minutes', 'Decrease minutes', 'Current Time']) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
    }
    await expect(canvas.getByRole('radio', { name: 'PM' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase hour' }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
