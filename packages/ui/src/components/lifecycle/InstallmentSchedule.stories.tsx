import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inLocale, storyText } from '../../stories/storyLocale';
import { InstallmentSchedule } from './InstallmentSchedule';
import { installmentMessages } from './installmentMessages';
import type { Installment, InstallmentStatus } from './lifecycleTypes';

const item = (status: InstallmentStatus, at: string | null, amount = '30000.00'): Installment => ({
  amount,
  currency: 'CNY',
  status,
  at,
  purpose: 'Tuition',
});

const meta = {
  title: 'Components/Lifecycle/InstallmentSchedule',
  component: InstallmentSchedule,
  args: {
    installments: [
      item('paid', '2026-03-02T02:00:00Z'),
      item('failed', '2026-03-02T03:00:00Z'),
      item('querying', '2026-03-02T04:00:00Z'),
      item('waiting', null),
      item('not_paid', null, '12500.00'),
      item('expired', '2026-03-01T02:00:00Z'),
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "An order's installments (at most 30,000 a transaction, spec 001): number, amount, the spec's status words, time in Beijing time and purpose, with how many are paid.",
      },
    },
  },
} satisfies Meta<typeof InstallmentSchedule>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(installmentMessages, globals);
    const table = canvas.getByRole('table');
    await expect(table).toHaveAccessibleName(new RegExp(t('installment.caption')));
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
    for (const s of ['paid', 'failed', 'querying', 'waiting', 'not_paid', 'expired'] as const)
      await expect(canvas.getByText(t(`installment.status.${s}`))).toBeVisible();
    await expect(table).toHaveTextContent(t('installment.paidOf', { paid: 1, count: 6 }));
  },
};
export const EveryStatusZhCN = inLocale(EveryStatus, 'zh-CN');

export const AllPaid: Story = {
  args: { installments: [item('paid', '2026-03-02T02:00:00Z'), item('paid', '2026-03-03T02:00:00Z', '18000.00')] },
  play: async ({ canvas, globals }) => {
    const t = storyText(installmentMessages, globals);
    await expect(canvas.getByRole('table')).toHaveTextContent(t('installment.paidOf', { paid: 2, count: 2 }));
  },
};
export const AllPaidZhCN = inLocale(AllPaid, 'zh-CN');
