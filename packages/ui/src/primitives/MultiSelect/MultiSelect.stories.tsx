import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MultiSelect, type MultiSelectItem } from './MultiSelect';

const pages: MultiSelectItem[] = [
  { id: 'p1', name: 'Northwind Café', description: 'Restaurant' },
  { id: 'p2', name: 'Harbour Books', description: 'Bookshop' },
  { id: 'p3', name: 'Greenleaf Studio', description: 'Design studio' },
];

const meta = {
  title: 'Primitives/MultiSelect',
  component: MultiSelect<MultiSelectItem>,
  args: {
    label: 'Pages',
    items: pages,
    placeholder: '-- Select pages --',
    emptyText: 'No pages available',
    loadingText: 'Loading pages...',
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof MultiSelect<MultiSelectItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Pages/ });
    await expect(trigger).toHaveTextContent('-- Select pages --');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: /Northwind Café/ }));
    await userEvent.click(within(listbox).getByRole('option', { name: /Greenleaf Studio/ }));
    // The list stays open while choosing several.
    await expect(listbox).toBeInTheDocument();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['p1', 'p3']);
    await expect(trigger).toHaveTextContent('Northwind Café, Greenleaf Studio');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Northwind Café, Greenleaf Studio');
  },
};

export const SomeSelected: Story = {
  args: { defaultSelectedKeys: ['p2'] },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Pages/ });
    await expect(trigger).toHaveTextContent('Harbour Books');
    await userEvent.click(trigger);
    const chosen = await screen.findByRole('option', { name: /Harbour Books/ });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(chosen);
    await expect(chosen).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    await expect(trigger).toHaveTextContent('-- Select pages --');
  },
};

export const ManySelected: Story = {
  args: { defaultSelectedKeys: ['p1', 'p2', 'p3'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Pages/ })).toHaveTextContent('3 selected');
  },
};

export const KeyboardUse: Story = {
  tags: ['behaviour'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Pages/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown} ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['p1', 'p2']);
    await expect(within(listbox).getAllByRole('option', { selected: true })).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Northwind Café, Harbour Books');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Pages/ });
    await expect(trigger).toHaveTextContent('No pages available');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByText('No pages available')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const Loading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Pages/ });
    await expect(trigger).toHaveTextContent('Loading pages...');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    // Left open, so the a11y check also covers the popover.
    await expect(within(listbox).getByText('Loading pages...')).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Please select at least one page to schedule the post.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please select at least one page to schedule the post.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Pages/ })).toHaveAccessibleDescription(
      'Please select at least one page to schedule the post.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKeys: ['p1'] },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Pages/ });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('Northwind Café');
  },
};
