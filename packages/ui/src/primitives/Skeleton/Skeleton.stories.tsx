import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Skeleton, SkeletonRows } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'text', width: 'long' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const column = sprinkles({ display: 'grid', gap: '4' });

/** One line of text that is loading: seen, not read out. */
export const TextLine: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('span');
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(block?.getBoundingClientRect().height).toBe(12);
  },
};

/** Every shape, each at the width a layout would give it. */
export const Shapes: Story = {
  render: () => (
    <div className={column}>
      <Skeleton shape="title" width="medium" />
      <Skeleton shape="price" width="short" />
      <Skeleton shape="text" width="full" />
      <Skeleton shape="text" width="long" />
      <Skeleton shape="button" width="short" />
      <Skeleton shape="image" width="full" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const blocks = [...canvasElement.querySelectorAll('span')];
    await expect(blocks).toHaveLength(6);
    await expect(blocks.every((block) => block.getAttribute('aria-hidden') === 'true')).toBe(true);
    const [title, , full, long] = blocks.map((block) => block.getBoundingClientRect());
    await expect(title?.height).toBe(24);
    await expect(long?.width).toBeLessThan(full?.width ?? 0);
  },
};

/** The default wait of a list: five bordered rows. */
export const Rows: Story = {
  render: () => <SkeletonRows />,
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(rows?.children).toHaveLength(5);
    await expect(rows?.querySelectorAll('span')).toHaveLength(10);
  },
};

export const ThreeRows: Story = {
  render: () => <SkeletonRows rows={3} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')?.children).toHaveLength(3);
  },
};
