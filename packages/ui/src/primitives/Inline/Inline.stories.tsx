import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { phoneScreen } from '../../testing/viewports';
import { Inline } from './Inline';

const box = sprinkles({ background: 'accentTint', color: 'accentText', padding: '2', borderRadius: 'control' });
const tall = sprinkles({ background: 'accentTint', color: 'accentText', padding: '6', borderRadius: 'control' });

const pages = [
  'Causeway News',
  'Causeway Support',
  'Causeway Careers',
  'Causeway Events',
  'Causeway Labs',
  'Causeway Jobs',
];

const meta = {
  title: 'Primitives/Inline',
  component: Inline,
  args: {
    space: '2',
    children: pages.slice(0, 3).map((name) => (
      <span key={name} className={box}>
        {name}
      </span>
    )),
  },
  render: (args) => <Inline {...args} data-testid="inline" />,
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (inline: HTMLElement) => [...inline.children].map((child) => child.getBoundingClientRect());

/** Side by side, 8px apart (space '2'), from the start of the row. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const inline = canvas.getByTestId('inline');
    const [first, second, third] = boxes(inline);
    await expect(first?.left).toBe(inline.getBoundingClientRect().left);
    await expect(Math.round((second?.left ?? 0) - (first?.right ?? 0))).toBe(8);
    await expect(Math.round((third?.left ?? 0) - (second?.right ?? 0))).toBe(8);
    await expect(second?.top).toBe(first?.top);
  },
};

/** What does not fit moves to the next row, with the same gap between rows; nothing sticks out. */
export const Wraps: Story = {
  args: {
    space: '3',
    children: pages.map((name) => (
      <span key={name} className={box}>
        {name}
      </span>
    )),
  },
  globals: phoneScreen,
  play: async ({ canvas }) => {
    const inline = canvas.getByTestId('inline');
    const all = boxes(inline);
    const rows = [...new Set(all.map((box) => Math.round(box.top)))];
    await expect(rows.length).toBeGreaterThan(1);
    const firstRow = all.filter((box) => Math.round(box.top) === rows[0]);
    const secondRowTop = rows[1] ?? 0;
    await expect(Math.round(secondRowTop - (firstRow[0]?.bottom ?? 0))).toBe(12);
    for (const box of all) await expect(box.right).toBeLessThanOrEqual(inline.getBoundingClientRect().right);
  },
};

/** `wrap={false}`: one row, whatever the width. */
export const NoWrap: Story = {
  args: {
    wrap: false,
    children: pages.map((name) => (
      <span key={name} className={box}>
        {name}
      </span>
    )),
  },
  globals: phoneScreen,
  play: async ({ canvas }) => {
    const tops = new Set(boxes(canvas.getByTestId('inline')).map((box) => Math.round(box.top)));
    await expect(tops.size).toBe(1);
  },
};

/** `justify="between"`: a heading at the start, its actions at the end. */
export const JustifyBetween: Story = {
  args: { justify: 'between' },
  play: async ({ canvas }) => {
    const inline = canvas.getByTestId('inline').getBoundingClientRect();
    const all = boxes(canvas.getByTestId('inline'));
    await expect(all[0]?.left).toBe(inline.left);
    await expect(all.at(-1)?.right).toBe(inline.right);
  },
};

/** Children of different heights line up on their middles (the default `align="center"`)... */
export const AlignCenter: Story = {
  args: {
    children: [
      <span key="tall" className={tall}>
        Tall
      </span>,
      <span key="short" className={box}>
        Short
      </span>,
    ],
  },
  play: async ({ canvas }) => {
    const [tallBox, shortBox] = boxes(canvas.getByTestId('inline'));
    const middle = (box: DOMRect | undefined) => Math.round(((box?.top ?? 0) + (box?.bottom ?? 0)) / 2);
    await expect(middle(shortBox)).toBe(middle(tallBox));
  },
};

/** ...or on their top edges with `align="start"`. */
export const AlignStart: Story = {
  args: { ...AlignCenter.args, align: 'start' },
  play: async ({ canvas }) => {
    const [tallBox, shortBox] = boxes(canvas.getByTestId('inline'));
    await expect(shortBox?.top).toBe(tallBox?.top);
    await expect(shortBox?.height).toBeLessThan(tallBox?.height ?? 0);
  },
};

/** `as="ul"`: a list of links or tags, without bullets. */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Pages',
    children: pages.slice(0, 3).map((name) => (
      <li key={name} className={box}>
        {name}
      </li>
    )),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Pages' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
  },
};
