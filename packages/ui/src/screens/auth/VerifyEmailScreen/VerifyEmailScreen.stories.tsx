import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { desktopScreen, phoneScreen } from '../../../testing/viewports';
import { VerifyEmailScreen } from './VerifyEmailScreen';

const meta = {
  title: 'Screens/Auth/VerifyEmailScreen',
  component: VerifyEmailScreen,
  parameters: { layout: 'fullscreen' },
  args: { state: 'verifying', onRetry: fn() },
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying your email...');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  args: { state: 'success' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Email verified');
    await expect(status).toHaveTextContent('Taking you to the login page in 3 seconds...');
    await expect(canvas.getByRole('link', { name: 'Go to Login now' })).toHaveAttribute('href', '/login');
  },
};

export const SuccessWithServerMessage: Story = {
  args: { state: 'success', successMessage: 'Email verified successfully.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Email verified successfully.');
  },
};

/** The catalogue's default failure text, with a retry that the app turns into a reload. */
export const Failed: Story = {
  args: { state: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email verification failed. Please try again.');
    // Across the column, as the auth forms' buttons are.
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await expect(retry.getBoundingClientRect().width).toBe(retry.closest('section')!.getBoundingClientRect().width);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  },
};

export const ErrorMissingParameters: Story = {
  name: 'Error — missing parameters',
  args: { state: 'error', errorMessage: 'Invalid verification link. Missing required parameters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Invalid verification link. Missing required parameters.',
    );
  },
};

export const ErrorServerText: Story = {
  name: 'Error — server text',
  args: { state: 'error', errorMessage: 'Failed to verify email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to verify email');
  },
};

export const RetryByKeyboard: Story = {
  tags: ['behaviour'],
  args: { state: 'error' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const SmallScreen: Story = {
  globals: phoneScreen,
  args: { state: 'error', errorMessage: 'Invalid verification link. Missing required parameters.' },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const LargeScreen: Story = {
  globals: desktopScreen,
  args: { state: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('auth-cover')).toBeVisible();
  },
};
