import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { breakpoints } from '../../theme/tokens';
import { TextField } from '../TextField';
import { SharedTabPanel } from './SharedTabPanel';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';
import { storyNavigate as navigate } from '../../testing/story-navigate';
import { typeText } from '../../testing/type-text';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const categories = ['All', 'Post', 'Story', 'Reel'] as const;

const categoryTabList = (
  <TabList aria-label="Category">
    {categories.map((category) => (
      <Tab key={category} id={category}>
        {category}
      </Tab>
    ))}
  </TabList>
);

/** The queue's and history's category tabs. */
export const CategoryTabs: Story = {
  args: { defaultSelectedKey: 'Post', onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      {categoryTabList}
      {categories.map((category) => (
        <TabPanel key={category} id={category}>
          {category} items
        </TabPanel>
      ))}
    </Tabs>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Post' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Post items');

    await userEvent.click(canvas.getByRole('tab', { name: 'Story' }));
    await expect(canvas.getByRole('tab', { name: 'Story' })).toHaveAttribute('data-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Story items');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('Story');
  },
};

/**
 * The tabs are drawn once their collection is built, a moment after the list: the list holds one
 * row of tabs from its first paint, so what is below it does not move when they come.
 */
export const RowHeldFromFirstPaint: Story = {
  tags: ['behaviour'],
  ...CategoryTabs,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    const row = list.getBoundingClientRect().height;
    await expect(row).toBeGreaterThan(0);
    await expect(Number.parseFloat(getComputedStyle(list).minBlockSize)).toBeCloseTo(row, 0);
  },
};

export const KeyboardArrows: Story = {
  tags: ['behaviour'],
  ...CategoryTabs,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Post' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Story' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Story items');

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Reel' })).toHaveAttribute('aria-selected', 'true');

    // Arrows wrap around the ends.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Reel' })).toHaveFocus();

    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/**
 * Tabs that filter one list share one panel: what is in it stays from one tab to the next (here a
 * field keeps what was typed), and the panel is always the chosen tab's, by name and by id.
 */
export const OnePanelForAllTabs: Story = {
  tags: ['behaviour'],
  args: { defaultSelectedKey: 'Post' },
  render: (args) => (
    <Tabs {...args}>
      {categoryTabList}
      <SharedTabPanel>
        <TextField label="Search" />
      </SharedTabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel');
    const expectPanelOf = async (name: string) => {
      const tab = canvas.getByRole('tab', { name });
      await expect(panel).toHaveAccessibleName(name);
      await expect(tab).toHaveAttribute('aria-controls', panel.id);
    };
    await expectPanelOf('Post');
    await typeText(canvas.getByRole('textbox', { name: 'Search' }), 'winter');

    await userEvent.click(canvas.getByRole('tab', { name: 'Story' }));
    await expect(canvas.getByRole('tabpanel')).toBe(panel);
    await expectPanelOf('Story');
    await expect(canvas.getByRole('textbox', { name: 'Search' })).toHaveValue('winter');

    await userEvent.keyboard('{ArrowRight}');
    await expectPanelOf('Reel');
  },
};

const settings = [
  ['personal', 'Personal'],
  ['security', 'Security'],
  ['plan', 'Purchase Plan'],
  ['billing', 'Billing'],
  ['notification', 'Notification'],
  ['team-management', 'Team Management'],
  ['manage-social-account', 'Manage Social Account'],
] as const;

/** The settings area: every tab is a route, so tabs are links and the route picks the selection. */
export const SettingsTabsAsLinks: Story = {
  tags: ['behaviour'],
  args: { selectedKey: 'security' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Settings">
        {settings.map(([id, label]) => (
          <Tab key={id} id={id} href={`/control-tower/${id}`}>
            {label}
          </Tab>
        ))}
      </TabList>
      <TabPanel id={args.selectedKey ?? 'personal'}>Change Current Password</TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Billing' }));
    await expect(navigate).toHaveBeenCalledWith('/control-tower/billing', undefined);
  },
};

export const SmallScreenScrolls: Story = {
  ...SettingsTabsAsLinks,
  render: (args) => (
    <div style={{ maxWidth: breakpoints.small }}>
      <Tabs {...args}>
        <TabList aria-label="Settings">
          {settings.map(([id, label]) => (
            <Tab key={id} id={id} href={`/control-tower/${id}`}>
              {label}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={args.selectedKey ?? 'personal'}>Change Current Password</TabPanel>
      </Tabs>
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(breakpoints.small);
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', defaultSelectedKey: 'personal' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Settings">
        {settings.slice(0, 3).map(([id, label]) => (
          <Tab key={id} id={id}>
            {label}
          </Tab>
        ))}
      </TabList>
      {settings.slice(0, 3).map(([id, label]) => (
        <TabPanel key={id} id={id}>
          {label} settings
        </TabPanel>
      ))}
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Personal' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Security settings');
  },
};

export const DisabledTab: Story = {
  args: { defaultSelectedKey: 'Post', disabledKeys: ['Story'] },
  render: CategoryTabs.render,
  play: async ({ canvas }) => {
    const story = canvas.getByRole('tab', { name: 'Story' });
    await expect(story).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Post' }));
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped.
    await expect(canvas.getByRole('tab', { name: 'Reel' })).toHaveFocus();
  },
};
