import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { breakpoints } from '../../theme/tokens';
import { Button } from '../Button';
import * as styles from './Dialog.css';
import { Dialog, DialogTrigger } from './index';
import { largePhoneScreen } from '../../testing/viewports';
import { classSelector } from '../../testing/class-selector';
import { settledDialog } from '../../testing/settled-overlay';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Add New Team',
    children: 'Teams keep their own pages, members and plan. You can switch between teams at any time.',
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const actions = (close: () => void) => (
  <>
    <Button variant="secondary" onPress={close}>
      Cancel
    </Button>
    <Button onPress={close}>Create Team</Button>
  </>
);

/** Open from the start, for review. */
export const Open: Story = {
  args: { defaultOpen: true, actions },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add New Team' });
    await expect(dialog).toHaveTextContent('Teams keep their own pages');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toBeVisible());
    // Actions sit at the right edge, the main action last.
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const create = screen.getByRole('button', { name: 'Create Team' });
    await expect(create.getBoundingClientRect().left).toBeGreaterThan(cancel.getBoundingClientRect().left);
    const dialogRight = dialog.getBoundingClientRect().right;
    await expect(dialogRight - create.getBoundingClientRect().right).toBeLessThanOrEqual(24);
  },
};

/** Below 768px the dialog is a sheet along the bottom edge. */
export const SheetOnSmallScreens: Story = {
  args: { defaultOpen: true, actions },
  globals: largePhoneScreen,
  play: async () => {
    const dialog = await settledDialog('Add New Team');
    await expect(window.innerWidth).toBeLessThan(breakpoints.medium);
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(Math.round(box.width)).toBe(window.innerWidth);
  },
};

/** From 768px up the dialog is a centred card. */
export const CentredOnLargeScreens: Story = {
  args: { defaultOpen: true, actions },
  play: async () => {
    const dialog = await settledDialog('Add New Team');
    await expect(window.innerWidth).toBeGreaterThanOrEqual(breakpoints.medium);
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.left + box.width / 2)).toBe(Math.round(window.innerWidth / 2));
    await expect(Math.round(box.top + box.height / 2)).toBe(Math.round(window.innerHeight / 2));
  },
};

export const WithTrigger: Story = {
  render: ({ onOpenChange, ...args }) => (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>Add New Team</Button>
      <Dialog {...args} actions={actions} />
    </DialogTrigger>
  ),
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Add New Team' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Team' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus moves into the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    // Tab stays inside.
    for (let i = 0; i < 4; i++) await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CloseButtonReturnsFocus: Story = {
  tags: ['behaviour'],
  render: WithTrigger.render,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Add New Team' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const BackdropClickCloses: Story = {
  tags: ['behaviour'],
  render: WithTrigger.render,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Team' }));
    const dialog = await screen.findByRole('dialog');
    const backdrop = dialog.closest<HTMLElement>(classSelector(styles.overlay));
    if (!backdrop) throw new Error('The dialog has no backdrop');
    await userEvent.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const NotDismissable: Story = {
  args: { defaultOpen: true, isDismissable: false, isKeyboardDismissDisabled: true, showCloseButton: false, actions },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const backdrop = dialog.closest<HTMLElement>(classSelector(styles.overlay));
    if (!backdrop) throw new Error('The dialog has no backdrop');
    await userEvent.click(backdrop);
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    size: 'large',
    title: 'Privacy Policy',
    children: Array.from({ length: 30 }, (_, index) => (
      <p key={index}>Paragraph {index + 1}: what we store, why we store it and how long we keep it, in plain words.</p>
    )),
    actions: (close) => <Button onPress={close}>Done</Button>,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    // The body scrolls; the title and actions stay in view.
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done' })).toBeVisible());
  },
};
