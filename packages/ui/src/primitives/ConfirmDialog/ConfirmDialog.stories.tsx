import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { palette } from '../../theme/tokens';
import { Button } from '../Button';
import { overlay } from '../Dialog/Dialog.css';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { classSelector } from '../../testing/class-selector';
import { heldWork } from '../../testing/held-work';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Update Personal Settings',
    message: 'Are you sure you want to update your personal settings?',
    confirmLabel: 'Save Changes',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function rgb(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/** The action behind the confirm button: it ends when the story says. */
const deletion = heldWork();

/** Opened from a button, as on a screen; confirming runs an action with the busy state. */
function WithTrigger(args: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Delete Account Permanently
      </Button>
      <ConfirmDialog
        {...args}
        isOpen={isOpen}
        isBusy={isBusy}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        onConfirm={() => {
          args.onConfirm();
          setBusy(true);
          deletion.start(() => {
            setBusy(false);
            setOpen(false);
          });
        }}
      />
    </>
  );
}

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Update Personal Settings' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to update your personal settings?');
    // The safe choice has focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Danger: Story = {
  args: {
    title: 'Delete Account',
    message: 'Your account and its data will be deleted. This cannot be undone.',
    confirmLabel: 'Delete Account',
    tone: 'danger',
  },
  play: async () => {
    const confirm = await screen.findByRole('button', { name: 'Delete Account' });
    await expect(getComputedStyle(confirm).backgroundColor).toBe(rgb(palette.dangerSolid));
  },
};

export const CancelCloses: Story = {
  tags: ['behaviour'],
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EscapeCloses: Story = {
  tags: ['behaviour'],
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Busy: Story = {
  args: {
    title: 'Change Password',
    message: 'You will be logged out after the change. Continue?',
    confirmLabel: 'Reset Password',
    isBusy: true,
    busyLabel: 'Resetting...',
  },
  play: async ({ args }) => {
    const confirm = await screen.findByRole('button', { name: /Resetting\.\.\./ });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    const backdrop = screen.getByRole('alertdialog').closest<HTMLElement>(classSelector(overlay));
    if (!backdrop) throw new Error('The dialog has no backdrop');
    await userEvent.click(backdrop);

    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const ConfirmFlowReturnsFocus: Story = {
  tags: ['behaviour'],
  args: {
    title: 'Delete Account',
    message: 'Your account and its data will be deleted. This cannot be undone.',
    confirmLabel: 'Delete Account',
    tone: 'danger',
    busyLabel: 'Deleting...',
  },
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete Account Permanently' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(await screen.findByRole('button', { name: /Deleting\.\.\./ })).toBeInTheDocument();
    deletion.finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
