import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { palette } from '../../theme/tokens';
import { ActiveBadge, Badge, CategoryBadge, StatusBadge, VerifiedBadge } from './Badge';
import type { BadgeTone } from './badge-tones';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Personal' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** #RRGGBB as the browser reports a computed colour, to compare against the tokens. */
function rgb(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

const row = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '2' });

const tones: BadgeTone[] = ['success', 'danger', 'warning', 'info', 'neutral', 'accent', 'purple'];

export const Default: Story = {};
export const Medium: Story = { args: { size: 'medium', tone: 'accent' } };

export const Tones: Story = {
  render: () => (
    <div className={row}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('success')).backgroundColor).toBe(rgb(palette.successBg));
    await expect(getComputedStyle(canvas.getByText('danger')).color).toBe(rgb(palette.dangerText));
    await expect(getComputedStyle(canvas.getByText('purple')).backgroundColor).toBe(rgb(palette.purpleBg));
    await expect(getComputedStyle(canvas.getByText('neutral')).borderRadius).toBe('999px');
  },
};

export const Verification: Story = {
  render: () => (
    <div className={row}>
      <VerifiedBadge isVerified />
      <VerifiedBadge isVerified={false} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Verified')).color).toBe(rgb(palette.successText));
    await expect(getComputedStyle(canvas.getByText('Unverified')).color).toBe(rgb(palette.warningText));
  },
};

export const Activity: Story = {
  render: () => (
    <div className={row}>
      <ActiveBadge isActive />
      <ActiveBadge isActive={false} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Active')).backgroundColor).toBe(rgb(palette.successBg));
    await expect(getComputedStyle(canvas.getByText('Inactive')).backgroundColor).toBe(rgb(palette.surfaceSunken));
  },
};

const statuses = ['scheduled', 'published', 'failed', 'processing', 'pending', 'cancelled', 'deleted'];

export const PostStatuses: Story = {
  render: () => (
    <div className={row}>
      {statuses.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Scheduled')).color).toBe(rgb(palette.infoText));
    await expect(getComputedStyle(canvas.getByText('Published')).color).toBe(rgb(palette.successText));
    await expect(getComputedStyle(canvas.getByText('Failed')).color).toBe(rgb(palette.dangerText));
    await expect(getComputedStyle(canvas.getByText('Processing')).color).toBe(rgb(palette.warningText));
    await expect(getComputedStyle(canvas.getByText('Cancelled')).textDecorationLine).toBe('line-through');
    await expect(getComputedStyle(canvas.getByText('Deleted')).textDecorationLine).toBe('none');
  },
};

export const Categories: Story = {
  render: () => (
    <div className={row}>
      <CategoryBadge category="post" />
      <CategoryBadge category="story" />
      <CategoryBadge category="reel" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Post')).color).toBe(rgb(palette.infoText));
    await expect(getComputedStyle(canvas.getByText('Story')).color).toBe(rgb(palette.purpleText));
    await expect(getComputedStyle(canvas.getByText('Reel')).color).toBe(rgb(palette.textMuted));
  },
};
