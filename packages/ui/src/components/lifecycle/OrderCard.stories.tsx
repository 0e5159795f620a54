import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inLocale, storyText } from '../../stories/storyLocale';
import { cardMessages } from './cardMessages';
import { OrderCard } from './OrderCard';
import type { OrderListRow } from './lifecycleTypes';

const row = (over: Partial<OrderListRow> = {}): OrderListRow => ({
  order_id: '3d44bade-82c6-42ca-948e-5ca86062a559',
  order_no: 'EP20260302123456',
  institution: 'Imperial College London',
  institution_zh: '帝国理工学院',
  currency: 'GBP',
  amount: '12017.00',
  stage: 'payment',
  next_step: 'pay',
  payer_acts: 1,
  hold_until: '',
  auto_close_at: '2026-03-10T02:00:00.000Z',
  ...over,
});

const meta = {
  title: 'Components/Lifecycle/OrderCard',
  component: OrderCard,
  args: { order: row(), onOpen: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md p-4">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'One order in My Orders: payee (Chinese name in Chinese pages when the server has one), order number, amount, stage, what happens next (`next_step`), a "needs your action" badge when the order waits for the payer, and by when (a hold\'s date, or when an unpaid order closes itself). View order calls `onOpen(order)`.',
      },
    },
  },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingPayment: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(cardMessages, globals);
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent(t('card.next.pay'));
    await expect(card).toHaveTextContent(t('card.yourTurn'));
    await expect(card.querySelector('data')).toHaveAttribute('value', '12017.00');
    const open = canvas.getByRole('button', { name: t('card.open') });
    await userEvent.tab();
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(args.order);
  },
};
export const AwaitingPaymentZhCN = inLocale(AwaitingPayment, 'zh-CN');

export const OnHold: Story = {
  args: {
    order: row({
      stage: 'placement',
      next_step: 'provide_action',
      hold_until: '2026-03-05T09:00:00.000Z',
      auto_close_at: '2026-03-10T02:00:00.000Z',
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(cardMessages, globals);
    await expect(canvas.getByRole('article')).toHaveTextContent(t('card.next.provide_action'));
    // The hold's date comes first; 09:00 UTC is 17:00 in Beijing.
    await expect(canvas.getByRole('article')).toHaveTextContent(/17:00|5:00\sPM/);
  },
};
export const OnHoldZhCN = inLocale(OnHold, 'zh-CN');

export const InRemittance: Story = {
  args: { order: row({ stage: 'remittance', next_step: 'remit', payer_acts: 0, auto_close_at: '' }) },
  play: async ({ canvas, globals }) => {
    const t = storyText(cardMessages, globals);
    await expect(canvas.queryByText(t('card.yourTurn'))).toBeNull();
    await expect(canvas.getByRole('article')).toHaveTextContent(t('card.next.remit'));
  },
};
export const InRemittanceZhCN = inLocale(InRemittance, 'zh-CN');

export const Closed: Story = {
  args: { order: row({ stage: 'payment', next_step: 'reorder', payer_acts: 0, auto_close_at: '' }) },
  play: async ({ canvas, globals }) => {
    const t = storyText(cardMessages, globals);
    await expect(canvas.getByRole('article')).toHaveTextContent(t('card.next.reorder'));
  },
};
export const ClosedZhCN = inLocale(Closed, 'zh-CN');
