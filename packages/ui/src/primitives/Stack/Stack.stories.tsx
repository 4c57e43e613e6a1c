import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { desktopScreen, phoneScreen } from '../../testing/viewports';
import { Stack } from './Stack';

const box = sprinkles({ background: 'accentTint', color: 'accentText', padding: '3', borderRadius: 'control' });

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: {
    space: '4',
    children: ['Account', 'Teams', 'Billing'].map((name) => (
      <div key={name} className={box}>
        {name}
      </div>
    )),
  },
  render: (args) => <Stack {...args} data-testid="stack" />,
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vertical distance between each child and the next. */
function gaps(children: Element[]) {
  return children.slice(1).map((child, index) => {
    const previous = children[index]?.getBoundingClientRect().bottom ?? 0;
    return Math.round(child.getBoundingClientRect().top - previous);
  });
}

/** One under another, 16px apart (space '4'), each as wide as the stack. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('stack');
    const children = [...stack.children];
    await expect(gaps(children)).toEqual([16, 16]);
    for (const child of children) {
      await expect(child.getBoundingClientRect().width).toBe(stack.getBoundingClientRect().width);
      await expect(child.getBoundingClientRect().left).toBe(stack.getBoundingClientRect().left);
    }
  },
};

/** `align="start"`: children keep their own width, lined up on the left edge. */
export const AlignStart: Story = {
  args: { space: '2', align: 'start' },
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('stack');
    const children = [...stack.children];
    await expect(gaps(children)).toEqual([8, 8]);
    for (const child of children) {
      await expect(child.getBoundingClientRect().width).toBeLessThan(stack.getBoundingClientRect().width);
      await expect(child.getBoundingClientRect().left).toBe(stack.getBoundingClientRect().left);
    }
  },
};

/** `as="ul"`: a real list, without bullets or indent. */
export const AsList: Story = {
  args: {
    as: 'ul',
    space: '3',
    'aria-label': 'Settings',
    children: ['Account', 'Teams', 'Billing'].map((name) => (
      <li key={name} className={box}>
        {name}
      </li>
    )),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Settings' });
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(gaps(items)).toEqual([12, 12]);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(items[0]?.getBoundingClientRect().left).toBe(list.getBoundingClientRect().left);
  },
};

/** A space per breakpoint: 8px on a phone... */
export const ResponsiveSpaceOnAPhone: Story = {
  args: { space: { base: '2', large: '6' } },
  globals: phoneScreen,
  play: async ({ canvas }) => {
    await expect(gaps([...canvas.getByTestId('stack').children])).toEqual([8, 8]);
  },
};

/** ...and 24px from the large breakpoint up. */
export const ResponsiveSpaceOnADesktop: Story = {
  args: { space: { base: '2', large: '6' } },
  globals: desktopScreen,
  play: async ({ canvas }) => {
    await expect(gaps([...canvas.getByTestId('stack').children])).toEqual([24, 24]);
  },
};
