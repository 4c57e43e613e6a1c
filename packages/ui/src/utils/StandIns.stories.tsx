import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../primitives/Button';
import { Menu, MenuItem } from '../primitives/Menu';
import { MultiSelect } from '../primitives/MultiSelect';
import { Select } from '../primitives/Select';
import { Stack } from '../primitives/Stack';
import { Tooltip } from '../primitives/Tooltip';
import { settledMenu } from '../testing/settled-overlay';

/**
 * What a page shows while the code of its menus, lists and tooltips is still on its way
 * (deferred.ts): stand-ins drawn with the real controls' parts and names. A press on one opens
 * the real control as its code arrives; focus moves across with it.
 */
const meta = {
  title: 'Primitives/Stand-Ins',
  parameters: { standIns: true },
  args: { onAction: fn(), onSelectionChange: fn(), onPagesChange: fn() },
  render: ({ onAction, onSelectionChange, onPagesChange }) => (
    <Stack space="4">
      <Menu label="Resources" placement="bottom start" onAction={onAction}>
        <MenuItem id="blog">Blog</MenuItem>
        <MenuItem id="help">Help Desk</MenuItem>
      </Menu>
      <Select
        label="When"
        items={[
          { id: 'now', name: 'Post Immediately' },
          { id: 'scheduled', name: 'Schedule Post' },
        ]}
        selectedKey="now"
        onSelectionChange={onSelectionChange}
        description="Times are in your time zone."
      />
      <MultiSelect
        label="Pages"
        placeholder="-- Select pages --"
        items={[
          { id: 'p1', name: 'Causeway Coffee Roasters' },
          { id: 'p2', name: 'Causeway Bakery' },
        ]}
        selectedKeys={[]}
        onSelectionChange={onPagesChange}
        errorMessage="Please select at least one page"
      />
      <Tooltip content="Coming soon!">
        <Button variant="secondary">Instagram</Button>
      </Tooltip>
    </Stack>
  ),
} satisfies Meta<{ onAction: () => void; onSelectionChange: () => void; onPagesChange: () => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the code has arrived: the same names, values, description and error as the real ones. */
export const BeforeTheCodeArrives: Story = {
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Resources' });
    await expect(menu).toHaveAttribute('aria-haspopup', 'menu');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const when = canvas.getByRole('button', { name: 'Post Immediately When' });
    await expect(when).toHaveAccessibleDescription('Times are in your time zone.');
    const pages = canvas.getByRole('button', { name: '-- Select pages -- Pages' });
    await expect(pages).toHaveAccessibleDescription('Please select at least one page');
    await expect(canvas.getByText('Please select at least one page')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Instagram' })).toBeInTheDocument();
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const PressOpensTheMenuAsItArrives: Story = {
  tags: ['behaviour'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resources' }));
    const menu = await settledMenu();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Blog' })).toHaveFocus());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Help Desk' }));
    await expect(args.onAction).toHaveBeenCalledWith('help', undefined);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};

/** A keyboard user who reached a stand-in keeps their place: focus goes to the real trigger, and back to it. */
export const KeyboardKeepsItsPlace: Story = {
  tags: ['behaviour'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Resources' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await settledMenu();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Blog' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    const trigger = canvas.getByRole('button', { name: 'Resources' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());

    // A list asked for by a key opens with focus on an option, as the real one does.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Post Immediately When' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Post Immediately' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
  },
};

export const PressOpensTheListAsItArrives: Story = {
  tags: ['behaviour'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Post Immediately When' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Schedule Post' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('scheduled');

    await userEvent.click(canvas.getByRole('button', { name: '-- Select pages -- Pages' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Causeway Bakery' }));
    await expect(args.onPagesChange).toHaveBeenCalledWith(['p2']);
  },
};
