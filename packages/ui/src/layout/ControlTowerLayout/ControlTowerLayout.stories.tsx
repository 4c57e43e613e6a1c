import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyNavigate as navigate } from '../../testing/story-navigate';
import { largePhoneScreen, phoneScreen, veryWideScreen, wideScreen } from '../../testing/viewports';
import { ComingSoonScreen } from '../../screens/shell/ComingSoonScreen';
import { ControlTowerLayout } from './ControlTowerLayout';

const meta = {
  title: 'Layout/ControlTowerLayout',
  component: ControlTowerLayout,
  args: {
    currentPath: '/control-tower/personal',
    children: <ComingSoonScreen title="Personal" headingLevel={2} message="Personal settings are on their way" />,
  },
} satisfies Meta<typeof ControlTowerLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabNames = [
  'Personal',
  'Security',
  'Purchase Plan',
  'Billing',
  'Notification',
  'Team Management',
  'Manage Social Account',
];

/** The seven tabs as links, Personal current. */
export const Personal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Control Tower' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Settings' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(tabNames);
    await expect(within(nav).getByRole('link', { name: 'Personal' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Billing' }));
    await expect(navigate).toHaveBeenLastCalledWith('/control-tower/billing', undefined);
  },
};

/** /control-tower/pricing shows the plan tab, marked current. */
export const PricingMarksPurchasePlan: Story = {
  args: { currentPath: '/control-tower/pricing' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Settings' });
    await expect(within(nav).getByRole('link', { name: 'Purchase Plan' })).toHaveAttribute('aria-current', 'page');
  },
};

/** An unknown sub-path: no tab is current. */
export const Welcome: Story = {
  args: {
    currentPath: '/control-tower/somewhere',
    children: <ComingSoonScreen title="Welcome to Control Tower" headingLevel={2} message="Choose a tab above" />,
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Settings' });
    for (const link of within(nav).getAllByRole('link')) await expect(link).not.toHaveAttribute('aria-current');
  },
};

/** 360 px: the tab row scrolls on its own; the page does not. */
export const SmallPhone: Story = {
  globals: phoneScreen,
  play: async () => {
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

function expectTabsOnOneRow(canvasElement: HTMLElement) {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Settings' });
  const tops = new Set(
    within(nav)
      .getAllByRole('link')
      .map((link) => Math.round(link.getBoundingClientRect().top)),
  );
  return expect(tops.size).toBe(1);
}

/** 390 px: the seven tabs stay on one row that scrolls on its own; the page does not scroll sideways. */
export const Phone: Story = {
  globals: largePhoneScreen,
  play: async ({ canvasElement }) => {
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expectTabsOnOneRow(canvasElement);
  },
};

/** 1440 px: every tab in view on one row. */
export const WideScreen: Story = {
  globals: wideScreen,
  play: async ({ canvasElement }) => {
    await expectTabsOnOneRow(canvasElement);
    const nav = within(canvasElement).getByRole('navigation', { name: 'Settings' });
    for (const link of within(nav).getAllByRole('link')) await expect(link).toBeVisible();
  },
};

/** 2560 px: the heading, the tab row and the tab's page share one left edge, whatever the width. */
export const VeryWideScreen: Story = {
  globals: veryWideScreen,
  play: async ({ canvasElement }) => {
    await expectTabsOnOneRow(canvasElement);
    const heading = within(canvasElement).getByRole('heading', { level: 1 }).getBoundingClientRect();
    const nav = within(canvasElement).getByRole('navigation', { name: 'Settings' }).getBoundingClientRect();
    const page = within(canvasElement).getByRole('heading', { level: 2 }).getBoundingClientRect();
    await expect(Math.abs(heading.left - nav.left)).toBeLessThanOrEqual(1);
    await expect(Math.abs(page.left - nav.left)).toBeLessThanOrEqual(1);
  },
};
