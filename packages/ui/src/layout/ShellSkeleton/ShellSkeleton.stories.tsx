import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { desktopScreen, largePhoneScreen, tabletScreen, veryWideScreen, wideScreen } from '../../testing/viewports';
import { AppShell } from '../AppShell';
import { readyProfile, readyTeams } from '../AppShell/shell-fixtures';
import { ShellSkeleton } from './ShellSkeleton';
import * as styles from './ShellSkeleton.css';

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

/**
 * The skeleton, then the shell that takes its place: the header (with the notices' row below
 * 1280 px) and the page start at the same heights, so the swap moves nothing.
 */
export const MatchesTheShell: Story = {
  render: () => (
    <>
      <ShellSkeleton />
      <AppShell
        currentPath="/home"
        isSidebarCollapsed={false}
        onSidebarCollapsedChange={fn()}
        teams={{ ...readyTeams, onSelect: fn() }}
        profile={{ ...readyProfile, onLogout: fn() }}
      >
        <h1>Publish Post</h1>
      </AppShell>
    </>
  ),
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector<HTMLElement>('[role="progressbar"]')!;
    const skeletonHeader = skeleton.querySelector(`.${styles.header}`)!.getBoundingClientRect();
    const skeletonMain = skeleton.querySelector(`.${styles.main}`)!.getBoundingClientRect();
    const header = within(canvasElement).getByRole('banner').getBoundingClientRect();
    const main = within(canvasElement).getByRole('main').getBoundingClientRect();
    const top = skeleton.getBoundingClientRect().top;
    const shellTop = skeleton.nextElementSibling!.getBoundingClientRect().top;
    await expect(header.height).toBe(skeletonHeader.height);
    await expect(main.top - shellTop).toBe(skeletonMain.top - top);
    await expect(main.left).toBe(skeletonMain.left);
  },
};
export const MatchesTheShellOnPhone: Story = { ...MatchesTheShell, globals: largePhoneScreen };
export const MatchesTheShellOnTablet: Story = { ...MatchesTheShell, globals: tabletScreen };
export const MatchesTheShellOnWideScreen: Story = { ...MatchesTheShell, globals: wideScreen };
