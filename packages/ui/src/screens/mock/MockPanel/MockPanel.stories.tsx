import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { phoneScreen } from '../../../testing/viewports';
import { MockPanel, type MockPanelProps } from './MockPanel';
import { typeText } from '../../../testing/type-text';
import { settledDialog } from '../../../testing/settled-overlay';

const scenarios = [
  {
    id: 'login.unauthorized',
    area: 'login',
    description: 'Your account is inactive or has been deleted. Please contact support.',
  },
  {
    id: 'login.user-inactive',
    area: 'login',
    description: 'Your account is currently inactive. Please contact support for assistance.',
  },
  { id: 'billing.plans-failed', area: 'billing', description: 'Failed to fetch billing plans' },
  { id: 'network.down', area: 'network', description: 'Every call fails as if the connection were lost.' },
];

function Stateful(args: MockPanelProps) {
  const [activeIds, setActiveIds] = useState<string[]>([...args.activeIds]);
  return (
    <MockPanel
      {...args}
      activeIds={activeIds}
      onActiveIdsChange={(ids) => {
        setActiveIds(ids);
        args.onActiveIdsChange(ids);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Mock/MockPanel',
  component: MockPanel,
  parameters: { layout: 'fullscreen' },
  args: { scenarios, activeIds: [], onActiveIdsChange: fn(), onReset: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof MockPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** On the smallest phone the bar spans the top edge, its note shortened, the button inside the screen. */
export const OnAPhone: Story = {
  globals: phoneScreen,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('complementary', { name: 'Mock mode' });
    const box = bar.getBoundingClientRect();
    await expect(box.top).toBe(0);
    await expect(box.width).toBe(window.innerWidth);
    const trigger = within(bar).getByRole('button', { name: 'Mock data' });
    await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(trigger.getBoundingClientRect().bottom).toBeLessThanOrEqual(box.bottom);
  },
};

export const Open: Story = { args: { defaultOpen: true, activeIds: ['login.user-inactive'] } };

export const ToggleAndFilter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mock data' }));
    const dialog = await settledDialog('Mock data and scenarios');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /currently inactive/ }));
    await expect(args.onActiveIdsChange).toHaveBeenLastCalledWith(['login.user-inactive']);
    await typeText(within(dialog).getByRole('textbox', { name: 'Filter scenarios' }), 'billing');
    await expect(within(dialog).getByRole('checkbox', { name: /billing plans/ })).toBeVisible();
    await expect(within(dialog).queryByRole('checkbox', { name: /currently inactive/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn all off' }));
    await expect(args.onActiveIdsChange).toHaveBeenLastCalledWith([]);
  },
};

export const ResetDemoData: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

export const Resetting: Story = { args: { defaultOpen: true, isResetting: true } };
