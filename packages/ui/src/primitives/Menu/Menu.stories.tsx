import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { settledMenu } from '../../testing/settled-overlay';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu';
import { storyNavigate as navigate } from '../../testing/story-navigate';

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: { label: 'Resources', onAction: fn(), onOpenChange: fn() },
  render: (args) => (
    <Menu {...args}>
      <MenuItem href="/blog">Blog</MenuItem>
      <MenuItem href="/help">Help Desk</MenuItem>
    </Menu>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Resources' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Open, for review. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await settledMenu('Resources');
    await expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Blog', 'Help Desk']);
  },
};

export const ClickOpensAndLinksNavigate: Story = {
  tags: ['behaviour'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resources' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Blog' }));
    await expect(navigate).toHaveBeenCalledWith('/blog', undefined);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const KeyboardOperation: Story = {
  tags: ['behaviour'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Resources' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Blog' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Help Desk' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    // ArrowDown on the trigger opens the menu too.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Blog' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/help', undefined);
  },
};

/** The public navigation's Resources: opens while the mouse is over it, and still works by keyboard. */
export const OpenOnHover: Story = {
  args: { openOnHover: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Resources' });
    await userEvent.hover(trigger);
    const menu = await screen.findByRole('menu');
    // Hovering does not move focus.
    await expect(menu.contains(document.activeElement)).toBe(false);

    // The pointer may travel from the trigger into the menu (and rest there: Menu.test.tsx, on a fake clock).
    await userEvent.unhover(trigger);
    await userEvent.hover(menu);
    await expect(screen.getByRole('menu')).toBeInTheDocument();

    // A click on the trigger keeps it open rather than toggling it shut.
    await userEvent.unhover(menu);
    await userEvent.hover(trigger);
    await userEvent.click(trigger);
    await expect(screen.getByRole('menu')).toBeInTheDocument();

    // Leaving both closes it.
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/**
 * Escape closes a hover-opened menu though focus is not in it, and the menu stays shut while the
 * pointer rests on the trigger (the browser reports it entering again as the layout changes).
 */
export const OpenOnHoverEscape: Story = {
  tags: ['behaviour'],
  args: { openOnHover: true },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Resources' });
    await userEvent.hover(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    // A hover opens the menu in the pointer's own handler: this one has not.
    await fireEvent.pointerOver(trigger, { pointerType: 'mouse', relatedTarget: document.body });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    // Once the pointer has left, a hover opens it again.
    await userEvent.unhover(trigger);
    await userEvent.hover(trigger);
    await expect(await screen.findByRole('menu')).toBeInTheDocument();
  },
};

export const OpenOnHoverByKeyboard: Story = {
  tags: ['behaviour'],
  args: { openOnHover: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Resources' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Blog' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/help', undefined);
  },
};

const profile = (
  <div className={sprinkles({ display: 'flex', alignItems: 'center', gap: '3' })}>
    <Avatar name="Dana Scully" />
    <div>
      <div className={sprinkles({ fontWeight: 'semibold' })}>Dana Scully</div>
      <div className={sprinkles({ color: 'textMuted', fontSize: 'xs' })}>demo@causeway.test</div>
      <Badge tone="accent">Personal</Badge>
    </div>
  </div>
);

/** The header bar's profile menu: who is signed in, links, a separator and Log Out. */
export const ProfileMenu: Story = {
  args: {
    label: <Avatar name="Dana Scully" size="small" />,
    triggerLabel: 'Profile',
    header: profile,
    defaultOpen: true,
  },
  render: (args) => (
    <Menu {...args}>
      <MenuItem href="/control-tower/plan">Pricing</MenuItem>
      <MenuItem href="/control-tower/billing">Billing Details</MenuItem>
      <MenuItem href="/control-tower/personal">Account Settings</MenuItem>
      <MenuSeparator />
      <MenuItem id="logout" tone="danger">
        Log Out
      </MenuItem>
    </Menu>
  ),
  play: async ({ args }) => {
    await settledMenu('Profile');
    await expect(screen.getByText('demo@causeway.test')).toBeVisible();
    await expect(screen.getByRole('separator')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    // The second argument is the item's `value`, unset here.
    await expect(args.onAction).toHaveBeenCalledWith('logout', undefined);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const SectionsAndDisabledItems: Story = {
  args: { label: 'Publish', defaultOpen: true, disabledKeys: ['drafts'] },
  render: (args) => (
    <Menu {...args}>
      <MenuSection title="Create">
        <MenuItem id="post">Post</MenuItem>
        <MenuItem id="story">Story</MenuItem>
        <MenuItem id="reel">Reel</MenuItem>
      </MenuSection>
      <MenuSection title="Manage">
        <MenuItem id="drafts">Drafts</MenuItem>
        <MenuItem id="queue">Queue</MenuItem>
      </MenuSection>
    </Menu>
  ),
  play: async ({ args }) => {
    await settledMenu();
    await expect(screen.getByRole('group', { name: 'Create' })).toBeInTheDocument();
    const drafts = screen.getByRole('menuitem', { name: 'Drafts' });
    await expect(drafts).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(drafts, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Queue' }));
    await expect(args.onAction).toHaveBeenCalledWith('queue', undefined);
  },
};
