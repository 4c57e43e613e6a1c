import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { PasswordField } from './PasswordField';
import { typeText } from '../../testing/type-text';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await typeText(input, 'Demo1234');
    await expect(args.onChange).toHaveBeenLastCalledWith('Demo1234');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

export const ShowAndHide: Story = {
  args: { defaultValue: 'Demo1234' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('Demo1234');
  },
};

/** The eye answers a touch anywhere in a 44px square around it, though it looks smaller. */
export const ToggleTouchTarget: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    const box = toggle.getBoundingClientRect();
    const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    for (const [x, y] of [
      [middle.x - 21, middle.y],
      [middle.x + 21, middle.y],
      [middle.x, middle.y - 21],
      [middle.x, middle.y + 21],
    ] as const) {
      await expect(toggle.contains(document.elementFromPoint(x, y))).toBe(true);
    }
  },
};

export const ToggleByKeyboard: Story = {
  tags: ['behaviour'],
  args: { label: 'New Password' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('New Password')).toHaveFocus();
    await userEvent.keyboard('Secret99');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByLabelText('New Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
  },
};

export const WithDescription: Story = {
  args: { label: 'New Password', description: 'At least 8 characters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('New Password')).toHaveAccessibleDescription('At least 8 characters.');
  },
};

export const RequiredOnSubmit: Story = {
  args: {
    label: 'Old Password',
    name: 'old_password',
    isRequired: true,
    errorMessage: () => 'Old password is required',
  },
  render: (args) => (
    <Form>
      <PasswordField {...args} />
      <Button type="submit">Reset Password</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(canvas.getByText('Old password is required')).toBeVisible();
    await expect(canvas.getByLabelText('Old Password')).toHaveFocus();
  },
};

export const LiveValidation: Story = {
  args: {
    label: 'New Password',
    validationBehavior: 'aria',
    validate: (value) =>
      value.length === 0 || value.length >= 8 ? null : 'Password must be at least 8 characters long',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New Password');
    await typeText(input, 'short');
    await expect(canvas.getByText('Password must be at least 8 characters long')).toBeVisible();
    await typeText(input, 'er12');
    await expect(canvas.queryByText('Password must be at least 8 characters long')).not.toBeInTheDocument();
  },
};

export const ServerError: Story = {
  args: { label: 'Confirm Password', defaultValue: 'Demo1234', errorMessage: 'Passwords do not match' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Confirm Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Passwords do not match');
    await expect(input).toHaveValue('Demo1234');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Demo1234' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};
