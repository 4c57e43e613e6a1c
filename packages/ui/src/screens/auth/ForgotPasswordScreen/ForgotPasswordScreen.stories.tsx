import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { Canvas } from 'storybook/internal/types';
import { desktopScreen, phoneScreen } from '../../../testing/viewports';
import { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './ForgotPasswordScreen';
import { typeText } from '../../../testing/type-text';

const meta = {
  title: 'Screens/Auth/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const emailField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' });
const sendButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Send Reset Link' });

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  },
};

export const EmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(sendButton(canvas));
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(emailField(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    await typeText(emailField(canvas), 'maya@');
    await userEvent.click(sendButton(canvas));
    await expect(canvas.getByText('Invalid email address')).toBeVisible();
    await expect(emailField(canvas)).toHaveValue('maya@');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsWhatWasTyped: Story = {
  tags: ['behaviour'],
  play: async ({ canvas, args }) => {
    await typeText(emailField(canvas), 'demo@causeway.test{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'demo@causeway.test' });
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, defaultEmail: 'demo@causeway.test' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Sending\.\.\./ });
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  args: { sentTo: 'demo@causeway.test' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent a password reset link to demo@causeway.test.');
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** A failure keeps the address typed, with the banner above it. */
function FailingRequest(args: ForgotPasswordScreenProps) {
  const [error, setError] = useState<string>();
  return (
    <ForgotPasswordScreen
      {...args}
      error={error}
      onSubmit={(values) => {
        args.onSubmit(values);
        setError('Failed to send password reset email. Please try again.');
      }}
    />
  );
}

export const ErrorKeepsWhatWasTyped: Story = {
  name: 'Error — keeps what was typed',
  render: (args) => <FailingRequest {...args} />,
  play: async ({ canvas }) => {
    await typeText(emailField(canvas), 'maya@northwind.io');
    await userEvent.click(sendButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to send password reset email. Please try again.',
    );
    await expect(emailField(canvas)).toHaveValue('maya@northwind.io');
  },
};

const errorShown = (error: string): Story => ({
  args: { error },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(error);
  },
});

export const ErrorSendFailed: Story = { ...errorShown('Failed to send password reset email. Please try again.') };
export const ErrorRequestFallback: Story = { ...errorShown('Failed to request password reset') };

export const SmallScreen: Story = {
  globals: phoneScreen,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(sendButton(canvas)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const LargeScreen: Story = {
  globals: desktopScreen,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('auth-cover')).toBeVisible();
  },
};
