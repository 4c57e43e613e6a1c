import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktopScreen, largePhoneScreen, veryWideScreen, wideScreen } from '../../testing/viewports';
import { ShellSkeleton } from './ShellSkeleton';

/** The first load of a signed-in address, while the shell's code is on the way. */
const meta = {
  title: 'Layout/ShellSkeleton',
  component: ShellSkeleton,
  parameters: { layout: 'fullscreen' },
  globals: desktopScreen,
} satisfies Meta<typeof ShellSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

function expectFrame(canvasElement: HTMLElement) {
  const root = document.documentElement;
  return Promise.all([
    expect(canvasElement.querySelector('[role="progressbar"]')).toHaveAccessibleName('Loading page'),
    expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth),
  ]);
}

/** 1280 px: the sidebar, the header bar, the top navigation and a page of lines, where the shell will be. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    await expectFrame(canvasElement);
  },
};

/** 390 px: no sidebar (the shell's is a drawer there), the bars full width. */
export const Phone: Story = {
  globals: largePhoneScreen,
  play: async ({ canvasElement }) => {
    await expectFrame(canvasElement);
  },
};

/** 1440 px: the page column centred in the space beside the sidebar. */
export const WideScreen: Story = {
  globals: wideScreen,
  play: async ({ canvasElement }) => {
    await expectFrame(canvasElement);
  },
};

/** 2560 px: the page column keeps the shell's 1280 px. */
export const VeryWideScreen: Story = {
  globals: veryWideScreen,
  play: async ({ canvasElement }) => {
    await expectFrame(canvasElement);
  },
};
