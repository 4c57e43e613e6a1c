import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Canvas } from 'storybook/internal/types';
import { desktopScreen, phoneScreen } from '../../../testing/viewports';
import { RegisterScreen, type RegisterFieldErrors, type RegisterScreenProps } from './RegisterScreen';
import { registerMessages } from './rules';
import { typeText } from '../../../testing/type-text';

const meta = {
  title: 'Screens/Auth/RegisterScreen',
  component: RegisterScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onGoogle: fn() },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = {
  fullName: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Full Name' }),
  email: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email' }),
  company: (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Company Name (optional)' }),
  password: (canvas: Canvas) => canvas.getByLabelText('Password'),
  confirmPassword: (canvas: Canvas) => canvas.getByLabelText('Confirm Password'),
};
const signUp = (canvas: Canvas) => canvas.getByRole('button', { name: 'Sign Up' });

interface Typed {
  fullName?: string;
  email?: string;
  company?: string;
  password?: string;
  confirmPassword?: string;
}

const valid = {
  fullName: 'Maya Patel',
  email: 'maya@northwind.io',
  company: 'Northwind',
  password: 'Secret12',
  confirmPassword: 'Secret12',
} satisfies Typed;

async function fill(canvas: Canvas, values: Typed) {
  for (const [name, value] of Object.entries(values) as [keyof Typed, string][]) {
    if (value !== '') await typeText(field[name](canvas), value);
  }
}

/** Types the values, submits, and checks that the one message shows on the field that takes focus. */
const ruleShown = (values: Typed, fieldName: keyof Typed, message: string): Story => ({
  play: async ({ canvas, args }) => {
    await fill(canvas, { ...valid, ...values });
    await userEvent.click(signUp(canvas));
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(field[fieldName](canvas)).toHaveFocus();
    await expect(field[fieldName](canvas)).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service?from=register',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy?from=register',
    );
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('group', { name: 'Or sign up with' })).toBeVisible();
    await expect(field.password(canvas)).toHaveAccessibleDescription(
      'At least 6 characters, with an uppercase letter, a lowercase letter and a number.',
    );
    await expect(field.company(canvas)).not.toBeRequired();
  },
};

/** Nothing typed: every required field says so, focus on the full name. */
export const EmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(signUp(canvas));
    for (const message of [
      'Full name is required',
      'Email is required',
      'Password is required',
      'Confirm your password',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(field.fullName(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NameTooShort: Story = { ...ruleShown({ fullName: 'M' }, 'fullName', registerMessages.fullNameTooShort) };
export const NameNotLetters: Story = {
  ...ruleShown({ fullName: 'Maya 2' }, 'fullName', 'Name can only contain letters and spaces'),
};
export const EmailFormat: Story = { ...ruleShown({ email: 'maya@' }, 'email', 'Invalid email format') };
export const EmailEnding: Story = {
  ...ruleShown({ email: 'maya@northwind.technology' }, 'email', registerMessages.emailSuffix),
};
export const PasswordTooShort: Story = {
  ...ruleShown({ password: 'Ab1', confirmPassword: 'Ab1' }, 'password', registerMessages.passwordTooShort),
};
export const PasswordCharacters: Story = {
  ...ruleShown({ password: 'secret12', confirmPassword: 'secret12' }, 'password', registerMessages.passwordCharacters),
};
export const ConfirmMissing: Story = {
  ...ruleShown({ confirmPassword: '' }, 'confirmPassword', 'Confirm your password'),
};
export const PasswordsDiffer: Story = {
  ...ruleShown({ confirmPassword: 'Secret13' }, 'confirmPassword', 'Passwords must match'),
};

export const SubmitsWhatWasTyped: Story = {
  tags: ['behaviour'],
  play: async ({ canvas, args }) => {
    await fill(canvas, valid);
    await userEvent.click(signUp(canvas));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(valid);
  },
};

export const WithoutCompany: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, { ...valid, company: '' });
    await userEvent.click(signUp(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...valid, company: '' });
  },
};

export const ShowAndHidePasswords: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, { password: 'Secret12', confirmPassword: 'Secret12' });
    const [showPassword, showConfirm] = canvas.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(showPassword!);
    await expect(field.password(canvas)).toHaveAttribute('type', 'text');
    await expect(field.confirmPassword(canvas)).toHaveAttribute('type', 'password');
    await userEvent.click(showConfirm!);
    await expect(field.confirmPassword(canvas)).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Hide password' })[0]!);
    await expect(field.password(canvas)).toHaveAttribute('type', 'password');
    await expect(field.password(canvas)).toHaveValue('Secret12');
  },
};

export const KeyboardOnly: Story = {
  tags: ['behaviour'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(field.fullName(canvas)).toHaveFocus();
    await userEvent.keyboard('Maya Patel');
    await userEvent.tab();
    await userEvent.keyboard('maya@northwind.io');
    await userEvent.tab();
    await userEvent.keyboard('Northwind');
    await userEvent.tab();
    await expect(field.password(canvas)).toHaveFocus();
    await userEvent.keyboard('Secret12');
    await userEvent.tab(); // the show/hide toggle
    await userEvent.tab();
    await expect(field.confirmPassword(canvas)).toHaveFocus();
    await userEvent.keyboard('Secret12{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(valid);
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Creating account\.\.\./ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Google' })).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const serverFieldErrors: RegisterFieldErrors = {
  email: ['user with this email already exists.'],
  fullName: ['A user with that username already exists.'],
  password: ['This password is too common.'],
  confirmPassword: ['Password fields didn’t match.'],
};

/** The first attempt fails with server field errors; a later one clears them, as the app does. */
function FailingRegistration({ serverErrors, ...args }: RegisterScreenProps & { serverErrors: RegisterFieldErrors }) {
  const [attempts, setAttempts] = useState(0);
  return (
    <RegisterScreen
      {...args}
      fieldErrors={attempts === 1 ? serverErrors : undefined}
      onSubmit={(values) => {
        args.onSubmit(values);
        setAttempts((count) => count + 1);
      }}
    />
  );
}

/** Server field errors on their fields, with everything typed kept. */
export const ServerFieldErrors: Story = {
  render: (args) => <FailingRegistration {...args} serverErrors={serverFieldErrors} />,
  play: async ({ canvas, args }) => {
    await fill(canvas, valid);
    await userEvent.click(signUp(canvas));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(field.email(canvas)).toHaveAccessibleDescription('user with this email already exists.'),
    );
    await expect(field.fullName(canvas)).toHaveAccessibleDescription('A user with that username already exists.');
    await expect(field.password(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('This password is too common.'),
    );
    await expect(field.confirmPassword(canvas)).toHaveAccessibleDescription('Password fields didn’t match.');
    for (const name of ['fullName', 'email', 'company', 'password', 'confirmPassword'] as const) {
      await expect(field[name](canvas)).toHaveValue(valid[name]);
    }
    // A field still holding its server error stops the next attempt and takes focus.
    await userEvent.click(signUp(canvas));
    await expect(field.fullName(canvas)).toHaveFocus();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Changing the field clears its server error, and the form goes again straight from the field. */
export const ServerFieldErrorClearsOnChange: Story = {
  render: (args) => (
    <FailingRegistration {...args} serverErrors={{ email: ['user with this email already exists.'] }} />
  ),
  play: async ({ canvas, args }) => {
    await fill(canvas, valid);
    await userEvent.click(signUp(canvas));
    await expect(await canvas.findByText('user with this email already exists.')).toBeVisible();
    await userEvent.clear(field.email(canvas));
    await typeText(field.email(canvas), 'maya.patel@northwind.io{Enter}');
    await expect(canvas.queryByText('user with this email already exists.')).not.toBeInTheDocument();
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ ...valid, email: 'maya.patel@northwind.io' });
  },
};

const bannerShown = (bannerError: string): Story => ({
  args: { bannerError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(bannerError);
  },
});

// signup_method and non_field_errors as the banner, then the other registration texts (accounts §8).
export const BannerSignupMethod: Story = { ...bannerShown('"2" is not a valid choice.') };
export const BannerNonFieldErrors: Story = { ...bannerShown('Unable to create an account with these details.') };
export const BannerRegistrationFailed: Story = { ...bannerShown('Registration failed. Please try again.') };
export const BannerErrorDuringRegistration: Story = { ...bannerShown('An error occurred during registration') };
export const BannerInvalidResponse: Story = { ...bannerShown('Invalid response from server') };

export const Invite: Story = {
  args: { invite: { inviterName: 'Maya Patel', teamName: 'Northwind Marketing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Maya Patel invited you to Northwind Marketing');
  },
};

export const GoogleBusy: Story = {
  args: { isGoogleBusy: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Google' }));
    await expect(args.onGoogle).not.toHaveBeenCalled();
  },
};

export const SmallScreen: Story = {
  globals: phoneScreen,
  args: { invite: { inviterName: 'Maya Patel', teamName: 'Northwind Marketing' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByTestId('auth-cover')).not.toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await userEvent.click(signUp(canvas));
    await expect(field.fullName(canvas)).toHaveFocus();
  },
};

export const LargeScreen: Story = {
  globals: desktopScreen,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('auth-cover')).toBeVisible();
  },
};
