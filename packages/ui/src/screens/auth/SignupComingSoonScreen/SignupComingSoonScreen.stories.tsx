import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktopScreen, phoneScreen } from '../../../testing/viewports';
import { SignupComingSoonScreen } from './SignupComingSoonScreen';

const meta = {
  title: 'Screens/Auth/SignupComingSoonScreen',
  component: SignupComingSoonScreen,
  parameters: { layout: 'fullscreen' },
  args: { provider: 'facebook' },
} satisfies Meta<typeof SignupComingSoonScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without `from`, the back link leads to login. */
export const Facebook: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign up with Facebook' })).toBeVisible();
    await expect(canvas.getByText('Coming Soon')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  },
};

export const LinkedIn: Story = {
  args: { provider: 'linkedin', from: 'login' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign up with LinkedIn' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  },
};

export const FromRegister: Story = {
  args: { from: 'register' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Sign Up' })).toHaveAttribute('href', '/register');
  },
};

export const FromForgotPassword: Story = {
  args: { provider: 'linkedin', from: 'forgot-password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Forgot Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** A value it does not know falls back to login rather than leading anywhere. */
export const FromUnknown: Story = {
  args: { from: 'https://elsewhere.example' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  },
};

export const SmallScreen: Story = {
  globals: phoneScreen,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const LargeScreen: Story = {
  globals: desktopScreen,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('auth-cover')).toBeVisible();
  },
};
