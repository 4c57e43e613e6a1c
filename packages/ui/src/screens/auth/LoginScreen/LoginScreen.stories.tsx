import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Canvas } from 'storybook/internal/types';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { desktopScreen, phoneScreen } from '../../../testing/viewports';
import { LoginScreen, type LoginScreenProps } from './LoginScreen';
import { typeText } from '../../../testing/type-text';

const meta = {
  title: 'Screens/Auth/LoginScreen',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onGoogle: fn() },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const emailField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' });
const passwordField = (canvas: Canvas) => canvas.getByLabelText('Password');
const loginButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Login' });

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeVisible();
    await expect(canvas.getByText('Log in to your account to continue')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('group', { name: 'Or login with' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Facebook Coming Soon' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'LinkedIn Coming Soon' })).toBeDisabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Submitting nothing: both messages, focus on the email field, nothing sent. */
export const EmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(loginButton(canvas));
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(emailField(canvas)).toHaveFocus();
    await expect(emailField(canvas)).toHaveAccessibleDescription('Email is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    await typeText(emailField(canvas), 'maya.patel');
    await typeText(passwordField(canvas), 'Secret12');
    await userEvent.click(loginButton(canvas));
    await expect(canvas.getByText('Invalid email address')).toBeVisible();
    await expect(emailField(canvas)).toHaveFocus();
    // What was typed stays.
    await expect(emailField(canvas)).toHaveValue('maya.patel');
    await expect(passwordField(canvas)).toHaveValue('Secret12');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Only the password is missing: focus goes to it. */
export const PasswordMissing: Story = {
  play: async ({ canvas, args }) => {
    await typeText(emailField(canvas), 'demo@causeway.test');
    await userEvent.click(loginButton(canvas));
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.queryByText('Email is required')).not.toBeInTheDocument();
    await expect(passwordField(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsWhatWasTyped: Story = {
  tags: ['behaviour'],
  play: async ({ canvas, args }) => {
    await typeText(emailField(canvas), 'demo@causeway.test');
    await typeText(passwordField(canvas), 'Demo1234');
    await userEvent.click(loginButton(canvas));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'demo@causeway.test', password: 'Demo1234' });
  },
};

export const ShowAndHidePassword: Story = {
  play: async ({ canvas }) => {
    await typeText(passwordField(canvas), 'Demo1234');
    await expect(passwordField(canvas)).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(passwordField(canvas)).toHaveAttribute('type', 'text');
    await expect(passwordField(canvas)).toHaveValue('Demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(passwordField(canvas)).toHaveAttribute('type', 'password');
  },
};

/** The whole login by keyboard: Tab through the page, Enter submits. */
export const KeyboardOnly: Story = {
  tags: ['behaviour'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Causeway' })).toHaveFocus();
    await userEvent.tab();
    await expect(emailField(canvas)).toHaveFocus();
    await userEvent.keyboard('demo@causeway.test');
    await userEvent.tab();
    await expect(passwordField(canvas)).toHaveFocus();
    await userEvent.keyboard('Demo1234');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Forgot Password?' })).toHaveFocus();
    await userEvent.tab();
    await expect(loginButton(canvas)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Google' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveFocus();
    // Back to the password field and Enter.
    await userEvent.click(passwordField(canvas));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'demo@causeway.test', password: 'Demo1234' });
  },
};

export const SigningIn: Story = {
  args: { isSigningIn: true },
  play: async ({ canvas }) => {
    const status = await screen.findByRole('status');
    await expect(status).toHaveTextContent('Please wait...');
    await expect(status).toHaveTextContent('Signing you in');
    await expect(canvas.getByRole('button', { name: /Logging in\.\.\./, hidden: true })).toBeInTheDocument();
  },
};

/** A message from the page before (navigation state), in green, dismissable. */
export const Notice: Story = {
  args: { notice: 'Email verified successfully! You can now log in.', onDismissNotice: fn() },
  play: async ({ canvas, args }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Email verified successfully! You can now log in.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissNotice).toHaveBeenCalledOnce();
  },
};

export const WithDefaultEmail: Story = {
  args: { defaultEmail: 'maya@northwind.example' },
  play: async ({ canvas }) => {
    await expect(emailField(canvas)).toHaveValue('maya@northwind.example');
  },
};

export const GoogleBusy: Story = {
  args: { isGoogleBusy: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Google' }));
    await expect(args.onGoogle).not.toHaveBeenCalled();
  },
};

export const GoogleStarts: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Google' }));
    await expect(args.onGoogle).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A failed login: the red banner, and both fields keep what was typed. */
function FailingLogin(args: LoginScreenProps) {
  const [error, setError] = useState<string>();
  return (
    <LoginScreen
      {...args}
      error={error}
      onSubmit={(values) => {
        args.onSubmit(values);
        setError('No active account found with the given credentials');
      }}
    />
  );
}

export const ErrorKeepsWhatWasTyped: Story = {
  name: 'Error — keeps what was typed',
  render: (args) => <FailingLogin {...args} />,
  play: async ({ canvas }) => {
    await typeText(emailField(canvas), 'demo@causeway.test');
    await typeText(passwordField(canvas), 'wrong-password');
    await userEvent.click(loginButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No active account found with the given credentials',
    );
    await expect(emailField(canvas)).toHaveValue('demo@causeway.test');
    await expect(passwordField(canvas)).toHaveValue('wrong-password');
  },
};

const errorShown = (error: string): Story => ({
  args: { error },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(error));
  },
});

// Every login text of the catalogue (accounts §8), as the app passes it.
export const ErrorAccountInactiveOrDeleted: Story = {
  name: 'Error — account inactive or deleted',
  ...errorShown('Your account is inactive or has been deleted. Please contact support.'),
};
export const ErrorUserInactive: Story = {
  name: 'Error — user inactive',
  ...errorShown('Your account is currently inactive. Please contact support for assistance.'),
};
export const ErrorServerDetail: Story = { ...errorShown('No active account found with the given credentials') };
export const ErrorDuringLogin: Story = { ...errorShown('An error occurred during login. Please try again.') };
export const ErrorLoginPageFallback: Story = { ...errorShown('Failed to login. Please try again.') };
export const ErrorInvalidGoogleToken: Story = { ...errorShown('Invalid Google token. Please try again.') };
export const ErrorGoogleServer: Story = { ...errorShown('Server error during Google login. Please try again.') };
export const ErrorDuringGoogleLogin: Story = {
  name: 'Error — during Google login',
  ...errorShown('An error occurred during Google login. Please try again.'),
};
export const ErrorGoogleFailed: Story = { ...errorShown('Google login failed.') };

export const NoticeAndError: Story = {
  args: {
    notice: 'Password reset successful. Please log in with your new password.',
    error: 'Failed to login. Please try again.',
  },
};

export const SmallScreen: Story = {
  globals: phoneScreen,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByTestId('auth-cover')).not.toBeVisible();
    await expect(loginButton(canvas)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const LargeScreen: Story = {
  globals: desktopScreen,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('auth-cover')).toBeVisible();
    await expect(loginButton(canvas)).toBeVisible();
  },
};
