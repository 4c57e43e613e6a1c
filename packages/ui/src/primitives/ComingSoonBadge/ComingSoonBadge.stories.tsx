import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ComingSoonBadge } from './ComingSoonBadge';

const meta = {
  title: 'Primitives/ComingSoonBadge',
  component: ComingSoonBadge,
} satisfies Meta<typeof ComingSoonBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coming Soon')).toBeVisible();
  },
};

export const PublishingWording: Story = {
  args: { children: 'Coming soon!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coming soon!')).toBeVisible();
    await expect(canvas.queryByText('Coming Soon')).not.toBeInTheDocument();
  },
};

export const Medium: Story = { args: { size: 'medium' } };
