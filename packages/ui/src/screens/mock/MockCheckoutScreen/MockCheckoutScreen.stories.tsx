import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MockCheckoutScreen } from './MockCheckoutScreen';

const meta = {
  title: 'Screens/Mock/MockCheckout',
  component: MockCheckoutScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    checkout: { mode: 'subscription', teamName: 'Causeway Studio', planName: 'Pro', priceText: '$29.00 / month' },
    onPay: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof MockCheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subscription: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('$29.00 / month')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const SaveCard: Story = {
  args: { checkout: { mode: 'setup', teamName: 'Causeway Studio', planName: null, priceText: null } },
};

export const Paying: Story = { args: { pending: 'pay' } };

export const UnknownSession: Story = {
  args: { checkout: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('does not exist');
  },
};
