import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatError, validators, type ValidationError } from '@edupay/forms';
import type { Locale } from '../../i18n/locale';
import { formatMoney } from '../../lib/formatMoney';
import { inLocale, storyLocale, storyText } from '../../stories/storyLocale';
import { PaymentMethodTable } from './PaymentMethodTable';
import { paymentMessages } from './paymentMessages';
import type { Coupon, MoneyValue, PaymentMethod, PaymentSelection } from './paymentTypes';

/** A fixed clock (15 March 2025, noon local time): coupon expiry never depends on the day the test runs. */
const NOW = new Date(2025, 2, 15, 12, 0, 0);

function Logo({ colour, letter }: { colour: string; letter: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6">
      <rect width="24" height="24" rx="5" fill={colour} />
      <text
        x="12"
        y="16.5"
        textAnchor="middle"
        fontSize="12"
        fontWeight="700"
        fill="#fff"
        fontFamily="Arial, sans-serif"
      >
        {letter}
      </text>
    </svg>
  );
}

/**
 * The server's wording of the methods and coupons in each locale: the API words names, discounts,
 * rates, delivery times and notes in the payer's language. Amounts, ids and dates are the same.
 */
const serverText = {
  en: {
    card: 'UnionPay card',
    cardDiscount: 'Fee waived this month',
    transfer: 'Bank transfer',
    wechat: 'WeChat Pay',
    wechatReason: 'Above the 50,000 CNY daily limit of this channel',
    alipay: 'Alipay',
    rate: (rate: string) => `1 USD = ${rate} CNY`,
    days: (range: string) => `${range} business days`,
    workingDays: (range: string) => `${range} working days`,
    noTax: 'No tax',
    cardRefund: '7-10 days to the card',
    cardFeeRule: '0.20% of the amount, at least 80.00 and at most 200.00 CNY',
    noFee: 'No processing fee',
    held: (minutes: string) => `Held ${minutes} minutes once quoted`,
    welcome: 'Welcome coupon',
    autumn: 'Autumn intake',
    autumnDiscount: '5% off the service fee',
    spring: 'Spring festival',
  },
  'zh-CN': {
    card: '银联卡',
    cardDiscount: '本月免手续费',
    transfer: '银行转账',
    wechat: '微信支付',
    wechatReason: '超出该渠道每日 50,000 元人民币的限额',
    alipay: '支付宝',
    rate: (rate: string) => `1 美元 = ${rate} 人民币`,
    days: (range: string) => `${range} 个工作日`,
    workingDays: (range: string) => `${range} 个工作日`,
    noTax: '免税',
    cardRefund: '7-10 天退回原卡',
    cardFeeRule: '金额的 0.20%，最低 80.00，最高 200.00 CNY',
    noFee: '无手续费',
    held: (minutes: string) => `报价后汇率锁定 ${minutes} 分钟`,
    welcome: '新用户优惠券',
    autumn: '秋季入学优惠',
    autumnDiscount: '服务费减 5%',
    spring: '春节优惠',
  },
  'zh-TW': {
    card: '銀聯卡',
    cardDiscount: '本月免手續費',
    transfer: '銀行轉帳',
    wechat: '微信支付',
    wechatReason: '超出此管道每日 50,000 元人民幣的限額',
    alipay: '支付寶',
    rate: (rate: string) => `1 美元 = ${rate} 人民幣`,
    days: (range: string) => `${range} 個工作天`,
    workingDays: (range: string) => `${range} 個工作天`,
    noTax: '免稅',
    cardRefund: '7-10 天退回原卡',
    cardFeeRule: '金額的 0.20%，最低 80.00，最高 200.00 CNY',
    noFee: '無手續費',
    held: (minutes: string) => `報價後匯率鎖定 ${minutes} 分鐘`,
    welcome: '新會員優惠券',
    autumn: '秋季入學優惠',
    autumnDiscount: '服務費減 5%',
    spring: '春節優惠',
  },
} satisfies Record<Locale, Record<string, string | ((value: string) => string)>>;

function methodsIn(locale: Locale): PaymentMethod[] {
  const s = serverText[locale];
  return [
    {
      id: 'card',
      name: s.card,
      icon: <Logo colour="#1f5fd6" letter="U" />,
      discount: s.cardDiscount,
      rate: s.rate('7.1835'),
      rate_note: s.held('30'),
      fee: { value: '80.00', currency: 'CNY' },
      fee_note: s.cardFeeRule,
      total: { value: '143750.00', currency: 'CNY' },
      payee_receives: { value: '20000.00', currency: 'USD' },
      delivery_time: s.days('1-2'),
      tax_note: s.noTax,
      refund_note: s.cardRefund,
      recommended: true,
    },
    {
      id: 'transfer',
      name: s.transfer,
      icon: <Logo colour="#1b7a3a" letter="B" />,
      rate: s.rate('7.1902'),
      rate_note: s.held('360'),
      fee: { value: '0.00', currency: 'CNY' },
      fee_note: s.noFee,
      total: { value: '143804.00', currency: 'CNY' },
      payee_receives: { value: '20000.00', currency: 'USD' },
      delivery_time: s.days('2-3'),
      refund_note: s.workingDays('5-7'),
    },
    {
      id: 'wechat',
      name: s.wechat,
      icon: <Logo colour="#0f7a3c" letter="W" />,
      rate: s.rate('7.1870'),
      fee: { value: '120.00', currency: 'CNY' },
      total: { value: '143860.00', currency: 'CNY' },
      payee_receives: { value: '20000.00', currency: 'USD' },
      delivery_time: s.days('1-2'),
      disabled: true,
      disabled_reason: s.wechatReason,
    },
    {
      id: 'alipay',
      name: s.alipay,
      icon: <Logo colour="#8a5a00" letter="A" />,
      rate: s.rate('7.1888'),
      fee: { value: '100.00', currency: 'CNY' },
      total: { value: '143876.00', currency: 'CNY' },
      payee_receives: { value: '20000.00', currency: 'USD' },
      delivery_time: s.days('3-4'),
      tax_note: s.noTax,
    },
  ];
}

function couponsIn(locale: Locale): Coupon[] {
  const s = serverText[locale];
  return [
    { id: 'c-50', name: s.welcome, discount: { value: '50.00', currency: 'CNY' }, valid_until: '2025-06-30' },
    { id: 'c-fee', name: s.autumn, discount: s.autumnDiscount, valid_until: '2025-03-15' },
    { id: 'c-old', name: s.spring, discount: { value: '100.00', currency: 'CNY' }, valid_until: '2025-02-28' },
  ];
}

/** Methods priced in US dollars (a payer paying a USD bill). */
const inUsd = (methods: PaymentMethod[]) =>
  methods.map((method) =>
    method.fee ? { ...method, fee: { value: method.id === 'transfer' ? '0.00' : '25.00', currency: 'USD' } } : method,
  );

const total: MoneyValue = { value: '143750.00', currency: 'CNY' };

/** The story's strings, the server's wording and the locale's formats, for one play function in every locale. */
function storyContext(globals: Record<string, unknown>) {
  const locale = storyLocale(globals);
  const methods = methodsIn(locale);
  const coupons = couponsIn(locale);
  return {
    t: storyText(paymentMessages, globals),
    locale,
    method: (id: string) => methods.find((method) => method.id === id)!,
    coupon: (id: string) => coupons.find((coupon) => coupon.id === id)!,
    money: (value: string, currency = 'CNY') => formatMoney({ value, currency, locale }).text,
    /** A calendar day as the coupons show it (medium date style, never shifted by the time zone). */
    day: (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)),
  };
}

/** Matches an accessible name that starts with `text` (a coupon's name is followed by its discount). */
const startingWith = (text: string) => (name: string) => name.startsWith(text);

const meta = {
  title: 'Components/Payment/PaymentMethodTable',
  component: PaymentMethodTable,
  args: { methods: methodsIn('en'), total, now: NOW, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The payment page (spec 001 section 2): the methods given in `methods` (name, icon, discount, exchange rate with a note, fee with its rule, what the payer pays and what the payee receives, delivery time, tax and refund notes, recommended badge, disabled with `disabled_reason`; a column no method fills is left out) as one radio group, a table on wide containers and stacked cards below 42rem (container query: one DOM, explicit table roles). Native radios: Tab enters on the chosen method, arrow keys move and select, disabled rows are skipped. `coupons` adds the coupon choice (expired ones disabled, judged against `now`, injectable). `installment` adds the installment amount, checked with the forms rule `installmentAmount` (whole amounts, at most 30000; message shown after blur, or at once with `showErrors`). `fullArrivalFee` and `priorityFee` add those options with their fee. `total` is shown with `Money` exactly as given: the server computes it (send it the new choice from `onChange`; pass `null` while recomputing). No methods: the "contact your payment specialist" state with `onContact` or `contactAction`. Controlled: `value` + `onChange(selection)` with `{ method_id, coupon_id, installment_amount, full_arrival, priority }`, or `defaultValue`. Nothing here is awaited.',
      },
    },
  },
} satisfies Meta<typeof PaymentMethodTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The component root around an element. */
function rootOf(element: Element): Element {
  return element.closest('[data-slot="payment-method-table"]')!;
}

export const Default: Story = {
  args: { defaultValue: { method_id: 'transfer' } },
  play: async ({ canvas, globals }) => {
    const { t, method, money } = storyContext(globals);
    const group = canvas.getByRole('radiogroup', { name: t('payment.methods.label') });
    const table = within(group).getByRole('table');
    const columns = ['method', 'discount', 'rate', 'fee', 'total', 'receives', 'delivery', 'notes'] as const;
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(columns.map((column) => t(`payment.column.${column}`)));
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    const transfer = method('transfer');
    await expect(canvas.getByRole('radio', { name: transfer.name })).toBeChecked();
    // Fees and the total are the server's values, shown exactly.
    const transferRow = canvas.getByRole('radio', { name: transfer.name }).closest('tr')!;
    await expect(within(transferRow).getByText(money('0.00'))).toHaveAttribute('value', '0.00');
    await expect(within(transferRow).getByText(t('payment.refundNote', { note: transfer.refund_note! }))).toBeVisible();
    // Before choosing: each method's fee as a fee (with its rule), what the payer pays and what the payee receives.
    await expect(within(transferRow).getByText(transfer.fee_note!)).toBeVisible();
    const cell = (column: string) => transferRow.querySelector<HTMLElement>(`[data-column="${column}"]`)!;
    await expect(within(cell('total')).getByText(money('143804.00'))).toHaveAttribute('value', '143804.00');
    await expect(within(cell('receives')).getByText(money('20000.00', 'USD'))).toHaveAttribute('value', '20000.00');
    await expect(cell('fee').querySelector('.text-success')).toBeNull();
    await expect(within(transferRow).getByText(transfer.rate_note!)).toBeVisible();
    const totalBox = rootOf(group).querySelector<HTMLElement>('[data-slot="payment-total"]')!;
    await expect(within(totalBox).getByText(t('payment.total.label'))).toBeVisible();
    await expect(within(totalBox).getByText(money('143750.00'))).toHaveAttribute('value', '143750.00');
  },
};

export const RecommendedBadge: Story = {
  play: async ({ canvas, globals }) => {
    const { t, method } = storyContext(globals);
    const card = canvas.getByRole('radio', { name: method('card').name });
    await expect(card).toHaveAccessibleDescription(t('payment.recommended'));
    await expect(card.closest('tr')).toHaveAttribute('data-recommended');
    await expect(canvas.getAllByText(t('payment.recommended'))).toHaveLength(1);
  },
};

export const DisabledMethodWithReason: Story = {
  play: async ({ canvas, args, globals }) => {
    const { method } = storyContext(globals);
    const { name, disabled_reason: reason } = method('wechat');
    const wechat = canvas.getByRole('radio', { name });
    await expect(wechat).toBeDisabled();
    await expect(wechat).toHaveAccessibleDescription(reason!);
    await expect(canvas.getByText(reason!)).toBeVisible();
    await userEvent.click(canvas.getByText(name));
    await expect(wechat).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ChooseMethodAndCouponByKeyboard: Story = {
  args: { coupons: couponsIn('en') },
  play: async ({ canvas, args, globals }) => {
    const { t, method, coupon, day } = storyContext(globals);
    // Tab enters the group on the first method; Space chooses it.
    await userEvent.tab();
    const card = canvas.getByRole('radio', { name: method('card').name });
    await expect(card).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(card).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      method_id: 'card',
      coupon_id: null,
      installment_amount: '',
      full_arrival: false,
      priority: false,
    });
    // Arrow keys move and select; the disabled WeChat Pay is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: method('transfer').name })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    const alipay = canvas.getByRole('radio', { name: method('alipay').name });
    await expect(alipay).toHaveFocus();
    await expect(alipay).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ method_id: 'alipay' }));
    // Tab moves on to the coupons, entering on "no coupon"; ArrowDown picks the first coupon.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: t('payment.coupon.none') })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const welcome = canvas.getByRole('radio', { name: startingWith(coupon('c-50').name) });
    await expect(welcome).toBeChecked();
    await expect(welcome).toHaveAccessibleDescription(t('payment.coupon.validUntil', { date: day('2025-06-30') }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      method_id: 'alipay',
      coupon_id: 'c-50',
      installment_amount: '',
      full_arrival: false,
      priority: false,
    });
  },
};

export const ExpiredCouponDisabled: Story = {
  args: { coupons: couponsIn('en'), defaultValue: { method_id: 'card', coupon_id: 'c-fee' } },
  play: async ({ canvas, globals }) => {
    const { t, coupon, day, money } = storyContext(globals);
    const expired = canvas.getByRole('radio', { name: startingWith(coupon('c-old').name) });
    await expect(expired).toBeDisabled();
    await expect(expired).toHaveAccessibleDescription(t('payment.coupon.expired', { date: day('2025-02-28') }));
    // Valid through its last day: 15 March is "today" in this story.
    const lastDay = canvas.getByRole('radio', { name: startingWith(coupon('c-fee').name) });
    await expect(lastDay).toBeEnabled();
    await expect(lastDay).toBeChecked();
    await expect(lastDay).toHaveAccessibleDescription(t('payment.coupon.validUntil', { date: day('2025-03-15') }));
    await expect(canvas.getByText(t('payment.coupon.discount', { amount: money('50.00') }))).toBeVisible();
  },
};

/** The installment rule's message for an amount, as the forms catalogue words it in the story's locale. */
function installmentError(amount: string, locale: Locale, label: string): string {
  return formatError(validators.installmentAmount(amount, { currency: 'CNY' }) as ValidationError, locale, label);
}

export const InstallmentInvalid: Story = {
  args: { installment: { currency: 'CNY' }, defaultValue: { method_id: 'card' } },
  play: async ({ canvas, args, globals }) => {
    const { t, locale, money } = storyContext(globals);
    const label = t('payment.installment.label');
    const field = canvas.getByLabelText(label);
    await expect(field).toHaveAccessibleDescription(t('payment.installment.hint', { max: money('30000') }));
    await userEvent.type(field, '30001');
    // Quiet while typing the first time, judged on leaving the field.
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(installmentError('30001', locale, label))).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '12.5');
    const notWhole = installmentError('12.5', locale, label);
    await expect(canvas.getByText(notWhole)).toBeVisible();
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(notWhole));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ installment_amount: '12.5' }));
  },
};

export const InstallmentValid: Story = {
  args: { installment: { currency: 'CNY' }, defaultValue: { method_id: 'card' } },
  play: async ({ canvas, args, globals }) => {
    const { t } = storyContext(globals);
    const field = canvas.getByLabelText(t('payment.installment.label'));
    await userEvent.type(field, '30000');
    await userEvent.tab();
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      method_id: 'card',
      coupon_id: null,
      installment_amount: '30000',
      full_arrival: false,
      priority: false,
    });
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
    const [selection, setSelection] = useState<PaymentSelection>({
      method_id: 'card',
      coupon_id: null,
      installment_amount: '',
      full_arrival: false,
      priority: false,
    });
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
  play: async ({ canvas, args, globals }) => {
    const { t, money } = storyContext(globals);
    const fullArrival = canvas.getByRole('checkbox', { name: startingWith(t('payment.fullArrival.label')) });
    await expect(fullArrival).toHaveAccessibleName(
      `${t('payment.fullArrival.label')} ${t('payment.column.fee')} ${money('200.00')}`,
    );
    fullArrival.focus();
    await userEvent.keyboard(' ');
    await expect(fullArrival).toBeChecked();
    await userEvent.tab();
    const priority = canvas.getByRole('checkbox', { name: startingWith(t('payment.priority.label')) });
    await expect(priority).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      method_id: 'card',
      coupon_id: null,
      installment_amount: '',
      full_arrival: true,
      priority: true,
    });
    // The total is the one the (fake) server returned for these choices.
    await expect(await canvas.findByText(money('144050.00'))).toHaveAttribute('value', '144050.00');
  },
};

export const TotalInUsd: Story = {
  args: {
    methods: inUsd(methodsIn('en')),
    defaultValue: { method_id: 'transfer' },
    total: { value: '20012.50', currency: 'USD' },
  },
  play: async ({ canvas, globals }) => {
    const { t, money } = storyContext(globals);
    await expect(canvas.getByText(t('payment.total.label'))).toBeVisible();
    const amount = canvas.getByText(money('20012.50', 'USD'));
    await expect(amount).toHaveAttribute('value', '20012.50');
    await expect(amount).toHaveAttribute('data-currency', 'USD');
  },
};

export const TotalCalculating: Story = {
  args: { defaultValue: { method_id: 'card' }, total: null },
  play: async ({ canvas, globals }) => {
    const { t } = storyContext(globals);
    await expect(canvas.getByText(t('payment.total.calculating'))).toBeVisible();
    await expect(
      canvas.getByText(t('payment.total.calculating')).closest('[data-slot="payment-total"]'),
    ).toHaveAttribute('data-state', 'calculating');
  },
};

export const NoMethodAvailable: Story = {
  args: { methods: [], onContact: fn() },
  play: async ({ canvas, args, globals }) => {
    const { t } = storyContext(globals);
    await expect(canvas.getByText(t('payment.empty.title'))).toBeVisible();
    await expect(canvas.getByText(t('payment.empty.description'))).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await userEvent.tab();
    const contact = canvas.getByRole('button', { name: t('payment.empty.contact') });
    await expect(contact).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};

export const NarrowCards: Story = {
  // Three methods keep the page inside the screenshot viewport; the other parts stack the same way as on wide screens.
  args: { methods: methodsIn('en').slice(0, 3), defaultValue: { method_id: 'card' } },
  render: (args) => (
    <div style={{ width: 360 }}>
      <PaymentMethodTable {...args} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const { t, method, money } = storyContext(globals);
    const table = canvas.getByRole('table');
    // Same DOM: still a table to assistive technology, laid out as cards.
    await expect(getComputedStyle(table).display).toBe('block');
    const card = method('card');
    const row = canvas.getByRole('radio', { name: card.name }).closest('tr')!;
    await expect(getComputedStyle(row).display).toBe('flex');
    await expect(within(row).getByText(t('payment.column.delivery'))).toBeVisible();
    await expect(
      within(row).getByRole('cell', { name: (name) => name.includes(card.delivery_time!) }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(8);
    await waitFor(() => expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(360));
    // Keyboard still works the same way.
    canvas.getByRole('radio', { name: card.name }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: method('transfer').name })).toBeChecked();
    const totalBox = rootOf(table).querySelector<HTMLElement>('[data-slot="payment-total"]')!;
    await expect(within(totalBox).getByText(money('143750.00'))).toBeVisible();
  },
};

/** No method has a discount (the usual case): no discount column, rather than a column of dashes. */
export const WithoutDiscounts: Story = {
  args: { methods: methodsIn('en').map(({ discount: _, ...method }) => method) },
  play: async ({ canvas, globals }) => {
    const { t } = storyContext(globals);
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).not.toContain(t('payment.column.discount'));
    await expect(headers).toContain(t('payment.column.fee'));
    await expect(canvas.getAllByRole('row')[1]!.querySelector('[data-column="discount"]')).toBeNull();
  },
};

/*
 * Every state in Simplified Chinese and the main ones in Traditional Chinese: the same play functions,
 * reading the table's strings, the server's wording and the locale's money and date formats.
 */
const zhArgs = (locale: Locale) => ({ methods: methodsIn(locale), coupons: couponsIn(locale) });
const methodsOnly = (locale: Locale) => ({ methods: methodsIn(locale) });

export const DefaultZhCN = inLocale(Default, 'zh-CN', methodsOnly('zh-CN'));
export const RecommendedBadgeZhCN = inLocale(RecommendedBadge, 'zh-CN', methodsOnly('zh-CN'));
export const DisabledMethodWithReasonZhCN = inLocale(DisabledMethodWithReason, 'zh-CN', methodsOnly('zh-CN'));
export const ChooseMethodAndCouponByKeyboardZhCN = inLocale(ChooseMethodAndCouponByKeyboard, 'zh-CN', zhArgs('zh-CN'));
export const ExpiredCouponDisabledZhCN = inLocale(ExpiredCouponDisabled, 'zh-CN', zhArgs('zh-CN'));
export const InstallmentInvalidZhCN = inLocale(InstallmentInvalid, 'zh-CN', methodsOnly('zh-CN'));
export const InstallmentValidZhCN = inLocale(InstallmentValid, 'zh-CN', methodsOnly('zh-CN'));
export const FullArrivalAndPriorityZhCN = inLocale(FullArrivalAndPriority, 'zh-CN', methodsOnly('zh-CN'));
export const TotalInUsdZhCN = inLocale(TotalInUsd, 'zh-CN', { methods: inUsd(methodsIn('zh-CN')) });
export const TotalCalculatingZhCN = inLocale(TotalCalculating, 'zh-CN', methodsOnly('zh-CN'));
export const NoMethodAvailableZhCN = inLocale(NoMethodAvailable, 'zh-CN');
export const NarrowCardsZhCN = inLocale(NarrowCards, 'zh-CN', { methods: methodsIn('zh-CN').slice(0, 3) });
export const WithoutDiscountsZhCN = inLocale(WithoutDiscounts, 'zh-CN', {
  methods: methodsIn('zh-CN').map(({ discount: _, ...method }) => method),
});

export const DefaultZhTW = inLocale(Default, 'zh-TW', methodsOnly('zh-TW'));
export const DisabledMethodWithReasonZhTW = inLocale(DisabledMethodWithReason, 'zh-TW', methodsOnly('zh-TW'));
export const ChooseMethodAndCouponByKeyboardZhTW = inLocale(ChooseMethodAndCouponByKeyboard, 'zh-TW', zhArgs('zh-TW'));
export const ExpiredCouponDisabledZhTW = inLocale(ExpiredCouponDisabled, 'zh-TW', zhArgs('zh-TW'));
export const InstallmentInvalidZhTW = inLocale(InstallmentInvalid, 'zh-TW', methodsOnly('zh-TW'));
export const FullArrivalAndPriorityZhTW = inLocale(FullArrivalAndPriority, 'zh-TW', methodsOnly('zh-TW'));
export const NoMethodAvailableZhTW = inLocale(NoMethodAvailable, 'zh-TW');
export const NarrowCardsZhTW = inLocale(NarrowCards, 'zh-TW', { methods: methodsIn('zh-TW').slice(0, 3) });
