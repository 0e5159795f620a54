import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaymentMethodTable } from './PaymentMethodTable';
import type { Coupon, MoneyValue, PaymentMethod, PaymentSelection } from './paymentTypes';

/** A fixed clock (15 March 2025, noon local time): coupon expiry never depends on the day the test runs. */
const NOW = new Date(2025, 2, 15, 12, 0, 0);

function Logo({ colour, letter }: { colour: string; letter: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6">
      <rect width="24" height="24" rx="5" fill={colour} />
      <text x="12" y="16.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
        {letter}
      </text>
    </svg>
  );
}

const methods: PaymentMethod[] = [
  {
    id: 'card',
    name: 'UnionPay card',
    icon: <Logo colour="#1f5fd6" letter="U" />,
    discount: 'Fee waived this month',
    rate: '1 USD = 7.1835 CNY',
    fee: { value: '80.00', currency: 'CNY' },
    delivery_time: '1-2 business days',
    tax_note: 'No tax',
    refund_note: '7-10 days to the card',
    recommended: true,
  },
  {
    id: 'transfer',
    name: 'Bank transfer',
    icon: <Logo colour="#1b7a3a" letter="B" />,
    rate: '1 USD = 7.1902 CNY',
    fee: { value: '0.00', currency: 'CNY' },
    delivery_time: '2-3 business days',
    refund_note: '5-7 working days',
  },
  {
    id: 'wechat',
    name: 'WeChat Pay',
    icon: <Logo colour="#0f7a3c" letter="W" />,
    rate: '1 USD = 7.1870 CNY',
    fee: { value: '120.00', currency: 'CNY' },
    delivery_time: '1-2 business days',
    disabled: true,
    disabled_reason: 'Above the 50,000 CNY daily limit of this channel',
  },
  {
    id: 'alipay',
    name: 'Alipay',
    icon: <Logo colour="#8a5a00" letter="A" />,
    rate: '1 USD = 7.1888 CNY',
    fee: { value: '100.00', currency: 'CNY' },
    delivery_time: '3-4 business days',
    tax_note: 'No tax',
  },
];

const coupons: Coupon[] = [
  { id: 'c-50', name: 'Welcome coupon', discount: { value: '50.00', currency: 'CNY' }, valid_until: '2025-06-30' },
  { id: 'c-fee', name: 'Autumn intake', discount: '5% off the service fee', valid_until: '2025-03-15' },
  { id: 'c-old', name: 'Spring festival', discount: { value: '100.00', currency: 'CNY' }, valid_until: '2025-02-28' },
];

const total: MoneyValue = { value: '143750.00', currency: 'CNY' };

const meta = {
  title: 'Components/Payment/PaymentMethodTable',
  component: PaymentMethodTable,
  args: { methods, total, now: NOW, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The payment page (spec 001 section 2): the methods given in `methods` (name, icon, discount, exchange rate, fee, delivery time, tax and refund notes, recommended badge, disabled with `disabled_reason`) as one radio group, a table on wide containers and stacked cards below 42rem (container query: one DOM, explicit table roles). Native radios: Tab enters on the chosen method, arrow keys move and select, disabled rows are skipped. `coupons` adds the coupon choice (expired ones disabled, judged against `now`, injectable). `installment` adds the installment amount, checked with the forms rule `installmentAmount` (whole amounts, at most 30000; message shown after blur, or at once with `showErrors`). `fullArrivalFee` and `priorityFee` add those options with their fee. `total` is shown with `Money` exactly as given: the server computes it (send it the new choice from `onChange`; pass `null` while recomputing). No methods: the "contact your payment specialist" state with `onContact` or `contactAction`. Controlled: `value` + `onChange(selection)` with `{ method_id, coupon_id, installment_amount, full_arrival, priority }`, or `defaultValue`. Nothing here is awaited.',
      },
    },
  },
} satisfies Meta<typeof PaymentMethodTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: { method_id: 'transfer' } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Payment method' });
    const table = within(group).getByRole('table');
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Method', 'Discount', 'Exchange rate', 'Fee', 'Delivery time', 'Notes']);
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    // Fees and the total are the server's values, shown exactly.
    const transferRow = canvas.getByRole('radio', { name: 'Bank transfer' }).closest('tr')!;
    await expect(within(transferRow).getByText('CN¥0.00')).toHaveAttribute('value', '0.00');
    await expect(within(transferRow).getByText('Refund: 5-7 working days')).toBeVisible();
    const totalBox = canvasElementOf(group).querySelector('[data-slot="payment-total"]')!;
    await expect(within(totalBox as HTMLElement).getByText('CN¥143,750.00')).toHaveAttribute('value', '143750.00');
  },
};

/** The component root around an element. */
function canvasElementOf(element: Element): Element {
  return element.closest('[data-slot="payment-method-table"]')!;
}

export const RecommendedBadge: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('radio', { name: 'UnionPay card' });
    await expect(card).toHaveAccessibleDescription('Recommended');
    await expect(card.closest('tr')).toHaveAttribute('data-recommended');
    await expect(canvas.getAllByText('Recommended')).toHaveLength(1);
  },
};

export const DisabledMethodWithReason: Story = {
  play: async ({ canvas, args }) => {
    const wechat = canvas.getByRole('radio', { name: 'WeChat Pay' });
    await expect(wechat).toBeDisabled();
    await expect(wechat).toHaveAccessibleDescription('Above the 50,000 CNY daily limit of this channel');
    await expect(canvas.getByText('Above the 50,000 CNY daily limit of this channel')).toBeVisible();
    await userEvent.click(canvas.getByText('WeChat Pay'));
    await expect(wechat).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ChooseMethodAndCouponByKeyboard: Story = {
  args: { coupons },
  play: async ({ canvas, args }) => {
    // Tab enters the group on the first method; Space chooses it.
    await userEvent.tab();
    const card = canvas.getByRole('radio', { name: 'UnionPay card' });
    await expect(card).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(card).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ method_id: 'card', coupon_id: null, installment_amount: '', full_arrival: false, priority: false });
    // Arrow keys move and select; the disabled WeChat Pay is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    const alipay = canvas.getByRole('radio', { name: 'Alipay' });
    await expect(alipay).toHaveFocus();
    await expect(alipay).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ method_id: 'alipay' }));
    // Tab moves on to the coupons, entering on "no coupon"; ArrowDown picks the first coupon.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Do not use a coupon' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const welcome = canvas.getByRole('radio', { name: /Welcome coupon/ });
    await expect(welcome).toBeChecked();
    await expect(welcome).toHaveAccessibleDescription('Valid until Jun 30, 2025');
    await expect(args.onChange).toHaveBeenLastCalledWith({ method_id: 'alipay', coupon_id: 'c-50', installment_amount: '', full_arrival: false, priority: false });
  },
};

export const ExpiredCouponDisabled: Story = {
  args: { coupons, defaultValue: { method_id: 'card', coupon_id: 'c-fee' } },
  play: async ({ canvas }) => {
    const expired = canvas.getByRole('radio', { name: /Spring festival/ });
    await expect(expired).toBeDisabled();
    await expect(expired).toHaveAccessibleDescription('Expired on Feb 28, 2025');
    // Valid through its last day: 15 March is "today" in this story.
    const lastDay = canvas.getByRole('radio', { name: /Autumn intake/ });
    await expect(lastDay).toBeEnabled();
    await expect(lastDay).toBeChecked();
    await expect(lastDay).toHaveAccessibleDescription('Valid until Mar 15, 2025');
    await expect(canvas.getByText('CN¥50.00 off')).toBeVisible();
  },
};

export const InstallmentInvalid: Story = {
  args: { installment: { currency: 'CNY' }, defaultValue: { method_id: 'card' } },
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('Installment amount');
    await expect(field).toHaveAccessibleDescription('Whole amounts only, at most CN¥30,000.00 per payment.');
    await userEvent.type(field, '30001');
    // Quiet while typing the first time, judged on leaving the field.
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('The amount exceeds the single-payment limit of CNY 30,000.00; please pay in several batches')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '12.5');
    await expect(canvas.getByText('Installment amounts must be whole numbers')).toBeVisible();
    await expect(field).toHaveAccessibleDescription(/Installment amounts must be whole numbers/);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ installment_amount: '12.5' }));
  },
};

export const InstallmentValid: Story = {
  args: { installment: { currency: 'CNY' }, defaultValue: { method_id: 'card' } },
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('Installment amount');
    await userEvent.type(field, '30000');
    await userEvent.tab();
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith({ method_id: 'card', coupon_id: null, installment_amount: '30000', full_arrival: false, priority: false });
  },
};

/** Totals the fake server returns for each combination of services (it computes; the component only shows). */
const serverTotals: Record<string, MoneyValue> = {
  'false,false': { value: '143750.00', currency: 'CNY' },
  'true,false': { value: '143950.00', currency: 'CNY' },
  'false,true': { value: '143850.00', currency: 'CNY' },
  'true,true': { value: '144050.00', currency: 'CNY' },
};

export const FullArrivalAndPriority: Story = {
  args: { fullArrivalFee: { value: '200.00', currency: 'CNY' }, priorityFee: { value: '100.00', currency: 'CNY' } },
  render: function Controlled(args) {
    const [selection, setSelection] = useState<PaymentSelection>({ method_id: 'card', coupon_id: null, installment_amount: '', full_arrival: false, priority: false });
    return (
      <PaymentMethodTable
        {...args}
        value={selection}
        total={serverTotals[`${selection.full_arrival},${selection.priority}`]}
        onChange={(next) => {
          args.onChange?.(next);
          setSelection(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const fullArrival = canvas.getByRole('checkbox', { name: /Full-arrival service/ });
    await expect(fullArrival).toHaveAccessibleName('Full-arrival service Fee CN¥200.00');
    fullArrival.focus();
    await userEvent.keyboard(' ');
    await expect(fullArrival).toBeChecked();
    await userEvent.tab();
    const priority = canvas.getByRole('checkbox', { name: /Priority remittance/ });
    await expect(priority).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ method_id: 'card', coupon_id: null, installment_amount: '', full_arrival: true, priority: true });
    // The total is the one the (fake) server returned for these choices.
    await expect(await canvas.findByText('CN¥144,050.00')).toHaveAttribute('value', '144050.00');
  },
};

export const TotalInCnyChinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { coupons, defaultValue: { method_id: 'card', coupon_id: 'c-50' }, total: { value: '143700.00', currency: 'CNY' }, fullArrivalFee: { value: '200.00', currency: 'CNY' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: '支付方式' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['方式', '优惠', '汇率', '手续费', '到账时间', '说明']);
    await expect(canvas.getByText('推荐')).toBeVisible();
    await expect(canvas.getByText('应付总额')).toBeVisible();
    await expect(canvas.getByText('¥143,700.00')).toHaveAttribute('value', '143700.00');
    await expect(canvas.getByRole('radio', { name: /Welcome coupon/ })).toHaveAccessibleDescription('有效期至 2025年6月30日');
    await expect(canvas.getByRole('radio', { name: /Spring festival/ })).toHaveAccessibleDescription('已于 2025年2月28日 过期');
  },
};

export const TotalInUsdEnglish: Story = {
  args: {
    methods: methods.map((method) => (method.fee ? { ...method, fee: { value: method.id === 'transfer' ? '0.00' : '25.00', currency: 'USD' } } : method)),
    defaultValue: { method_id: 'transfer' },
    total: { value: '20012.50', currency: 'USD' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total to pay')).toBeVisible();
    await expect(canvas.getByText('$20,012.50')).toHaveAttribute('value', '20012.50');
    await expect(canvas.getByText('$20,012.50')).toHaveAttribute('data-currency', 'USD');
  },
};

export const TotalCalculating: Story = {
  args: { defaultValue: { method_id: 'card' }, total: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Calculating the total…')).toBeVisible();
    await expect(canvas.getByText('Calculating the total…').closest('[data-slot="payment-total"]')).toHaveAttribute('data-state', 'calculating');
  },
};

export const NoMethodAvailable: Story = {
  args: { methods: [], onContact: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No payment method available')).toBeVisible();
    await expect(canvas.getByText('Please contact your payment specialist, who can arrange another way to pay.')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await userEvent.tab();
    const contact = canvas.getByRole('button', { name: 'Contact your payment specialist' });
    await expect(contact).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};

export const NarrowCards: Story = {
  // Three methods keep the page inside the screenshot viewport; the other parts stack the same way as on wide screens.
  args: { methods: methods.slice(0, 3), defaultValue: { method_id: 'card' } },
  render: (args) => (
    <div style={{ width: 360 }}>
      <PaymentMethodTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    // Same DOM: still a table to assistive technology, laid out as cards.
    await expect(getComputedStyle(table).display).toBe('block');
    const row = canvas.getByRole('radio', { name: 'UnionPay card' }).closest('tr')!;
    await expect(getComputedStyle(row).display).toBe('flex');
    await expect(within(row).getByText('Delivery time')).toBeVisible();
    await expect(within(row).getByRole('cell', { name: /1-2 business days/ })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(6);
    await waitFor(() => expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(360));
    // Keyboard still works the same way.
    canvas.getByRole('radio', { name: 'UnionPay card' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    await expect(canvas.getByText('CN¥143,750.00')).toBeVisible();
  },
};

export const ChineseTraditional: Story = {
  globals: { locale: 'zh-TW' },
  args: { coupons, defaultValue: { method_id: 'card' }, installment: { currency: 'CNY' }, priorityFee: { value: '100.00', currency: 'CNY' }, total: { value: '143850.00', currency: 'CNY' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: '付款方式' })).toBeInTheDocument();
    await expect(canvas.getByText('推薦')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: '優惠券' })).toBeInTheDocument();
    const field = canvas.getByLabelText('分期金額');
    await userEvent.type(field, '12.5');
    await userEvent.tab();
    await expect(canvas.getByText('分期金額僅能為整數')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /優先匯款/ })).toBeInTheDocument();
    await expect(canvas.getByText('應付總額')).toBeVisible();
  },
};
