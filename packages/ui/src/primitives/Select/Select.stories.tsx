import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Select, type SelectItem } from './Select';

const roles: SelectItem[] = [
  { id: 1, name: 'Owner', description: 'Full control of the team and its billing' },
  { id: 2, name: 'Admin', description: 'Manages members, pages and posts' },
  { id: 3, name: 'Member', description: 'Publishes to the team pages' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select<SelectItem>,
  args: { label: 'Role', placeholder: 'Select a role', items: roles, onChange: fn() },
} satisfies Meta<typeof Select<SelectItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Role/ });
    await expect(trigger).toHaveTextContent('Select a role');
    await userEvent.click(trigger);
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'OwnerFull control of the team and its billing',
      'AdminManages members, pages and posts',
      'MemberPublishes to the team pages',
    ]);
    await userEvent.click(screen.getByRole('option', { name: /Admin/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(trigger).toHaveTextContent('Admin');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Selected: Story = {
  args: { defaultValue: 3 },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Role/ });
    await expect(trigger).toHaveTextContent('Member');
    await userEvent.click(trigger);
    // Left open, so the a11y check also covers the popover.
    await expect(await screen.findByRole('option', { name: /Member/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const KeyboardUse: Story = {
  tags: ['behaviour'],
  args: {
    label: 'Schedule type',
    placeholder: undefined,
    defaultValue: 'now',
    items: [
      { id: 'now', name: 'Post Immediately' },
      { id: 'scheduled', name: 'Schedule Post' },
    ],
  },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Schedule type/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('scheduled');
    await expect(trigger).toHaveTextContent('Schedule Post');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const DisabledItems: Story = {
  args: { disabledKeys: [1] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Role/ }));
    const owner = await screen.findByRole('option', { name: /Owner/ });
    await expect(owner).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(owner, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Tax type',
    placeholder: undefined,
    defaultValue: 'none',
    description: 'Shown on your invoices.',
    items: [
      { id: 'none', name: 'None' },
      { id: 'gst', name: 'GST' },
      { id: 'vat', name: 'VAT' },
      { id: 'sales', name: 'Sales Tax' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Tax type/ })).toHaveAccessibleDescription(
      'Shown on your invoices.',
    );
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Role is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Role is required')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Role/ })).toHaveAccessibleDescription('Role is required');
  },
};

export const RequiredOnSubmit: Story = {
  args: { isRequired: true, name: 'role', errorMessage: () => 'Role is required' },
  render: (args) => (
    <Form>
      <Select {...args} />
      <Button type="submit">Add Member</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Member' }));
    await expect(canvas.getByText('Role is required')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Member/ }));
    await expect(canvas.queryByText('Role is required')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 2 },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Role/ });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('Admin');
  },
};
