import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: 'Auto-delete after 30 days', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Auto-delete after 30 days' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Auto-delete after 30 days'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Auto-delete after 30 days' });
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Indeterminate: Story = {
  args: { children: 'Select all pages', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all pages' })).toBePartiallyChecked();
  },
};

export const KeyboardToggle: Story = {
  tags: ['behaviour'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox', { name: 'Auto-delete after 30 days' });
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const WithDescription: Story = {
  args: { description: 'Facebook only. The post is removed from the page 30 days after publishing.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Auto-delete after 30 days' })).toHaveAccessibleDescription(
      'Facebook only. The post is removed from the page 30 days after publishing.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Auto-delete after 30 days' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Auto-delete after 30 days'), { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Auto-delete after 30 days' })).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { children: 'I agree to the Terms of Service', errorMessage: 'You must accept the terms to continue.' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the Terms of Service' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('You must accept the terms to continue.')).toBeVisible();
  },
};

export const RequiredOnSubmit: Story = {
  args: {
    children: 'I agree to the Terms of Service',
    isRequired: true,
    errorMessage: () => 'You must accept the terms to continue.',
  },
  render: (args) => (
    <Form>
      <Checkbox {...args} />
      <Button type="submit">Sign Up</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(canvas.getByText('You must accept the terms to continue.')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to the Terms of Service' }));
    await expect(canvas.queryByText('You must accept the terms to continue.')).not.toBeInTheDocument();
  },
};
