import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { heldWork } from '../../testing/held-work';
import { Button } from '../Button';
import { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay';

const meta = {
  title: 'Primitives/LoadingOverlay',
  component: LoadingOverlay,
  args: { isOpen: true, title: 'Please wait...', message: 'Signing you in' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SigningIn: Story = {
  play: async () => {
    const status = await screen.findByRole('status');
    await expect(status).toHaveTextContent('Please wait...');
    await expect(status).toHaveTextContent('Signing you in');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

export const SigningOut: Story = { args: { message: 'Signing you out' } };

export const Closed: Story = {
  args: { isOpen: false },
  play: async () => {
    await expect(screen.queryByRole('status')).not.toBeInTheDocument();
  },
};

const loginPressed = fn();
/** The sign-in behind the overlay: it ends when the story says. */
const signingIn = heldWork();

/** A page behind the overlay: while it shows, nothing behind it can be clicked, focused or dismissed. */
function Page(args: LoadingOverlayProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        onPress={() => {
          loginPressed();
          setOpen(true);
          signingIn.start(() => setOpen(false));
        }}
      >
        Login
      </Button>
      <LoadingOverlay {...args} isOpen={isOpen} />
    </>
  );
}

export const BlocksThePageBehind: Story = {
  render: (args) => <Page {...args} />,
  play: async ({ canvas }) => {
    loginPressed.mockClear();
    const login = canvas.getByRole('button', { name: 'Login' });
    await userEvent.click(login);
    const status = await screen.findByRole('status');

    // The overlay covers the page: a pointer over the button hits the overlay, and the page is inert.
    const box = login.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(login.contains(hit)).toBe(false);
    await expect(login.closest('[inert]')).not.toBeNull();

    // Focus moves onto the message and stays there; Escape does not close the overlay.
    await waitFor(() => expect(status).toHaveFocus());
    await userEvent.tab();
    await expect(login).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('status')).toBeInTheDocument();
    await expect(loginPressed).toHaveBeenCalledOnce();

    // When the work is done the overlay goes and focus returns to the page.
    signingIn.finish();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    await expect(login).toHaveFocus();
    await expect(login.closest('[inert]')).toBeNull();
  },
};
