import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ComingSoonScreen } from './ComingSoonScreen';

const meta = {
  title: 'Screens/Shell/ComingSoonScreen',
  component: ComingSoonScreen,
  args: {
    title: 'Analytics',
    message: 'Analytics Coming Soon',
    text: 'Reach, engagement and the best times to post, for every page of your team.',
    icon: 'analytics',
  },
} satisfies Meta<typeof ComingSoonScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /team/analytics (publishing §2). */
export const Analytics: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(canvas.getByText('Analytics Coming Soon')).toBeVisible();
  },
};

/** /team/drafts: the spec renders nothing there; the page says drafts are on their way instead. */
export const Drafts: Story = {
  args: {
    title: 'Drafts',
    message: 'Drafts Coming Soon',
    text: 'Posts, stories and reels you save for later will be listed here.',
    icon: 'drafts',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible();
    await expect(canvas.getByText('Drafts Coming Soon')).toBeVisible();
  },
};

/** A settings tab (Notification), under the frame's 'Control Tower' heading. */
export const SettingsTab: Story = {
  args: {
    title: 'Notification',
    headingLevel: 2,
    message: 'Notification Settings Coming Soon',
    text: 'Choose which emails and alerts you get about publishing, billing and your team.',
    icon: 'notifications',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Notification' })).toBeVisible();
  },
};
