import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 1, total: 95, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the page in state, as a screen would, and still reports each change. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

function pageNumbers(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('button', { name: /^Page / })
    .map((button) => button.textContent);
}

export const FirstPage: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(pageNumbers(nav)).toEqual(['1', '2', '3', '4', '5']);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const MiddlePage: Story = {
  args: { page: 6 },
  play: async ({ canvas }) => {
    await expect(pageNumbers(canvas.getByRole('navigation'))).toEqual(['4', '5', '6', '7', '8']);
  },
};

export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvas }) => {
    await expect(pageNumbers(canvas.getByRole('navigation'))).toEqual(['6', '7', '8', '9', '10']);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const FewPages: Story = {
  args: { total: 23 },
  play: async ({ canvas }) => {
    await expect(pageNumbers(canvas.getByRole('navigation'))).toEqual(['1', '2', '3']);
  },
};

export const SinglePageIsHidden: Story = {
  args: { total: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Navigating: Story = {
  tags: ['behaviour'],
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(pageNumbers(canvas.getByRole('navigation'))).toEqual(['3', '4', '5', '6', '7']);

    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);

    // The current page is not a change.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);
  },
};

export const RightAligned: Story = {
  play: async ({ canvas, canvasElement }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    const gap = canvasElement.getBoundingClientRect().right - next.getBoundingClientRect().right;
    // Only the story's own padding lies between the last button and the right edge.
    await expect(gap).toBeLessThan(40);
  },
};
