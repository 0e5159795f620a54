import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  parameters: {
    docs: {
      description: {
        component:
          'What a list, table or search shows when it has nothing to show. `title` defaults to the locale\'s "No data"; `description` is optional; `icon` replaces the default illustration (always hidden from screen readers); `action` holds what the user can do next. No state, no callbacks of its own.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const part = (root: HTMLElement, slot: string) => root.querySelector<HTMLElement>(`[data-slot="${slot}"]`);

export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
    // The illustration is decoration only.
    await expect(part(canvasElement, 'empty-state-icon')).toHaveAttribute('aria-hidden', 'true');
    await expect(part(canvasElement, 'empty-state-description')).toBeNull();
    await expect(part(canvasElement, 'empty-state-action')).toBeNull();
  },
};

export const DefaultChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

export const DefaultTraditional: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暫無資料')).toBeVisible();
  },
};

const addPayer = fn();

export const WithAction: Story = {
  args: {
    title: 'No payers yet',
    description: 'Add the person who pays the fees, such as a parent or sponsor.',
    action: <Button onClick={addPayer}>Add a payer</Button>,
  },
  play: async ({ canvas }) => {
    addPayer.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add a payer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(addPayer).toHaveBeenCalledTimes(1);
  },
};

export const CustomTitle: Story = {
  globals: { locale: 'zh-CN' },
  args: { title: '没有找到相关院校', description: '请检查拼写，或尝试输入院校的英文名称。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有找到相关院校')).toBeVisible();
    await expect(canvas.queryByText('暂无数据')).toBeNull();
    await expect(canvas.getByText('请检查拼写，或尝试输入院校的英文名称。')).toBeVisible();
  },
};
