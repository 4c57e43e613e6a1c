import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { Canvas } from 'storybook/internal/types';
import { desktopScreen, phoneScreen } from '../../../testing/viewports';
import { ResetPasswordScreen, type ResetPasswordScreenProps } from './ResetPasswordScreen';
import { typeText } from '../../../testing/type-text';

const meta = {
  title: 'Screens/Auth/ResetPasswordScreen',
  component: ResetPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const newPassword = (canvas: Canvas) => canvas.getByLabelText('New Password');
const repeated = (canvas: Canvas) => canvas.getByLabelText('Confirm New Password');
const resetButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Reset Password' });

export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Request a new one' })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  },
};

export const EmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(resetButton(canvas));
    await expect(newPassword(canvas)).toHaveAccessibleDescription(expect.stringContaining('Password is required'));
    await expect(repeated(canvas)).toHaveAccessibleDescription('Password is required');
    await expect(newPassword(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooShort: Story = {
  play: async ({ canvas, args }) => {
    await typeText(newPassword(canvas), 'Short1');
    await typeText(repeated(canvas), 'Short1');
    await userEvent.click(resetButton(canvas));
    await expect(canvas.getByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(newPassword(canvas)).toHaveFocus();
    await expect(newPassword(canvas)).toHaveValue('Short1');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ canvas, args }) => {
    await typeText(newPassword(canvas), 'NewSecret1');
    await typeText(repeated(canvas), 'NewSecret2');
    await userEvent.click(resetButton(canvas));
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
    await expect(repeated(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ShowAndHidePasswords: Story = {
  play: async ({ canvas }) => {
    await typeText(newPassword(canvas), 'NewSecret1');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show password' })[0]!);
    await expect(newPassword(canvas)).toHaveAttribute('type', 'text');
    await expect(repeated(canvas)).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(newPassword(canvas)).toHaveAttribute('type', 'password');
  },
};

/** Typed and sent by keyboard alone. */
export const SubmitsWhatWasTyped: Story = {
  tags: ['behaviour'],
  play: async ({ canvas, args }) => {
    await userEvent.click(newPassword(canvas));
    await userEvent.keyboard('NewSecret1');
    await userEvent.tab();
    await userEvent.tab();
    await expect(repeated(canvas)).toHaveFocus();
    await userEvent.keyboard('NewSecret1{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'NewSecret1', confirmPassword: 'NewSecret1' });
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Resetting\.\.\./ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  args: { state: 'success' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Password reset successful');
    await expect(status).toHaveTextContent('Taking you to the login page in 3 seconds...');
    await expect(canvas.getByRole('link', { name: 'Go to Login now' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByLabelText('New Password')).not.toBeInTheDocument();
  },
};

/** The link lacks its uid or token. */
export const InvalidLink: Story = {
  args: { state: 'invalid-link' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Invalid password reset link. Please request a new password reset.',
    );
    await expect(canvas.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** A failure keeps both passwords typed. */
function FailingReset(args: ResetPasswordScreenProps) {
  const [error, setError] = useState<string>();
  return (
    <ResetPasswordScreen
      {...args}
      error={error}
      onSubmit={(values) => {
        args.onSubmit(values);
        setError('Failed to reset password. Please try again.');
      }}
    />
  );
}

export const ErrorKeepsWhatWasTyped: Story = {
  name: 'Error — keeps what was typed',
  render: (args) => <FailingReset {...args} />,
  play: async ({ canvas }) => {
    await typeText(newPassword(canvas), 'NewSecret1');
    await typeText(repeated(canvas), 'NewSecret1');
    await userEvent.click(resetButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to reset password. Please try again.');
    await expect(newPassword(canvas)).toHaveValue('NewSecret1');
    await expect(repeated(canvas)).toHaveValue('NewSecret1');
  },
};

const errorShown = (error: string): Story => ({
  args: { error },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(error);
  },
});

// The reset texts of the catalogue (accounts §8), as the app passes them.
export const ErrorExpiredToken: Story = {
  name: 'Error — expired token',
  ...errorShown('Invalid or expired reset token. Please request a new password reset.'),
};
export const ErrorInvalidUid: Story = { ...errorShown('Invalid reset link...') };
export const ErrorDefault: Story = { ...errorShown('Failed to reset password. Please try again.') };

export const SmallScreen: Story = {
  globals: phoneScreen,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(resetButton(canvas)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const LargeScreen: Story = {
  globals: desktopScreen,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('auth-cover')).toBeVisible();
  },
};
