import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { phoneScreen } from '../../../testing/viewports';
import { ErrorScreen } from './ErrorScreen';

const meta = {
  title: 'Screens/System/ErrorScreen',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: { onRefresh: fn(), onRetry: fn() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  },
};

export const RefreshPage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh page' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const TryAgain: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

/** Inside a layout that already has the main landmark. */
export const InsideALayout: Story = {
  args: { as: 'div' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('main')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: phoneScreen,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
