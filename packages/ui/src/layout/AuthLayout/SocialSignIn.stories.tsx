import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SocialSignIn } from './SocialSignIn';

const meta = {
  title: 'Layout/AuthLayout/SocialSignIn',
  component: SocialSignIn,
  args: { label: 'Or login with', onGoogle: fn() },
} satisfies Meta<typeof SocialSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Or login with' });
    await userEvent.click(within(group).getByRole('button', { name: 'Google' }));
    await expect(args.onGoogle).toHaveBeenCalledOnce();
  },
};

/** Facebook and LinkedIn are shown, greyed, with the badge; pressing them does nothing. */
export const ComingSoonProviders: Story = {
  play: async ({ canvas }) => {
    for (const name of ['Facebook', 'LinkedIn']) {
      const button = canvas.getByRole('button', { name: `${name} Coming Soon` });
      await expect(button).toBeDisabled();
      await expect(within(button).getByText('Coming Soon')).toBeVisible();
    }
  },
};

export const GoogleBusy: Story = {
  args: { isGoogleBusy: true },
  play: async ({ canvas, args }) => {
    const google = canvas.getByRole('button', { name: 'Google' });
    await expect(google).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(google);
    await expect(args.onGoogle).not.toHaveBeenCalled();
  },
};

/** While the page's form submits, Google waits too. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Google' })).toBeDisabled();
  },
};

export const RegisterDivider: Story = {
  args: { label: 'Or sign up with' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Or sign up with' })).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  tags: ['behaviour'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Google' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onGoogle).toHaveBeenCalledOnce();
    // The disabled buttons are skipped.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Google' })).not.toHaveFocus();
    await expect(document.activeElement).not.toBe(canvas.getByRole('button', { name: 'Facebook Coming Soon' }));
  },
};
