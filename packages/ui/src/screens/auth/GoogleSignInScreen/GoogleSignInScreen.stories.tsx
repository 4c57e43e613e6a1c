import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { desktopScreen, phoneScreen } from '../../../testing/viewports';
import { GoogleSignInScreen } from './GoogleSignInScreen';

const meta = {
  title: 'Screens/Auth/GoogleSignInScreen',
  component: GoogleSignInScreen,
  parameters: { layout: 'fullscreen' },
  args: { onTryAgain: fn() },
} satisfies Meta<typeof GoogleSignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SigningIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing in with Google…');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

const errorShown = (error: string): Story => ({
  args: { error },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(error);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  },
});

// The sign-in screen's texts, then the backend's (accounts §8, Google login).
export const Cancelled: Story = { ...errorShown('Login was cancelled. Please try again.') };
export const AccessDenied: Story = { ...errorShown('Access was denied. Please allow access to your Google account.') };
export const Failed: Story = { ...errorShown('Google login failed. Please try again.') };
export const InvalidToken: Story = { ...errorShown('Invalid Google token. Please try again.') };
export const ServerError: Story = { ...errorShown('Server error during Google login. Please try again.') };
export const OtherError: Story = { ...errorShown('An error occurred during Google login. Please try again.') };
export const ServerText: Story = { ...errorShown('This Google account is not linked to an active user.') };

export const TryAgainByKeyboard: Story = {
  tags: ['behaviour'],
  args: { error: 'Login was cancelled. Please try again.' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
  },
};

export const SmallScreen: Story = {
  globals: phoneScreen,
  args: { error: 'Access was denied. Please allow access to your Google account.' },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const LargeScreen: Story = {
  globals: desktopScreen,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('auth-cover')).toBeVisible();
  },
};
