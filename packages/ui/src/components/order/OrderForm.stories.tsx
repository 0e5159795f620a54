import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatError, type MessageId } from '@edupay/forms';
import type { ApiResult } from '@edupay/forms/contract';
import type { Locale } from '../../i18n/locale';
import { inLocale, storyLocale, storyText } from '../../stories/storyLocale';
import { findAlert, liveRegion } from '../../stories/liveRegion';
import {
  enteredOrderInfo,
  ESTIMATE,
  ESTIMATE_WITH_POINTS,
  FILLED,
  LANDLORD,
  livingOrderInfo,
  ROUTING_BY_COUNTRY,
  STAGES,
  uclOrderInfo,
} from './orderFixtures';
import { payeeEntryMessages } from './payeeEntryMessages';
import { orderHelpMessages } from './orderHelpMessages';
import { orderMessages } from './orderMessages';
import { OrderForm, type OrderFormProps } from './OrderForm';
import type { OrderFieldRule, OrderPlaced, PaymentEstimate, PaymentEstimateRequest, PinyinAnswer } from './orderTypes';

/** A fixed "now": admission years run from 2027 down; the payers' ages never move. */
const NOW = new Date('2025-03-01T08:00:00Z').getTime();

const PLACED: OrderPlaced = {
  order_id: '6f1c2a9e-5b0d-4c8e-9a51-3d2f6b8e0c11',
  order_no: 'EP20250301417305',
  status: 'awaiting_payment',
  currency: 'GBP',
  total: '12000.00',
};
const placed = (..._args: Parameters<OrderFormProps['onSubmit']>): Promise<ApiResult<OrderPlaced>> =>
  Promise.resolve({ status_code: 200, message: 'Order submitted', data: PLACED });

/** name_conversion's answer for the names the stories type. */
const PINYIN: Record<string, PinyinAnswer> = { 单田芳: { last_name: 'SHAN', first_name: 'TIANFANG' } };
const convert = (name: string) => Promise.resolve(PINYIN[name] ?? null);

/** The server's refusal of a Pinyin that is no reading of the name, in each language (its words). */
const pinyinRefusal: Record<Locale, string> = {
  en: 'The last name in Pinyin does not match the Chinese name: SHAN',
  'zh-CN': '拼音姓与中文姓名不符：SHAN',
  'zh-TW': '拼音姓氏與中文姓名不符：SHAN',
};

/** A RegExp matching names that start with `text` (a required field's name ends with "(required)"). */
const named = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const formsText = (globals: Record<string, unknown>) => (messageId: MessageId, field?: string) =>
  formatError({ rule: messageId, messageId, values: {}, field }, storyLocale(globals));

const meta = {
  title: 'Components/Order/OrderForm',
  component: OrderForm,
  args: {
    info: uclOrderInfo(),
    stages: STAGES.en,
    now: NOW,
    idempotencyKey: 'story-key-1',
    convertName: fn(convert),
    onSubmit: fn(placed),
    onSubmitted: fn(),
    onChange: fn(),
  },
  decorators: [
    // A viewport-high scroller: the screenshot shows the part of the long form the story is about
    // (focus scrolls the field into view), the same size as the other stories' baselines.
    (Story) => (
      <div className="h-[680px] max-w-3xl overflow-y-auto p-4">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "The order form (spec 001 section 2) for one payee account, from what `/order/order_info` answered (`info`): Payment Information (the listed account read only; purposes, amount in the payee currency, surcharge and full-arrival choices, reference, rent contract and the school's own fields), Student Information (Chinese name with the Pinyin filled in through `convertName`), Payer Information, the agreement, the confirm modal (Return to Edit / Confirm) and the submit button's four states (ready, submitting, submitted, failed). Every rule is @edupay/forms' order schema, the one the server runs. Submit focuses the first error on screen; `onSubmit(payload, { idempotencyKey })` gets one key per form instance (a retry never places a second order); a refusal with `data.field` is shown at that field. Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`, e.g. a restored draft).",
      },
    },
  },
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same story in Chinese: the server's purposes and stages in that language. */
const zh = (story: Story, locale: 'zh-CN' | 'zh-TW') =>
  inLocale(story, locale, {
    info: uclOrderInfo(locale, story.args?.info ? { ...story.args.info, purposes: uclOrderInfo(locale).purposes } : {}),
    stages: STAGES[locale],
  });

export const Empty: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(orderMessages, globals);
    for (const section of ['order.section.payment', 'order.section.student', 'order.section.payer'] as const)
      await expect(canvas.getByRole('region', { name: t(section) })).toBeInTheDocument();
    // The listed account is shown, not asked.
    const payee = canvas.getByRole('region', { name: t('order.section.payment') });
    await expect(payee).toHaveTextContent('UNIVERSITY COLLEGE LONDON');
    await expect(payee).toHaveTextContent('408211');
    await expect(canvas.getByRole('textbox', { name: named(t('order.amount', { currency: 'GBP' })) })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: t('order.fullArrival.use') })).toBeChecked();
    // The keyboard starts on the first purpose.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: args.info.purposes[0]!.label })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: t('order.submit') })).toBeEnabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const EmptyZhCN = zh(Empty, 'zh-CN');
export const EmptyZhTW = zh(Empty, 'zh-TW');

export const InvalidSubmit: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(orderMessages, globals);
    const v = formsText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('order.submit') }));
    // The purposes are first on screen (the schema checks the amount first): focus goes there.
    const tuition = canvas.getByRole('checkbox', { name: args.info.purposes[0]!.label });
    await waitFor(() => expect(tuition).toHaveFocus());
    await expect(canvas.getByRole('group', { name: named(t('order.purposes')) })).toHaveAccessibleDescription(
      `${t('order.purposes.hint', { max: 5 })} ${v('selectRequired', 'purposes')}`,
    );
    const amount = canvas.getByRole('textbox', { name: named(t('order.amount', { currency: 'GBP' })) });
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('combobox', { name: named(t('order.relationship')) })).toHaveAccessibleDescription(
      v('selectRequired', 'relationship'),
    );
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Eager: a right value clears its error at once; what was typed stays.
    await userEvent.type(amount, '12000.00');
    await expect(amount).not.toHaveAttribute('aria-invalid');
    await expect(amount).toHaveValue('12000.00');
  },
};
export const InvalidSubmitZhCN = zh(InvalidSubmit, 'zh-CN');
export const InvalidSubmitZhTW = zh(InvalidSubmit, 'zh-TW');

export const PinyinFromChineseName: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(orderMessages, globals);
    await userEvent.type(canvas.getByRole('textbox', { name: named(t('order.studentCnName')) }), '单田芳');
    await userEvent.tab();
    await expect(args.convertName).toHaveBeenCalledWith('单田芳');
    const last = canvas.getByRole('textbox', { name: named(t('order.pinyinLast')) });
    await waitFor(() => expect(last).toHaveValue('SHAN'));
    await expect(canvas.getByRole('textbox', { name: named(t('order.pinyinFirst')) })).toHaveValue('TIANFANG');
    await expect(canvas.getByRole('textbox', { name: named(t('order.enLast')) })).toHaveValue('SHAN');
    await expect(canvas.getByRole('textbox', { name: named(t('order.enFirst')) })).toHaveValue('TIANFANG');
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent(t('order.pinyinFilled', { last: 'SHAN', first: 'TIANFANG' })),
    );
  },
};
export const PinyinFromChineseNameZhCN = zh(PinyinFromChineseName, 'zh-CN');

export const ConfirmAndSubmit: Story = {
  args: { defaultValue: FILLED },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(orderMessages, globals);
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('checkbox', { name: named(t('order.agreement')) }));
    await userEvent.click(canvas.getByRole('button', { name: t('order.submit') }));
    const dialog = await page.findByRole('dialog', { name: t('order.confirm.title') });
    await expect(dialog).toHaveTextContent('UNIVERSITY COLLEGE LONDON');
    await expect(dialog).toHaveTextContent('12,000.00');
    await expect(dialog).toHaveTextContent('韩梅');
    // Return to Edit: nothing is sent, nothing is lost.
    await userEvent.click(within(dialog).getByRole('button', { name: t('order.confirm.edit') }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: named(t('order.amount', { currency: 'GBP' })) })).toHaveValue(
      '12000.00',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('order.submit') }));
    await userEvent.click(await page.findByRole('button', { name: t('order.confirm.ok') }));
    const success = await findAlert('success');
    await expect(success).toHaveTextContent(t('order.submitted.title', { orderNo: PLACED.order_no }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        account_id: 15,
        amount: '12000.00',
        purposes: ['tuition'],
        order_type: 'tuition',
        order_agreement: true,
      }),
      { idempotencyKey: 'story-key-1' },
    );
    // The payee's own fields are the server's to fill in: not sent.
    await expect(args.onSubmit.mock.calls[0]![0]).not.toHaveProperty('beneficiary_name');
    await expect(args.onSubmitted).toHaveBeenCalledWith(PLACED);
    const button = canvas.getByRole('button', { name: t('order.submitted') });
    await expect(button).toBeDisabled();
  },
};
export const ConfirmAndSubmitZhCN = zh(ConfirmAndSubmit, 'zh-CN');

/** payment_estimate as the server answers it: with the points when asked to use them. */
const estimateAnswer = (request: PaymentEstimateRequest): Promise<ApiResult<PaymentEstimate>> =>
  Promise.resolve({ status_code: 200, message: 'ok', data: request.use_points ? ESTIMATE_WITH_POINTS : ESTIMATE });

export const EstimateAndPoints: Story = {
  args: {
    defaultValue: FILLED,
    estimate: fn(estimateAnswer),
    points: { balance: 247, max_per_order: 200 },
  },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyText(orderMessages, globals);
    const help = storyText(orderHelpMessages, globals);
    const estimate = () => canvasElement.querySelector('[data-slot="payment-estimate"]');
    await waitFor(() => expect(estimate()).toHaveAttribute('data-state', 'ready'));
    await expect(estimate()).toHaveTextContent('110,123.64');
    await expect(args.estimate).toHaveBeenLastCalledWith(
      { amount: '12000.00', use_points: false },
      expect.any(AbortSignal),
    );
    // "Use points for cash": the server's estimate is asked again with the points.
    await userEvent.click(canvas.getByRole('checkbox', { name: help('benefits.usePoints') }));
    await waitFor(() => expect(estimate()).toHaveTextContent('109,923.64'));
    await expect(args.estimate).toHaveBeenLastCalledWith(
      { amount: '12000.00', use_points: true },
      expect.any(AbortSignal),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: named(t('order.agreement')) }));
    await userEvent.click(canvas.getByRole('button', { name: t('order.submit') }));
    const dialog = await within(document.body).findByRole('dialog', { name: t('order.confirm.title') });
    await expect(dialog).toHaveTextContent(help('confirm.points'));
    await expect(dialog).toHaveTextContent('109,923.64');
    await expect(dialog).toHaveTextContent(/200.*200\.00/);
    await userEvent.click(within(dialog).getByRole('button', { name: t('order.confirm.ok') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ use_points: true }), {
        idempotencyKey: 'story-key-1',
      }),
    );
  },
};
export const EstimateAndPointsZhCN = zh(EstimateAndPoints, 'zh-CN');

/** Everything valid but the agreement: submit is refused next to the checkbox; the modal ticks it. */
export const AgreementRequired: Story = {
  args: { defaultValue: FILLED },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(orderMessages, globals);
    const help = storyText(orderHelpMessages, globals);
    await userEvent.click(canvas.getByRole('button', { name: t('order.submit') }));
    const box = canvas.getByRole('checkbox', { name: named(t('order.agreement')) });
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: help('agreement.open') }));
    await userEvent.click(await within(document.body).findByRole('button', { name: help('agreement.accept') }));
    await waitFor(() => expect(box).toBeChecked());
    await expect(box).not.toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const AgreementRequiredZhCN = zh(AgreementRequired, 'zh-CN');

export const Submitting: Story = {
  args: {
    defaultValue: { ...FILLED, order_agreement: true },
    onSubmit: fn((..._args: Parameters<OrderFormProps['onSubmit']>) => new Promise<never>(() => {})),
  },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(orderMessages, globals);
    await userEvent.click(canvas.getByRole('button', { name: t('order.submit') }));
    await userEvent.click(await within(document.body).findByRole('button', { name: t('order.confirm.ok') }));
    const button = await canvas.findByRole('button', { name: named(t('order.submitting')) });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // A second click while submitting sends nothing more.
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ServerRefusalAtField: Story = {
  args: {
    defaultValue: {
      ...FILLED,
      student_cn_name: '单田芳',
      pinyin_last_name: 'WANG',
      pinyin_first_name: 'TIANFANG',
      en_last_name: 'WANG',
      en_first_name: 'TIANFANG',
      order_agreement: true,
    },
  },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(orderMessages, globals);
    const refusal = pinyinRefusal[storyLocale(globals)];
    args.onSubmit.mockResolvedValueOnce({
      status_code: 400,
      message: refusal,
      data: { field: 'pinyin_last_name' },
    } as unknown as ApiResult<OrderPlaced>);
    await userEvent.click(canvas.getByRole('button', { name: t('order.submit') }));
    await userEvent.click(await within(document.body).findByRole('button', { name: t('order.confirm.ok') }));
    const last = canvas.getByRole('textbox', { name: named(t('order.pinyinLast')) });
    await waitFor(() => expect(last).toHaveFocus());
    await expect(last).toHaveAttribute('aria-invalid', 'true');
    await expect(last).toHaveAccessibleDescription(refusal);
    await expect(last).toHaveValue('WANG');
    await expect(canvas.getByRole('button', { name: t('order.failed') })).toBeEnabled();
    // Fixing the field clears the server's message; the retry uses the same key.
    await userEvent.clear(last);
    await userEvent.type(last, 'SHAN');
    await expect(last).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(canvas.getByRole('textbox', { name: named(t('order.enLast')) }));
    await userEvent.type(canvas.getByRole('textbox', { name: named(t('order.enLast')) }), 'SHAN');
    await userEvent.click(canvas.getByRole('button', { name: t('order.failed') }));
    await userEvent.click(await within(document.body).findByRole('button', { name: t('order.confirm.ok') }));
    await findAlert('success');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit.mock.calls[1]![1]).toEqual({ idempotencyKey: 'story-key-1' });
  },
};
export const ServerRefusalAtFieldZhCN = zh(ServerRefusalAtField, 'zh-CN');

/** The server asks for a login first (402): the app's login dialog takes over; the form is not marked failed. */
export const NeedsLogin: Story = {
  args: {
    defaultValue: { ...FILLED, order_agreement: true },
    onSubmit: fn(async (..._args: Parameters<OrderFormProps['onSubmit']>): Promise<ApiResult<OrderPlaced>> => ({
      status_code: 402,
      message: 'Please log in',
    })),
  },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyText(orderMessages, globals);
    await userEvent.click(canvas.getByRole('button', { name: t('order.submit') }));
    await userEvent.click(await within(document.body).findByRole('button', { name: t('order.confirm.ok') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Nothing red: no failure notice, the button still offers to submit, what was typed is there.
    await waitFor(() => expect(canvas.getByRole('button', { name: t('order.submit') })).toBeEnabled());
    await expect(canvasElement.querySelector('[data-slot="order-notice"]')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('order.failed') })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: named(t('order.payerEmail')) })).toHaveValue(
      'han.mei@example.com',
    );
  },
};
export const NeedsLoginZhCN = zh(NeedsLogin, 'zh-CN');

export const NetworkFailure: Story = {
  args: {
    defaultValue: { ...FILLED, order_agreement: true },
    onSubmit: fn((..._args: Parameters<OrderFormProps['onSubmit']>) => Promise.reject(new Error('offline'))),
  },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(orderMessages, globals);
    await userEvent.click(canvas.getByRole('button', { name: t('order.submit') }));
    await userEvent.click(await within(document.body).findByRole('button', { name: t('order.confirm.ok') }));
    const alert = await findAlert('error');
    await expect(alert).toHaveTextContent(t('order.failed.network'));
    await expect(canvas.getByRole('button', { name: t('order.failed') })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: named(t('order.payerEmail')) })).toHaveValue(
      'han.mei@example.com',
    );
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.anything(), { idempotencyKey: 'story-key-1' });
  },
};
export const NetworkFailureZhCN = zh(NetworkFailure, 'zh-CN');

export const RentWithSurcharge: Story = {
  args: {
    info: uclOrderInfo('en', { surcharge: { minor: 1700, amount: '17.00', currency: 'GBP' } }),
    defaultValue: { purposes: ['rent'] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(orderMessages, globals);
    await expect(canvas.getByRole('textbox', { name: named(t('order.roomNumber')) })).toBeInTheDocument();
    await expect(canvas.getByLabelText(named(t('order.contractStart')))).toHaveAttribute('type', 'date');
    const surcharge = canvas.getByRole('radiogroup', { name: named(t('order.surcharge', { amount: '£17.00' })) });
    await expect(within(surcharge).getByRole('radio', { name: t('order.surcharge.add') })).toBeChecked();
    // Other adds its free-text purpose.
    await userEvent.click(canvas.getByRole('checkbox', { name: t('order.purpose.other') }));
    await expect(canvas.getByRole('textbox', { name: named(t('order.purposeOther')) })).toBeInTheDocument();
  },
};

export const LivingExpensesNeedPayerFirst: Story = {
  args: {
    info: livingOrderInfo(),
    defaultValue: { ...FILLED, purposes: ['living'], payer_cn_name: '', payer_id_number: '' },
  },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(orderMessages, globals);
    await userEvent.click(canvas.getByRole('button', { name: t('order.submit') }));
    // The payment kind's rule (spec 001: payer information first) is told at the purposes.
    const group = canvas.getByRole('group', { name: named(t('order.purposes')) });
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(
        `${t('order.purposes.hint', { max: 5 })} ${formatError({ rule: 'livingExpenseEligible', messageId: 'payerInfoFirst', values: {} }, storyLocale(globals))}`,
      ),
    );
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Tuition' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** get_country_identification_code, as the app passes it: the fields of each country. */
const loadRouting = (country: string): Promise<readonly OrderFieldRule[]> =>
  Promise.resolve(ROUTING_BY_COUNTRY[country] ?? [{ field: 'swift_code', required: 1, rule: 'bic', label: '' }]);

/**
 * A payee that is not listed (order_info?entered=1): the payer enters the landlord; choosing the
 * country fetches its bank codes (a field that still applies keeps its value); submit focuses the
 * first error, and the order goes without an account id with only the chosen country's codes.
 */
export const EnteredPayee: Story = {
  args: {
    info: enteredOrderInfo('en'),
    loadRoutingFields: fn(loadRouting),
    defaultValue: { ...FILLED, purposes: ['deposit'], student_number: '' },
  },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(orderMessages, globals);
    const p = storyText(payeeEntryMessages, globals);
    const country = canvas.getByRole('combobox', { name: named(p('payeeEntry.country')) });
    await expect(canvas.getByText(p('payeeEntry.routingNone'))).toBeInTheDocument();
    await userEvent.selectOptions(country, 'USA');
    const aba = await canvas.findByRole('textbox', { name: named(t('order.routing.aba_routing')) });
    await userEvent.type(aba, '021000021');
    const swift = canvas.getByRole('textbox', { name: named(t('order.routing.swift_code')) });
    await userEvent.type(swift, 'BARCGB22');
    // The UK's codes: the SWIFT code still applies and keeps its value; the ABA number is gone.
    await userEvent.selectOptions(country, 'GBR');
    await canvas.findByRole('textbox', { name: named(t('order.routing.sort_code')) });
    await expect(args.loadRoutingFields).toHaveBeenCalledWith('GBR');
    await expect(canvas.getByRole('textbox', { name: named(t('order.routing.swift_code')) })).toHaveValue('BARCGB22');
    await expect(canvas.queryByRole('textbox', { name: named(t('order.routing.aba_routing')) })).toBeNull();
    // Submit with the payee's fields empty: focus goes to the first one on screen.
    await userEvent.click(canvas.getByRole('button', { name: t('order.submit') }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: named(p('payeeEntry.beneficiaryName')) })).toHaveFocus(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The entered payee complete: the order goes without an account id, with only the chosen country's codes. */
export const EnteredPayeeSubmit: Story = {
  args: {
    info: enteredOrderInfo('en', 'GBR'),
    loadRoutingFields: fn(loadRouting),
    defaultValue: {
      ...FILLED,
      ...LANDLORD,
      purposes: ['deposit'],
      amount: '800.00',
      aba_routing: '021000021',
      order_agreement: true,
    },
  },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(orderMessages, globals);
    await userEvent.click(canvas.getByRole('button', { name: t('order.submit') }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('CITY LETTINGS LTD');
    await userEvent.click(within(dialog).getByRole('button', { name: t('order.confirm.ok') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const [payload] = (args.onSubmit as unknown as { mock: { calls: [Record<string, unknown>][] } }).mock.calls[0]!;
    await expect(payload).toMatchObject({
      account_id: '',
      collection_country: 'GBR',
      currency: 'GBP',
      sort_code: '20-00-00',
      order_type: 'deposit',
    });
    // A code of another country (left from an earlier choice) stays in the form, unsent.
    await expect(payload).not.toHaveProperty('aba_routing');
  },
};
export const EnteredPayeeZhCN = inLocale(
  {
    args: {
      info: enteredOrderInfo('zh-CN', 'GBR'),
      loadRoutingFields: fn(loadRouting),
      defaultValue: { ...LANDLORD, beneficiary_address: 'PO Box 12, Leeds', purposes: ['rent'] },
    },
    play: async ({ canvas, globals }) => {
      const t = storyText(orderMessages, globals);
      const p = storyText(payeeEntryMessages, globals);
      await userEvent.click(canvas.getByRole('button', { name: t('order.submit') }));
      const address = canvas.getByRole('textbox', { name: named(p('payeeEntry.beneficiaryAddress')) });
      await waitFor(() => expect(address).toHaveFocus());
      await expect(address).toHaveAccessibleDescription(expect.stringContaining('不接受邮政信箱'));
    },
  } satisfies Story,
  'zh-CN',
);
