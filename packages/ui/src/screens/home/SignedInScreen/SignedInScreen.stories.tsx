import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { SignedInScreen } from './SignedInScreen';
import { phoneScreen } from '../../../testing/viewports';

const meta = {
  title: 'Screens/Home/SignedIn',
  component: SignedInScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Publish Post',
    user: { username: 'Dana Scully', email: 'demo@causeway.test', profilePicture: null },
    onLogout: fn(),
  },
} satisfies Meta<typeof SignedInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Publish Post' })).toBeVisible();
    await expect(canvas.getByText('Welcome back, Dana Scully.')).toBeVisible();
    await expect(canvas.getByText('demo@causeway.test')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const LoadingDetails: Story = {
  args: { user: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your details...')).toBeVisible();
  },
};

export const SigningOut: Story = {
  args: { isSigningOut: true },
  play: async () => {
    const status = await screen.findByRole('status');
    await expect(status).toHaveTextContent('Please wait...');
    await expect(status).toHaveTextContent('Signing you out');
  },
};

export const SmallScreen: Story = {
  globals: phoneScreen,
};
