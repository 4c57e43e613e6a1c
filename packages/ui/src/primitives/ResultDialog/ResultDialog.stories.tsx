import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { palette } from '../../theme/tokens';
import { Button } from '../Button';
import { ResultDialog, type ResultDialogProps } from './ResultDialog';

const meta = {
  title: 'Primitives/ResultDialog',
  component: ResultDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    tone: 'success',
    title: 'Settings Updated',
    message: 'Your personal settings have been updated.',
  },
} satisfies Meta<typeof ResultDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function rgb(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

export const Success: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Settings Updated' });
    await expect(dialog).toHaveAccessibleDescription('Your personal settings have been updated.');
    const ok = screen.getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    await expect(getComputedStyle(dialog.querySelector('svg')?.parentElement as Element).color).toBe(
      rgb(palette.successText),
    );
    await userEvent.click(ok);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ErrorResult: Story = {
  name: 'Error — result',
  args: {
    tone: 'error',
    title: 'Cannot Switch to Free Plan',
    message: 'Cancel the paid subscription first, or wait for it to expire.',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Cannot Switch to Free Plan' });
    await expect(getComputedStyle(dialog.querySelector('svg')?.parentElement as Element).color).toBe(
      rgb(palette.dangerText),
    );
  },
};

export const CustomButtonLabel: Story = {
  args: {
    title: 'Account Deleted',
    message: 'Your account has been deleted. To reactivate it, contact support.',
    okLabel: 'Go to Home',
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
  },
};

function Opened(args: ResultDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Save Changes</Button>
      <ResultDialog {...args} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

export const EscapeClosesAndReturnsFocus: Story = {
  tags: ['behaviour'],
  render: (args) => <Opened {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Save Changes' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Settings Updated' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
