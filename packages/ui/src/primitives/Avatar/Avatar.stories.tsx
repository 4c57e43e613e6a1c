import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { palette } from '../../theme/tokens';
import { Avatar } from './Avatar';

/** The letters as drawn on screen. */
function drawnInitials(element: Element) {
  return getComputedStyle(element, '::before').content.replaceAll('"', '');
}

// A drawn portrait as a data URL, so the story needs no network.
const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${palette.accent}"/><circle cx="32" cy="26" r="12" fill="${palette.accentTint}"/><rect x="14" y="42" width="36" height="22" rx="11" fill="${palette.accentTint}"/></svg>`,
  );

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Dana Scully' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Dana Scully' });
    await expect(drawnInitials(avatar)).toBe('DS');
  },
};

export const Picture: Story = {
  args: { src: portrait },
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: 'Dana Scully' });
    await expect(picture.tagName).toBe('IMG');
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

export const BrokenPictureFallsBackToInitials: Story = {
  args: { src: '/missing-profile-picture.png' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(drawnInitials(canvas.getByRole('img', { name: 'Dana Scully' }))).toBe('DS'));
    await expect(canvas.queryByRole('img', { name: 'Dana Scully' })?.tagName).toBe('SPAN');
  },
};

export const NoName: Story = {
  args: { name: '' },
  play: async ({ canvas }) => {
    await expect(drawnInitials(canvas.getByRole('img', { name: 'Unknown user' }))).toBe('?');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'flex', alignItems: 'center', gap: '2' })}>
      <Avatar {...args} size="small" />
      <Avatar {...args} size="medium" />
      <Avatar {...args} size="large" name="Fox Mulder" />
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getAllByRole('img', { name: 'Dana Scully' })[0];
    const large = canvas.getByRole('img', { name: 'Fox Mulder' });
    await expect(small?.getBoundingClientRect().width).toBe(24);
    await expect(large.getBoundingClientRect().width).toBe(48);
  },
};
