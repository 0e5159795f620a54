import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  ADULT_AGE,
  IBAN_COUNTRIES,
  ageFromCnId,
  createOrderSchema,
  enrolmentYearChoices,
  isBlank,
  PAYER_RELATIONSHIPS,
  validateField,
  validateForm,
  type RuleName,
  type SpecialField,
} from '@edupay/forms';
import { useForm, type Schema } from '@edupay/forms/react';
import { outcome } from '@edupay/forms/contract';
import { useEduPay } from '../../provider/useEduPay';
import { useAnnounce } from '../../provider/useAnnounce';
import { useDomainText } from '../../i18n/useDomainText';
import { orderMessages } from './orderMessages';
import type { OrderFormProps } from './OrderForm';
import type {
  OrderFieldRule,
  OrderFormValue,
  OrderInfo,
  OrderPayload,
  OrderPlaced,
  OrderSubmitState,
} from './orderTypes';
import type { PayeeEntryFieldName, RoutingFieldsState } from './PayeeEntryFields';
import { usePaymentEstimate } from './usePaymentEstimate';

/** What a TextField, Select or RadioGroup spreads. */
export interface OrderFieldProps {
  id: string;
  value: string;
  onChange: (next: string) => void;
  onBlur: () => void;
  error?: string;
  required: boolean;
}
export interface OrderChoiceProps extends OrderFieldProps {
  options: { value: string; label: string }[];
}
export interface OrderCheckProps {
  id: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  error?: string;
  required: boolean;
}

const str = (x: unknown) => (x === undefined || x === null ? '' : String(x));
const ROUTING = ['aba_routing', 'ach_number', 'swift_code', 'sort_code', 'iban', 'bank_id', 'branch_number', 'bsb'];

/** A payee the payer enters (order_info?entered=1): no account, the payee fields are the payer's. */
export const isEnteredPayee = (info: OrderInfo) => info.entered === 1;

const PAYEE_ENTRY_FIELDS: readonly PayeeEntryFieldName[] = [
  'collection_country',
  'currency',
  'beneficiary_name',
  'account_number',
  'beneficiary_address',
  'bank_name',
  'bank_address',
];

/**
 * The fields the payee account decides (the server puts its own in their place on submit): the
 * form holds them so the shared schema judges the same values the server will. An entered payee
 * decides none: only the paying-from country, and the currency the payer chose as the amount's.
 */
export function payeeValues(info: OrderInfo, values: OrderFormValue = {}): OrderFormValue {
  if (isEnteredPayee(info)) {
    return { remittance_country: 'CHN', currency_code: str(values.currency).toUpperCase() };
  }
  const routing = Object.fromEntries(ROUTING.map((f) => [f, info.account.routing[f] ?? '']));
  return {
    institution_name: info.institution.en || info.account.account_name,
    remittance_country: 'CHN',
    collection_country: info.account.country,
    currency: info.account.currency,
    currency_code: info.account.currency,
    beneficiary_name: info.account.account_name,
    account_number: info.account.account_number ?? '',
    bank_name: info.account.bank_name,
    bank_address: info.account.bank_address,
    ...routing,
  };
}

/**
 * The payment kind: the first chosen purpose the account takes (rent asks for the room and contract).
 * An entered payee has none until one of its purposes is chosen ("Other" alone is refused).
 */
function withOrderType(values: OrderFormValue, info: OrderInfo): OrderFormValue {
  const chosen = Array.isArray(values.purposes) ? (values.purposes as string[]) : [];
  const taken = info.purposes.map((p) => p.value);
  const fallback = isEnteredPayee(info) ? '' : (taken[0] ?? 'tuition');
  const orderType = chosen.find((p) => taken.includes(p)) ?? fallback;
  return { ...values, ...payeeValues(info, values), order_type: orderType };
}

/** The form's starting values: nothing typed yet, the payee's fields, full arrival for tuition. */
function initialValues(info: OrderInfo, defaultValue: OrderFormValue | undefined): OrderFormValue {
  return withOrderType(
    {
      purposes: [],
      id_type: 'cn_id',
      payer_tel_code: '86',
      full_arrival: 'use',
      surcharge: info.surcharge ? 'add' : '',
      order_agreement: false,
      guardian_consent: false,
      use_points: false,
      // An entered payee starts in the country and currency order_info was asked for.
      ...(isEnteredPayee(info) ? { collection_country: info.account.country, currency: info.account.currency } : {}),
      ...defaultValue,
    },
    info,
  );
}

const ROUTING_NAMES: ReadonlySet<string> = new Set(ROUTING);

/**
 * The payload of order_submit: the account and what the payer entered (the server supplies the
 * payee's fields). An entered payee goes without an account id, with its fields and the routing
 * fields of its country (`routing`); those of a country chosen earlier stay in the form, unsent.
 */
export function orderPayload(
  values: OrderFormValue,
  info: OrderInfo,
  routing?: readonly OrderFieldRule[],
): OrderPayload {
  const payee = new Set(Object.keys(payeeValues(info, values)));
  const used = new Set((routing ?? []).map((r) => r.field));
  const entered = Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) =>
        !payee.has(field) &&
        !isBlank(value) &&
        value !== false &&
        (!isEnteredPayee(info) || !ROUTING_NAMES.has(field) || used.has(field)),
    ),
  );
  const account = isEnteredPayee(info) ? '' : info.account.id;
  return { ...entered, account_id: account, order_agreement: values.order_agreement === true };
}

/** A new idempotency key: one per form instance, so a double click or a retry never makes a second order. */
function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The order form's behaviour (spec 001 sections 2, 3 and 5) on @edupay/forms' order schema:
 * one prop object per field for the section forms, which fields apply, Pinyin from the Chinese
 * name, the confirm step and the submit with its four states. `OrderForm` is its markup.
 *
 * - Submit validates every field and focuses the first error; a valid form opens the confirm
 *   dialog, and Confirm sends it with this form's idempotency key (kept for the form's life: a
 *   retry after a lost answer replays the first order instead of placing a second one).
 * - A refusal naming a field (`data.field`) is shown at that field, in the server's words (the
 *   payer's language), until the field changes; nothing typed is cleared.
 */
export function useOrderForm(props: OrderFormProps) {
  const {
    info,
    stages,
    value,
    defaultValue,
    onChange,
    convertName,
    onSubmit,
    onSubmitted,
    now,
    estimate: estimatePayment,
    loadRoutingFields,
  } = props;
  const entered = isEnteredPayee(info);
  const { locale, intl } = useEduPay();
  const announce = useAnnounce();
  const t = useDomainText(orderMessages);
  const baseId = useId();
  const idOf = (field: string) => `${baseId}${field}`;
  const [mountedAt] = useState(() => Date.now());
  const moment = now ?? mountedAt;
  const [idempotencyKey] = useState(() => props.idempotencyKey ?? newKey());

  const schema = useMemo(() => {
    const specialFields: Partial<Record<SpecialField, 'required' | 'optional'>> = {};
    let studentIdRule: RuleName | undefined;
    for (const f of info.special_fields) {
      if (f.field === 'student_number') studentIdRule = (f.rule ?? undefined) as RuleName | undefined;
      else specialFields[f.field as SpecialField] = f.required ? 'required' : 'optional';
    }
    // The passport scans are uploaded after the order (the documents pages), as on the server.
    const { passport_files: _scans, ...rest } = createOrderSchema({
      now: moment,
      specialFields,
      purposesMax: info.purposes_max,
      enteredPayee: isEnteredPayee(info),
      ...(studentIdRule ? { studentIdRule } : {}),
    });
    return rest as Schema<OrderFormValue>;
  }, [info, moment]);

  const [initial] = useState(() => initialValues(info, defaultValue));
  const form = useForm<OrderFormValue>({
    schema,
    locale,
    transform: (next) => withOrderType(next, info),
    ...(value !== undefined ? { values: withOrderType(value, info), onChange } : { defaultValues: initial, onChange }),
  });
  const values = form.values;
  // The values as they are now, for the Pinyin answer that arrives after more typing.
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  });

  // The routing fields of the entered payee's country (get_country_identification_code), asked when
  // the country changes (also a restored draft's): the values typed stay in the form, so a field
  // that still applies keeps its value and one of another country comes back if it is chosen again.
  const country = entered ? str(values.collection_country).toUpperCase() : '';
  const [routing, setRouting] = useState<{ country: string; state: RoutingFieldsState }>(() =>
    entered && info.account.country
      ? { country: info.account.country, state: { status: 'ready', fields: info.routing_fields } }
      : { country: '', state: { status: 'none' } },
  );
  const [routingRetries, setRoutingRetries] = useState(0);
  useEffect(() => {
    // Shown as loading meanwhile: payeeEntry.routing is derived from the country the answer is for.
    if (!entered || country === '' || !loadRoutingFields) return;
    if (routing.country === country && routing.state.status === 'ready') return;
    let current = true;
    loadRoutingFields(country).then(
      (fields) => current && setRouting({ country, state: { status: 'ready', fields } }),
      () =>
        current && setRouting({ country, state: { status: 'failed', retry: () => setRoutingRetries((n) => n + 1) } }),
    );
    return () => {
      current = false;
    };
    // routing is read to skip a country already loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entered, country, loadRoutingFields, routingRetries]);
  const routingFields = routing.state.status === 'ready' ? routing.state.fields : [];

  const [state, setState] = useState<OrderSubmitState>('idle');
  const [placed, setPlaced] = useState<OrderPlaced | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldAnswer, setFieldAnswer] = useState<{ field: string; text: string; value: unknown } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);

  // Focus moves after the render that shows the errors (see useRegistrationForm), to the invalid
  // field that comes first on screen: the schema's order is the server's, not always the page's
  // (the amount is checked before the purposes that are shown above it).
  const [focusRequest, setFocusRequest] = useState<{ fields: readonly string[] } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const controls = focusRequest.fields
      .map((field) => {
        const target = document.getElementById(idOf(field));
        return target?.matches('input, select, textarea, button')
          ? target
          : target?.querySelector<HTMLElement>('input:checked, input, select, textarea, button');
      })
      .filter((control): control is HTMLElement => Boolean(control));
    const control = controls.sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    )[0];
    if (!control) return;
    control.scrollIntoView({ block: 'center' });
    control.focus({ preventScroll: true });
    // idOf is stable for the component's life (useId).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const required = (field: string) => validateField(schema, field, { ...values, [field]: '' }) !== null;
  const error = (field: string): string | undefined =>
    form.messages[field] ??
    (fieldAnswer?.field === field && fieldAnswer.value === values[field] ? fieldAnswer.text : undefined);

  const text = (field: string): OrderFieldProps => ({
    id: idOf(field),
    value: str(values[field]),
    onChange: (next) => form.input(field, next),
    onBlur: () => form.blur(field),
    error: error(field),
    required: required(field),
  });
  const choice = (field: string, options: { value: string; label: string }[]): OrderChoiceProps => ({
    ...text(field),
    onChange: (next) => form.setValue(field, next),
    options,
  });
  // A date input commits its value (picker or typed), so it is checked at once.
  const date = (field: string): OrderFieldProps => ({ ...text(field), onChange: (next) => form.setValue(field, next) });
  const check = (field: string): OrderCheckProps => ({
    id: idOf(field),
    checked: values[field] === true,
    onChange: (next) => form.setValue(field, next),
    error: error(field),
    required: required(field),
  });

  // Pinyin from the Chinese name (GET /order/name_conversion): filled in when the name is left,
  // over earlier Pinyin the form filled in, never over what the payer typed themselves.
  const filled = useRef<{ last: string; first: string } | null>(null);
  const fillPinyin = async () => {
    form.blur('student_cn_name');
    const name = str(values.student_cn_name).trim();
    if (!convertName || name === '' || validateField(schema, 'student_cn_name', values) !== null) return;
    let answer;
    try {
      answer = await convertName(name);
    } catch {
      return; // the payer types the Pinyin themselves
    }
    if (!answer) return;
    const current = latest.current;
    const untouched = (field: string, was: string | undefined) => isBlank(current[field]) || current[field] === was;
    const patch: OrderFormValue = {};
    const prev = filled.current;
    if (untouched('pinyin_last_name', prev?.last)) patch.pinyin_last_name = answer.last_name;
    if (untouched('pinyin_first_name', prev?.first)) patch.pinyin_first_name = answer.first_name;
    if (untouched('en_last_name', prev?.last)) patch.en_last_name = answer.last_name;
    if (untouched('en_first_name', prev?.first)) patch.en_first_name = answer.first_name;
    filled.current = { last: answer.last_name, first: answer.first_name };
    if (Object.keys(patch).length === 0) return;
    form.change(patch);
    announce(t('order.pinyinFilled', { last: answer.last_name, first: answer.first_name }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'submitting' || state === 'submitted') return;
    const firstInvalid = form.validateAll();
    if (firstInvalid) {
      const result = validateForm(schema, latest.current, locale);
      // The payment kind follows the purposes (rules about it, e.g. living expenses, show there).
      const fields = Object.keys(result.errors).map((f) => (f === 'order_type' ? 'purposes' : f));
      // A rule about a field the page does not show (the payee's own) is told above the button.
      const unseen = fields.filter((f) => !document.getElementById(idOf(f)));
      setFailure(unseen.length ? unseen.map((f) => result.messages[f]).join(' ') : null);
      setFocusRequest({ fields });
      return;
    }
    setFailure(null);
    setConfirming(true);
  };

  const confirm = async () => {
    if (state === 'submitting' || state === 'submitted') return;
    setConfirming(false);
    setFailure(null);
    setFieldAnswer(null);
    setState('submitting');
    try {
      const response = await onSubmit(orderPayload(values, info, routingFields), { idempotencyKey });
      if (outcome(response) === 'success' && response.data) {
        setPlaced(response.data);
        setState('submitted');
        announce(t('order.submitted.title', { orderNo: response.data.order_no }));
        onSubmitted?.(response.data);
        return;
      }
      // Asked to log in first (402): nothing failed, nothing is lost; the app's login dialog is up, and the
      // form waits as it was for the payer to submit again (or the app to continue once logged in).
      if (outcome(response) === 'needs_login') {
        setState('idle');
        return;
      }
      setState('failed');
      const named = (response.data as { field?: string } | undefined)?.field;
      // The payment kind follows the purposes: its refusals (living expenses) are shown there.
      const field = named === 'order_type' ? 'purposes' : named;
      const message = response.message ?? t('order.failed.title');
      if (field && document.getElementById(idOf(field))) {
        setFieldAnswer({ field, text: message, value: values[field] });
        setFocusRequest({ fields: [field] });
      } else {
        setFailure(message);
      }
    } catch {
      setState('failed');
      setFailure(t('order.failed.network'));
    }
  };

  const monthOptions = useMemo(
    () =>
      Array.from({ length: 12 }, (_, i) => ({
        value: String(i + 1),
        label: intl.formatDate(new Date(2000, i, 1), { month: 'long' }),
      })),
    [intl],
  );
  const yearOptions = enrolmentYearChoices(moment).map((year) => ({
    value: String(year),
    label: intl.formatDate(new Date(year, 0, 1), { year: 'numeric' }),
  }));

  // The live estimate under the amount: the server's conversion of what is typed (and of the points).
  const estimate = usePaymentEstimate({
    amount: str(values.amount),
    usePoints: values.use_points === true,
    currency: isEnteredPayee(info) ? str(values.currency) : undefined,
    estimate: estimatePayment,
  });

  const purposesChosen = Array.isArray(values.purposes) ? (values.purposes as string[]) : [];
  const payerAge = ageFromCnId(values.payer_id_number, moment);
  const specialShown = info.special_fields.filter((f) => f.field !== 'student_number');
  const studentNumberRule = info.special_fields.find((f) => f.field === 'student_number');

  return {
    formProps: {
      'data-slot': 'order-form',
      'data-state': state,
      noValidate: true,
      onSubmit: submit,
    },
    state,
    placed,
    failure,
    idempotencyKey,
    submitButton,
    confirm: {
      open: confirming,
      onOpenChange: setConfirming,
      onConfirm: () => void confirm(),
    },
    shows: {
      cnId: values.id_type === 'cn_id',
      rent: values.order_type === 'rent',
      purposeOther: purposesChosen.includes('other'),
      surcharge: info.surcharge !== null,
      estimate: estimatePayment !== undefined,
      guardian: payerAge !== null && payerAge < ADULT_AGE,
      special: specialShown,
      studentNumberLabel: studentNumberRule?.label,
      entered,
    },
    /** The entered payee's section (PayeeEntryFields' props), or null for a listed account. */
    payeeEntry: entered
      ? {
          countries: (info.countries ?? []).map((c) => ({ value: c.value, label: c.name })),
          currencies: info.currencies,
          fields: Object.fromEntries(
            PAYEE_ENTRY_FIELDS.map((field) => [
              field,
              field === 'collection_country' || field === 'currency'
                ? { ...text(field), onChange: (next: string) => form.setValue(field, next) }
                : text(field),
            ]),
          ) as Record<PayeeEntryFieldName, OrderFieldProps>,
          routing:
            country === ''
              ? ({ status: 'none' } as const)
              : routing.country === country
                ? routing.state
                : ({ status: 'loading' } as const),
          routingField: (field: string) => text(field),
          ibanCountry: IBAN_COUNTRIES[country] !== undefined,
        }
      : null,
    estimate,
    values,
    /** The amount's currency: the account's, or the one the payer chose for an entered payee. */
    currency: entered ? str(values.currency).toUpperCase() || info.account.currency : info.account.currency,
    fields: {
      purposes: {
        id: idOf('purposes'),
        chosen: purposesChosen,
        options: [...info.purposes, { value: 'other', label: t('order.purpose.other') }],
        onToggle: (purpose: string, on: boolean) =>
          form.setValue('purposes', on ? [...purposesChosen, purpose] : purposesChosen.filter((p) => p !== purpose)),
        error: error('purposes') ?? error('order_type'),
        required: true,
      },
      purpose_other: text('purpose_other'),
      amount: text('amount'),
      surcharge: choice('surcharge', [
        { value: 'add', label: t('order.surcharge.add') },
        { value: 'none', label: t('order.surcharge.none') },
      ]),
      full_arrival: choice('full_arrival', [
        { value: 'use', label: t('order.fullArrival.use') },
        { value: 'none', label: t('order.fullArrival.none') },
      ]),
      payment_reference: text('payment_reference'),
      room_number: text('room_number'),
      contract_start: date('contract_start'),
      contract_end: date('contract_end'),
      special: (field: string) => text(field),
      id_type: choice('id_type', [
        { value: 'cn_id', label: t('order.idType.cn_id') },
        { value: 'passport', label: t('order.idType.passport') },
      ]),
      student_cn_name: { ...text('student_cn_name'), onBlur: () => void fillPinyin() },
      pinyin_last_name: text('pinyin_last_name'),
      pinyin_first_name: text('pinyin_first_name'),
      en_first_name: text('en_first_name'),
      en_middle_name: text('en_middle_name'),
      en_last_name: text('en_last_name'),
      student_id_number: text('student_id_number'),
      student_number: text('student_number'),
      reading_stage: choice(
        'reading_stage',
        stages.map((stage) => ({ value: String(stage.id), label: stage.name })),
      ),
      admission_year: choice('admission_year', yearOptions),
      admission_month: choice('admission_month', monthOptions),
      date_of_birth: date('date_of_birth'),
      relationship: choice(
        'relationship',
        PAYER_RELATIONSHIPS.map((r) => ({ value: r, label: t(`order.relationship.${r}`) })),
      ),
      payer_cn_name: text('payer_cn_name'),
      payer_id_number: text('payer_id_number'),
      payer_mobile: text('payer_mobile'),
      payer_email: text('payer_email'),
      guardian_consent: check('guardian_consent'),
      order_agreement: check('order_agreement'),
      use_points: check('use_points'),
    },
  };
}

export type OrderFormState = ReturnType<typeof useOrderForm>;
