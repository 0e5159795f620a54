import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { total: 200, onPageChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Pages of a list of `total` items, `pageSize` per page (default 10). The page is 1-based: controlled with `page` + `onPageChange(page)`, or uncontrolled with `defaultPage`. Shows previous/next, the first and last page, the current page and `siblingCount` neighbours (default 1: always 7 items, at least 5 page links) with ellipses for the gaps. The current page has `aria-current="page"`; the whole is a `<nav>` named "Pagination". `showTotal` adds "N items in total". Previous/next at the ends are `aria-disabled` and keep focus. No callback is awaited.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visible items, e.g. "1 … 4 5 6 … 20", current page in brackets. */
function visible(nav: HTMLElement) {
  return [...nav.querySelectorAll('[data-slot="pagination-page"], [data-slot="pagination-ellipsis"]')]
    .map((el) => (el.getAttribute('aria-current') ? `[${el.textContent}]` : el.textContent))
    .join(' ');
}

export const FewPages: Story = {
  args: { total: 45 },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(visible(nav)).toBe('[1] 2 3 4 5');
    // Keyboard only: Previous is first in the tab order and does nothing on page 1.
    await userEvent.tab();
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await expect(previous).toHaveFocus();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    const two = canvas.getByRole('button', { name: 'Page 2' });
    await expect(two).toHaveAttribute('aria-current', 'page');
    await expect(two).toHaveFocus();
    await expect(previous).not.toHaveAttribute('aria-disabled');
  },
};

export const ManyPagesStart: Story = {
  play: async ({ canvas }) => {
    await expect(visible(canvas.getByRole('navigation'))).toBe('[1] 2 3 4 5 … 20');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ManyPagesMiddle: Story = {
  args: { defaultPage: 10 },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation');
    await expect(visible(nav)).toBe('1 … 9 [10] 11 … 20');
    // Tab to Next (after previous and the 5 page buttons) and press it: the window moves with the page.
    for (let i = 0; i < 7; i++) await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
    await expect(visible(nav)).toBe('1 … 10 [11] 12 … 20');
    await expect(next).toHaveFocus();
  },
};

export const ManyPagesEnd: Story = {
  args: { defaultPage: 19 },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation');
    await expect(visible(nav)).toBe('1 … 16 17 18 [19] 20');
    const next = canvas.getByRole('button', { name: 'Next page' });
    await userEvent.click(next);
    await expect(visible(nav)).toBe('1 … 16 17 18 19 [20]');
    // On the last page Next is disabled but keeps focus; pressing again does nothing.
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
  },
};

export const SinglePage: Story = {
  args: { total: 7, showTotal: true },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await expect(visible(nav)).toBe('[1]');
    await expect(canvas.getByText('7 items in total')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WithTotalAndPageSize: Story = {
  args: { total: 1, pageSize: 20, showTotal: true },
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Pagination {...args} />
      <Pagination {...args} total={95} aria-label="Payments pages" />
    </div>
  ),
  play: async ({ canvas }) => {
    // One item: singular; 95 items at 20 a page: 5 pages.
    await expect(canvas.getByText('1 item in total')).toBeVisible();
    const second = canvas.getByRole('navigation', { name: 'Payments pages' });
    await expect(within(second).getByText('95 items in total')).toBeVisible();
    await expect(visible(second)).toBe('[1] 2 3 4 5');
  },
};

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [page, setPage] = useState(3);
    return (
      <div className="flex flex-col gap-3">
        <Pagination
          {...args}
          page={page}
          onPageChange={(next) => {
            args.onPageChange?.(next);
            setPage(next);
          }}
        />
        <p className="text-sm text-fg" data-testid="shown">
          Showing items {(page - 1) * 10 + 1}–{page * 10}
        </p>
      </div>
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(20);
    await expect(canvas.getByTestId('shown')).toHaveTextContent('Showing items 191–200');
    await expect(visible(canvas.getByRole('navigation'))).toBe('1 … 16 17 18 19 [20]');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { defaultPage: 6, showTotal: true },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '分页' });
    await expect(within(nav).getByText('共 200 条')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 6 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '上一页' }));
    await expect(canvas.getByRole('button', { name: '第 5 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  args: { defaultPage: 20, showTotal: true },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '分頁' });
    await expect(within(nav).getByText('共 200 筆')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 20 頁' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '下一頁' })).toHaveAttribute('aria-disabled', 'true');
  },
};
