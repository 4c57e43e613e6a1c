import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { PlatformMark } from './PlatformMark';
import { platformIds, platformNames, toPlatformId } from './platform-ids';

const meta = {
  title: 'Primitives/PlatformMark',
  component: PlatformMark,
  args: { platform: 'facebook' },
} satisfies Meta<typeof PlatformMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every platform in its own colour, with its name beside it (the mark itself is decorative). */
export const Brand: Story = {
  render: () => (
    <Inline space="4">
      {platformIds.map((platform) => (
        <Inline key={platform} space="2" as="span">
          <PlatformMark platform={platform} size={24} />
          {platformNames[platform]}
        </Inline>
      ))}
    </Inline>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('LinkedIn')).toBeVisible();
    const marks = canvasElement.querySelectorAll('svg[aria-hidden="true"]');
    await expect(marks).toHaveLength(5);
    // Facebook's blue (docs/design.md).
    await expect(getComputedStyle(marks[0] as Element).color).toBe('rgb(24, 119, 242)');
  },
};

/** Coming-soon platforms are greyed. */
export const Muted: Story = {
  render: () => (
    <Inline space="4">
      {platformIds.map((platform) => (
        <PlatformMark key={platform} platform={platform} tone="muted" size={24} />
      ))}
    </Inline>
  ),
  play: async () => {
    await expect(toPlatformId('Facebook')).toBe('facebook');
    await expect(toPlatformId('myspace')).toBeNull();
  },
};
