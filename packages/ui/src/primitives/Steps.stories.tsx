import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Steps } from './Steps';

const paymentSteps = [
  { title: 'Order', description: 'Choose the institution and fee' },
  { title: 'Documents', description: 'Upload the admission letter' },
  { title: 'Payment', description: 'Pay in CNY' },
  { title: 'Done', description: 'Receipt by e-mail' },
];

const meta = {
  title: 'Primitives/Steps',
  component: Steps,
  args: { steps: paymentSteps, current: 0 },
  parameters: {
    docs: {
      description: {
        component:
          'Progress through a fixed sequence: `steps` (each a `title` and optional `description`) and `current`, the 0-based index of the current step (`steps.length` = all completed). Controlled only: the parent decides the step; there are no callbacks. Rendered as an ordered list named "Progress": completed steps show a check and say "completed" to screen readers, the current step has `aria-current="step"`, and a status line says "Step 2 of 4" (`hideStatus` keeps it for screen readers only). `orientation` is `horizontal` (default) or `vertical`.',
      },
    },
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: /Progress|进度|進度/ })).getAllByRole('listitem');

export const First: Story = {
  play: async ({ canvas }) => {
    const list = items(canvas);
    await expect(list).toHaveLength(4);
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
    await expect(list[0]).toHaveAttribute('aria-current', 'step');
    await expect(list[1]).toHaveAttribute('data-state', 'upcoming');
    await expect(canvas.queryByText(/completed/)).toBeNull();
  },
};

export const Middle: Story = {
  args: { current: 2 },
  play: async ({ canvas }) => {
    const list = items(canvas);
    await expect(canvas.getByText('Step 3 of 4')).toBeVisible();
    await expect(list[0]).toHaveAttribute('data-state', 'completed');
    await expect(list[0]).toHaveTextContent('Order (completed)');
    await expect(list[1]).toHaveTextContent('Documents (completed)');
    await expect(list[2]).toHaveAttribute('aria-current', 'step');
    await expect(list[2]).not.toHaveTextContent('completed');
    await expect(list[3]).toHaveAttribute('data-state', 'upcoming');
    await expect(list[3]).not.toHaveAttribute('aria-current');
  },
};

export const LastStep: Story = {
  args: { current: 3 },
  play: async ({ canvas }) => {
    const list = items(canvas);
    await expect(canvas.getByText('Step 4 of 4')).toBeVisible();
    await expect(list[3]).toHaveAttribute('aria-current', 'step');
    await expect(list.filter((li) => li.dataset.state === 'completed')).toHaveLength(3);
  },
};

export const AllComplete: Story = {
  args: { current: 4 },
  play: async ({ canvas }) => {
    const list = items(canvas);
    await expect(list.every((li) => li.dataset.state === 'completed')).toBe(true);
    await expect(list.some((li) => li.hasAttribute('aria-current'))).toBe(false);
    await expect(canvas.getByText('Step 4 of 4')).toBeVisible();
  },
};

export const Vertical: Story = {
  args: { current: 1, orientation: 'vertical' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="steps"]')).toHaveAttribute('data-orientation', 'vertical');
    const [first, second] = items(canvas);
    // Stacked: the second step starts below the first.
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom - 1);
    await expect(second).toHaveAttribute('aria-current', 'step');
  },
};

export const HiddenStatus: Story = {
  args: { current: 1, hideStatus: true, steps: paymentSteps.map(({ title }) => ({ title })) },
  play: async ({ canvas }) => {
    const status = canvas.getByText('Step 2 of 4');
    await expect(status).toHaveClass('sr-only');
    await expect(items(canvas)[0]).toHaveTextContent('Order (completed)');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    current: 1,
    steps: [
      { title: '填写订单', description: '选择院校和费用' },
      { title: '上传材料', description: '录取通知书' },
      { title: '支付', description: '人民币付款' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('第 2 步，共 3 步')).toBeVisible();
    const list = items(canvas);
    await expect(list[0]).toHaveTextContent('填写订单 (已完成)');
    await expect(list[1]).toHaveAttribute('aria-current', 'step');
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  args: {
    current: 2,
    orientation: 'vertical',
    steps: [
      { title: '填寫訂單', description: '選擇學校與費用' },
      { title: '上傳文件', description: '錄取通知書' },
      { title: '付款', description: '以新臺幣付款' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('第 3 步，共 3 步')).toBeVisible();
    const list = items(canvas);
    await expect(list[1]).toHaveTextContent('上傳文件 (已完成)');
    await expect(list[2]).toHaveAttribute('aria-current', 'step');
  },
};
