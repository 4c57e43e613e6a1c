import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Logo } from './Logo';

const meta = {
  title: 'Layout/Logo',
  component: Logo,
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Causeway' });
    await expect(link).toHaveAttribute('href', '/');
    // One inline drawing, no picture file.
    await expect(link.querySelectorAll('svg')).toHaveLength(1);
    await expect(link.querySelector('img')).toBeNull();
  },
};

export const WithTagline: Story = {
  args: { showTagline: true, size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Causeway Bridging the digital gap' })).toBeVisible();
  },
};

export const ToAnotherPage: Story = {
  args: { href: '/home' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Causeway' })).toHaveAttribute('href', '/home');
  },
};

/** On the accent colour, e.g. over the sign-in cover. */
export const Inverse: Story = {
  args: { tone: 'inverse', showTagline: true },
  decorators: [
    (Story) => (
      <div className={sprinkles({ background: 'accent', padding: '6' })}>
        <Story />
      </div>
    ),
  ],
};
