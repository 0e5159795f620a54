import type { ComponentProps, ReactNode } from 'react';
import type { ApiResult } from '@edupay/forms/contract';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/formatMoney';
import { useDomainText } from '../../i18n/useDomainText';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { useEduPay } from '../../provider/useEduPay';
import { ExclusiveBenefitsSection } from './ExclusiveBenefitsSection';
import { OrderAgreementDialog } from './OrderAgreementDialog';
import { OrderConfirmDialog } from './OrderConfirmDialog';
import { orderHelpMessages } from './orderHelpMessages';
import { orderMessages } from './orderMessages';
import type {
  OrderFormValue,
  OrderInfo,
  OrderPayload,
  OrderPlaced,
  PinyinAnswer,
  PointsBalance,
  StudyStage,
} from './orderTypes';
import type { EstimatePayment } from './usePaymentEstimate';
import type { OrderFieldRule } from './orderTypes';
import { PayerInfoSection } from './PayerInfoSection';
import { PaymentInfoSection } from './PaymentInfoSection';
import { StudentInfoSection } from './StudentInfoSection';
import { useOrderForm } from './useOrderForm';

export interface OrderFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'onChange' | 'defaultValue'> {
  /** What `/order/order_info` answered for the payee account. Read at mount. */
  info: OrderInfo;
  /** Study stages from the config (`reading_stage`). */
  stages: readonly StudyStage[];
  /** Controlled values; pair with `onChange`. */
  value?: OrderFormValue;
  /** Uncontrolled initial values, e.g. a restored draft. Read at mount. */
  defaultValue?: OrderFormValue;
  /** Every change (the app saves drafts from it). */
  onChange?: (value: OrderFormValue) => void;
  /** Pinyin of a Chinese name (`/order/name_conversion`); null or a throw: the payer types it. */
  convertName?: (chineseName: string) => Promise<PinyinAnswer | null>;
  /**
   * Sends the order with this form's idempotency key (one per form instance: a retry or a double
   * click places one order). 200 shows the submitted state; a refusal with `data.field` is shown at
   * that field; any other refusal above the button.
   */
  onSubmit: (payload: OrderPayload, options: { idempotencyKey: string }) => Promise<ApiResult<OrderPlaced>>;
  /** The order was placed. */
  onSubmitted?: (order: OrderPlaced) => void;
  /** Shown with the submitted notice: the prompt to go on (e.g. a link to My Orders). */
  submittedAction?: ReactNode;
  /** The idempotency key to use (default: a new random one at mount). Read at mount. */
  idempotencyKey?: string;
  /** The moment ages and admission years are computed from (default: now). */
  now?: Date | number;
  /**
   * The live payment estimate (`/order/payment_estimate` without an order): asked after a pause in
   * typing the amount, aborted when a newer amount supersedes it. Without it no estimate is shown.
   */
  estimate?: EstimatePayment;
  /**
   * The payer's points (`/user/user_config`): with it (even null: none) the Exclusive Benefits section
   * is shown with "use points for cash"; `'loading'` while asked.
   */
  points?: PointsBalance | null | 'loading';
  /**
   * An entered payee's form (`info.entered`): the routing fields a country needs
   * (`/order/get_country_identification_code`), asked when the payer chooses the country.
   */
  loadRoutingFields?: (country: string) => Promise<readonly OrderFieldRule[]>;
}

/**
 * The order form (spec 001 section 2): Payment Information, Student Information and Payer
 * Information as three section forms, the Exclusive Benefits section (with `points`), the agreement
 * with its modal, the confirm modal and the submit button with its four states; the live estimate
 * under the amount (with `estimate`). The markup of `useOrderForm`, which holds the rules (@edupay/forms' order schema).
 */
export function OrderForm(props: OrderFormProps) {
  const { info, submittedAction, className } = props;
  const rest = formAttributes(props);
  const t = useDomainText(orderMessages);
  const help = useDomainText(orderHelpMessages);
  const { t: core, locale } = useEduPay();
  const form = useOrderForm(props);
  const { formProps, state, placed, failure, confirm, values, fields: f, submitButton } = form;
  const amount = String(values.amount ?? '').trim();
  let amountText: string = amount;
  try {
    if (amount) amountText = formatMoney({ value: amount, currency: form.currency, locale }).text;
  } catch {
    // Not a decimal yet: the confirm step only opens for a valid form.
  }
  // The confirm modal repeats the server's estimate (and the points it takes off) when it is current.
  const estimated = form.estimate.state.status === 'ready' ? form.estimate.state.estimate : null;
  const money = (value: string, currency: string) => formatMoney({ value, currency, locale }).text;
  const pointsUsed = estimated && values.use_points === true ? estimated.points_used : 0;
  const studentName = [values.student_cn_name, values.en_first_name, values.en_last_name]
    .filter((x) => x !== undefined && String(x).trim() !== '')
    .join(' ');
  const buttonLabel = {
    idle: t('order.submit'),
    submitting: t('order.submitting'),
    submitted: t('order.submitted'),
    failed: t('order.failed'),
  }[state];

  return (
    <form {...rest} {...formProps} className={cn('flex flex-col gap-6', className)}>
      <PaymentInfoSection info={info} form={form} />
      <StudentInfoSection form={form} />
      <PayerInfoSection form={form} />
      {props.points !== undefined ? (
        <ExclusiveBenefitsSection
          points={props.points}
          usePoints={f.use_points}
          applied={
            pointsUsed > 0 && estimated
              ? { points: pointsUsed, amount: money(estimated.points_credit, estimated.payer_currency) }
              : null
          }
        />
      ) : null}
      <div className="flex flex-col gap-1" data-slot="order-agreement-field">
        <Checkbox label={t('order.agreement')} {...f.order_agreement} />
        <OrderAgreementDialog onAccept={() => f.order_agreement.onChange(true)} />
      </div>
      {failure ? (
        <Alert data-slot="order-notice" tone="error" title={t('order.failed.title')} description={failure} />
      ) : null}
      {state === 'submitted' && placed ? (
        <Alert
          data-slot="order-submitted"
          tone="success"
          title={t('order.submitted.title', { orderNo: placed.order_no })}
          description={t('order.submitted.description')}
          action={submittedAction}
        />
      ) : null}
      <div className="flex justify-end">
        <Button
          ref={submitButton}
          type="submit"
          data-slot="order-submit"
          data-state={state}
          variant={state === 'failed' ? 'danger' : 'primary'}
          loading={state === 'submitting'}
          loadingLabel={core('button.loading')}
          disabled={state === 'submitted'}
        >
          {buttonLabel}
        </Button>
      </div>
      <OrderConfirmDialog
        {...confirm}
        summary={{
          payee: form.shows.entered ? String(values.beneficiary_name ?? '') : info.account.account_name,
          amount: amountText,
          student: studentName,
          payer: String(values.payer_cn_name ?? ''),
          estimate: estimated
            ? money(
                pointsUsed > 0 ? estimated.payer_amount_after_points : estimated.payer_amount,
                estimated.payer_currency,
              )
            : undefined,
          points:
            pointsUsed > 0 && estimated
              ? help('confirm.pointsValue', {
                  points: pointsUsed,
                  amount: money(estimated.points_credit, estimated.payer_currency),
                })
              : undefined,
        }}
      />
    </form>
  );
}

/** The props that are the form element's own (aria-*, data-*, id...), without the component's. */
function formAttributes(props: OrderFormProps): ComponentProps<'form'> {
  const {
    info: _info,
    stages: _stages,
    value: _value,
    defaultValue: _defaultValue,
    onChange: _onChange,
    convertName: _convertName,
    onSubmit: _onSubmit,
    onSubmitted: _onSubmitted,
    submittedAction: _submittedAction,
    idempotencyKey: _key,
    now: _now,
    estimate: _estimate,
    points: _points,
    loadRoutingFields: _loadRoutingFields,
    className: _className,
    ...rest
  } = props;
  return rest;
}
