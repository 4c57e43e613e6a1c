import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Save Changes', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Quiet: Story = { args: { variant: 'quiet', children: 'Forgot Password?' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete Account Permanently' } };
export const Small: Story = { args: { size: 'small', children: 'Refresh Pages' } };
export const Large: Story = { args: { size: 'large', children: 'Get Started Free' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Login' } };

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Verify Email' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Verify Email' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Login', pendingLabel: 'Logging in...' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Logging in\.\.\./ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
