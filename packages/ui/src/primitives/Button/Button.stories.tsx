import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectFocusRing, inForcedColors } from '../../testing/focus-ring';
import { palette } from '../../theme/tokens';
import { Button } from './Button';

/** A palette colour as the browser reports a computed colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const accent = rgb(palette.accent);

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Save Changes', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Quiet: Story = { args: { variant: 'quiet', children: 'Forgot Password?' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete Account Permanently' } };
export const Small: Story = { args: { size: 'small', children: 'Refresh Pages' } };
export const Large: Story = { args: { size: 'large', children: 'Get Started Free' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Login' } };

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Verify Email' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Verify Email' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Login', pendingLabel: 'Logging in...' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Logging in\.\.\./ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  tags: ['behaviour'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** Focus is always visible: from the keyboard, the 2px accent ring, drawn as an outline. */
export const FocusRing: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button');
    await expect(button).toHaveFocus();
    await expectFocusRing(button);
  },
};

/**
 * On the accent-filled button the ring is drawn in the text colour: an accent ring around an accent
 * fill reads as part of the button. Other variants keep the accent ring.
 */
export const FocusRingOnPrimary: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button');
    await expectFocusRing(button);
    const style = getComputedStyle(button);
    await expect(style.backgroundColor).toBe(accent);
    await expect(style.outlineColor).toBe(rgb(palette.text));
  },
};

export const FocusRingOnSecondary: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(getComputedStyle(canvas.getByRole('button')).outlineColor).toBe(accent);
  },
};

/** Windows' forced colours drop shadows and tints; the outline ring stays (in the system colour). */
export const FocusRingInForcedColors: Story = {
  play: async ({ canvas }) => {
    await inForcedColors(async (isForced) => {
      await userEvent.tab();
      const button = canvas.getByRole('button');
      await expectFocusRing(button);
      // The system's colour, not the accent: proof the page really was in forced colours.
      if (isForced) await expect(getComputedStyle(button).outlineColor).not.toBe(accent);
    });
  },
};
