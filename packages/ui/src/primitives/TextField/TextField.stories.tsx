import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { expectFocusRing, inForcedColors } from '../../testing/focus-ring';
import { Button } from '../Button';
import { TextField } from './TextField';
import { typeText } from '../../testing/type-text';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Username', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await typeText(input, 'Maya Patel');
    await expect(input).toHaveValue('Maya Patel');
    await expect(args.onChange).toHaveBeenLastCalledWith('Maya Patel');
  },
};

export const WithPlaceholder: Story = {
  args: { label: 'Email', type: 'email', placeholder: 'you@company.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('placeholder', 'you@company.com');
  },
};

export const WithDescription: Story = {
  args: { label: 'Company Name', description: 'Optional. Shown on your invoices.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Company Name' })).toHaveAccessibleDescription(
      'Optional. Shown on your invoices.',
    );
  },
};

export const Filled: Story = {
  args: { label: 'Team Name', defaultValue: 'Northwind Marketing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Team Name' })).toHaveValue('Northwind Marketing');
  },
};

export const Disabled: Story = {
  args: { label: 'Email', defaultValue: 'demo@causeway.test', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

/** RAC validation: the message shows after submitting, phrased by `errorMessage`. */
export const RequiredOnSubmit: Story = {
  args: {
    label: 'Email',
    type: 'email',
    isRequired: true,
    errorMessage: (validation) =>
      validation.validationDetails.valueMissing ? 'Email is required' : 'Invalid email address',
  },
  render: (args) => (
    <Form>
      <TextField {...args} />
      <Button type="submit">Add Member</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(canvas.queryByText('Email is required')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Member' }));
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(input).toHaveFocus();
    await typeText(input, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Member' }));
    await expect(canvas.getByText('Invalid email address')).toBeVisible();
    await expect(input).toHaveValue('not-an-email');
  },
};

/** A `validate` rule with the spec's message, checked as the user types (aria behaviour). */
export const LiveValidation: Story = {
  args: {
    label: 'Full name',
    validationBehavior: 'aria',
    validate: (value) => (/^[a-zA-Z\s]*$/.test(value) ? null : 'Name can only contain letters and spaces'),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await typeText(input, 'Maya P4');
    await expect(canvas.getByText('Name can only contain letters and spaces')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await typeText(input, '{Backspace}');
    await expect(canvas.queryByText('Name can only contain letters and spaces')).not.toBeInTheDocument();
  },
};

export const ServerError: Story = {
  args: { label: 'Email', defaultValue: 'maya@northwind.io', errorMessage: 'A user with this email already exists.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('A user with this email already exists.');
  },
};

export const ErrorBelowDescription: Story = {
  name: 'Error — below description',
  args: {
    label: 'Password',
    description: 'At least 6 characters, with an uppercase letter, a lowercase letter and a digit.',
    errorMessage: 'This password is too common.',
  },
  play: async ({ canvas }) => {
    const description = canvas.getByText(/At least 6 characters/);
    const error = canvas.getByText('This password is too common.');
    // The error follows the help text in the document, so it sits below it.
    await expect(description.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

function WithServerRoundTrip() {
  const [error, setError] = useState<string>();
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        setError('Enter a valid email address.');
      }}
    >
      <TextField label="Email" name="email" errorMessage={error} onChange={() => setError(undefined)} />
      <Button type="submit">Sign Up</Button>
    </Form>
  );
}

/** A server field error arrives after submit; what the user typed stays, and typing clears it. */
export const KeepsTypedValueOnServerError: Story = {
  render: () => <WithServerRoundTrip />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await typeText(input, 'maya@northwind');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    await expect(input).toHaveValue('maya@northwind');
    await typeText(input, '.io');
    await expect(canvas.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
    await expect(input).toHaveValue('maya@northwind.io');
  },
};

export const Multiline: Story = {
  args: { label: 'Message', multiline: true, placeholder: 'What would you like to share?' },
  play: async ({ canvas, args }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textArea.tagName).toBe('TEXTAREA');
    await typeText(textArea, 'Spring sale starts today.{Enter}Visit us!');
    await expect(args.onChange).toHaveBeenLastCalledWith('Spring sale starts today.\nVisit us!');
  },
};

export const MultilineInvalid: Story = {
  args: { label: 'Caption', multiline: true, rows: 3, errorMessage: 'Caption is too long.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Caption' })).toHaveAccessibleDescription('Caption is too long.');
  },
};

/** Focus is always visible: tabbing in draws the 2px accent ring around the field, as an outline. */
export const FocusRing: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveFocus();
    await expectFocusRing(input);
  },
};

/** Forced colours (Windows' high-contrast themes) keep the ring: it is an outline, not a shadow. */
export const FocusRingInForcedColors: Story = {
  play: async ({ canvas }) => {
    await inForcedColors(async () => {
      await userEvent.tab();
      await expectFocusRing(canvas.getByRole('textbox', { name: 'Username' }));
    });
  },
};
