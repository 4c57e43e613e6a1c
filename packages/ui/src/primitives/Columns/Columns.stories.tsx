import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { breakpoints } from '../../theme/tokens';
import { sprinkles } from '../../theme/sprinkles.css';
import { desktopScreen, phoneScreen, tabletScreen } from '../../testing/viewports';
import { Column } from './Column';
import { Columns } from './Columns';

const box = sprinkles({ background: 'accentTint', color: 'accentText', padding: '4', borderRadius: 'control' });

const meta = {
  title: 'Primitives/Columns',
  component: Columns,
  args: { space: '6' },
  render: (args) => (
    <Columns {...args} data-testid="columns">
      <Column width="2/3" className={box}>
        Post form
      </Column>
      <Column className={box}>Live preview</Column>
    </Columns>
  ),
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

function measure(canvasElement: HTMLElement) {
  const columns = canvasElement.querySelector<HTMLElement>('[data-testid="columns"]');
  if (!columns) throw new Error('No columns rendered');
  return {
    row: columns.getBoundingClientRect(),
    cells: [...columns.children].map((cell) => cell.getBoundingClientRect()),
  };
}

/** Side by side from 768px: a 2/3 column and a fluid one taking the rest, 24px apart. */
export const SideBySide: Story = {
  globals: desktopScreen,
  play: async ({ canvasElement }) => {
    const { row, cells } = measure(canvasElement);
    const [form, preview] = cells;
    await expect(preview?.top).toBe(form?.top);
    await expect(Math.round((preview?.left ?? 0) - (form?.right ?? 0))).toBe(24);
    // Two thirds of the row, gaps included: (width + gap) × 2/3 − gap.
    await expect(form?.width).toBeCloseTo(((row.width + 24) * 2) / 3 - 24, 0);
    await expect(preview?.right).toBeCloseTo(row.right, 0);
  },
};

/** On a phone they stack, first on top, each full width, the same 24px apart. */
export const StackedOnAPhone: Story = {
  globals: phoneScreen,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThan(breakpoints.medium);
    const { row, cells } = measure(canvasElement);
    const [form, preview] = cells;
    await expect(Math.round((preview?.top ?? 0) - (form?.bottom ?? 0))).toBe(24);
    for (const cell of cells) await expect(cell.width).toBe(row.width);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** `collapseBelow="large"`: still stacked on a tablet... */
export const CollapseBelowLargeOnATablet: Story = {
  args: { collapseBelow: 'large' },
  globals: tabletScreen,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(breakpoints.medium);
    await expect(window.innerWidth).toBeLessThan(breakpoints.large);
    const [form, preview] = measure(canvasElement).cells;
    await expect(preview?.top).toBeGreaterThan(form?.bottom ?? Infinity);
  },
};

/** ...and side by side from 1024px. */
export const CollapseBelowLargeOnADesktop: Story = {
  args: { collapseBelow: 'large' },
  globals: desktopScreen,
  play: async ({ canvasElement }) => {
    const [form, preview] = measure(canvasElement).cells;
    await expect(preview?.top).toBe(form?.top);
  },
};

/** `collapseBelow="never"`: a search field and its button stay on one row even on a phone. */
export const NeverCollapse: Story = {
  args: { collapseBelow: 'never', space: '2', align: 'center' },
  globals: phoneScreen,
  render: (args) => (
    <Columns {...args} data-testid="columns">
      <Column className={box}>Search</Column>
      <Column width="content" className={box}>
        Go
      </Column>
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const { row, cells } = measure(canvasElement);
    const [search, go] = cells;
    await expect(go?.top).toBe(search?.top);
    await expect(go?.right).toBeCloseTo(row.right, 0);
    await expect(Math.round((go?.left ?? 0) - (search?.right ?? 0))).toBe(8);
  },
};

/** Fractions that add up to one fill the row exactly; `as="ul"` with `li` columns for a list of cards. */
export const ThirdsAsAList: Story = {
  args: { as: 'ul', 'aria-label': 'Plans' },
  globals: desktopScreen,
  render: (args) => (
    <Columns {...args} data-testid="columns">
      {['Free', 'Pro', 'Business'].map((plan) => (
        <Column key={plan} as="li" width="1/3" className={box}>
          {plan}
        </Column>
      ))}
    </Columns>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const { row, cells } = measure(canvasElement);
    await expect(cells[0]?.left).toBeCloseTo(row.left, 0);
    await expect(cells[2]?.right).toBeCloseTo(row.right, 0);
    for (const cell of cells) await expect(cell.width).toBeCloseTo(cells[0]?.width ?? 0, 0);
  },
};
