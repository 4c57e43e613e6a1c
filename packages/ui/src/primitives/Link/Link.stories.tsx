import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Link } from './Link';
import { storyNavigate as navigate } from '../../testing/story-navigate';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/pricing', children: 'Pricing' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  args: { href: '/terms-of-service?from=register', children: 'Terms of Service' },
  render: (args) => (
    <p>
      By creating an account you agree to the <Link {...args} />.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Terms of Service' });
    await expect(link).toHaveAttribute('href', '/terms-of-service?from=register');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', href: '/forgot-password', children: 'Forgot Password?' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Forgot Password?' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};

export const RoutedByTheApp: Story = {
  args: { variant: 'standalone', href: '/control-tower/plan', children: 'Subscribe to Plan' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Subscribe to Plan' }));
    await expect(navigate).toHaveBeenCalledWith('/control-tower/plan', undefined);
  },
};

export const KeyboardActivation: Story = {
  tags: ['behaviour'],
  args: { href: '/control-tower/team-management', children: 'Manage Teams' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Manage Teams' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/control-tower/team-management', undefined);
  },
};

export const OpensInNewTab: Story = {
  tags: ['behaviour'],
  args: { href: 'https://www.facebook.com/', target: '_blank', children: 'View on Facebook' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View on Facebook' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const OpensInNewTabKeepsOwnRel: Story = {
  tags: ['behaviour'],
  args: { href: 'https://example.com/', target: '_blank', rel: 'nofollow', children: 'Help Desk' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Help Desk' })).toHaveAttribute(
      'rel',
      'nofollow noopener noreferrer',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Dashboard', href: '/home' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Dashboard' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(navigate).not.toHaveBeenCalled();
  },
};
