import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { largePhoneScreen } from '../../../testing/viewports';
import { SecurityScreen } from './SecurityScreen';
import { typeText } from '../../../testing/type-text';

const meta = {
  title: 'Screens/Settings/SecurityScreen',
  component: SecurityScreen,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof SecurityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const field = (canvas: Canvas, label: string) => canvas.getByLabelText(label, { exact: true, selector: 'input' });

async function fill(canvas: Canvas, old: string, next: string, confirm: string) {
  if (old) await typeText(field(canvas, 'Old Password'), old);
  if (next) await typeText(field(canvas, 'New Password'), next);
  if (confirm) await typeText(field(canvas, 'Confirm New Password'), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
}

/** The three fields, each hidden with its own show/hide toggle, and Reset Password. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Security' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Change Current Password' })).toBeVisible();
    for (const label of ['Old Password', 'New Password', 'Confirm New Password']) {
      await expect(field(canvas, label)).toHaveAttribute('type', 'password');
    }
    await expect(canvas.getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  },
};

/** Each toggle shows its own field only. */
export const ShowAndHide: Story = {
  play: async ({ canvas }) => {
    await typeText(field(canvas, 'New Password'), 'Harbour2025');
    const [, newToggle] = canvas.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(newToggle!);
    await expect(field(canvas, 'New Password')).toHaveAttribute('type', 'text');
    await expect(field(canvas, 'Old Password')).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(field(canvas, 'New Password')).toHaveAttribute('type', 'password');
  },
};

/** Nothing typed: each field says what it needs, the first takes focus, nothing is sent. */
export const AllRequired: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByText('Old password is required')).toBeVisible();
    await expect(canvas.getByText('New password is required')).toBeVisible();
    await expect(canvas.getByText('Please confirm your new password')).toBeVisible();
    await expect(field(canvas, 'Old Password')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NewPasswordTooShort: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, 'Demo1234', 'Short1', 'Short1');
    await expect(await canvas.findByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, 'Demo1234', 'Harbour2025', 'Harbour2026');
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
    await expect(field(canvas, 'Confirm New Password')).toHaveAccessibleDescription('Passwords do not match');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Valid: the confirmation says the person will be logged out, then the values go out. */
export const ConfirmSaysLoggedOut: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, 'Demo1234', 'Harbour2025', 'Harbour2025');
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset Password' });
    await expect(dialog).toHaveTextContent(
      'You will be logged out after your password is changed, and can log in again with the new one.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oldPassword: 'Demo1234',
      newPassword: 'Harbour2025',
      confirmPassword: 'Harbour2025',
    });
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Changing password\.\.\./ })).toBeVisible();
  },
};

/** The server's field errors on their fields; what was typed stays. */
export const ServerFieldErrors: Story = {
  args: {
    fieldErrors: {
      oldPassword: ['Your old password was entered incorrectly. Please enter it again.'],
      newPassword: ['This password is too common.'],
    },
  },
  play: async ({ canvas }) => {
    await expect(field(canvas, 'Old Password')).toHaveAccessibleDescription(
      'Your old password was entered incorrectly. Please enter it again.',
    );
    await expect(field(canvas, 'New Password')).toHaveAccessibleDescription(
      expect.stringContaining('This password is too common.'),
    );
    await typeText(field(canvas, 'Old Password'), 'x');
    await expect(field(canvas, 'Old Password')).not.toHaveAttribute('aria-invalid');
  },
};

/** A failure no field owns: the fallback above the form. */
export const Failed: Story = {
  args: { error: 'Failed to change password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to change password');
  },
};

/** 390 px: the fields fill the width; nothing scrolls sideways. */
export const FormOnPhone: Story = {
  globals: largePhoneScreen,
  play: async (context) => {
    await Form.play?.(context);
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
export const ShowAndHideOnPhone: Story = { ...ShowAndHide, globals: largePhoneScreen };
export const AllRequiredOnPhone: Story = { ...AllRequired, globals: largePhoneScreen };
export const NewPasswordTooShortOnPhone: Story = { ...NewPasswordTooShort, globals: largePhoneScreen };
export const PasswordsDifferOnPhone: Story = { ...PasswordsDiffer, globals: largePhoneScreen };
export const ConfirmSaysLoggedOutOnPhone: Story = { ...ConfirmSaysLoggedOut, globals: largePhoneScreen };
export const SubmittingOnPhone: Story = { ...Submitting, globals: largePhoneScreen };
export const ServerFieldErrorsOnPhone: Story = { ...ServerFieldErrors, globals: largePhoneScreen };
export const FailedOnPhone: Story = { ...Failed, globals: largePhoneScreen };
