import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/useControllableState';
import { useDomainText } from '../../i18n/useDomainText';
import { paymentMessages } from './paymentMessages';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { EmptyState } from '../../primitives/EmptyState';
import { Money } from '../../primitives/Money';
import { CouponPicker } from './CouponPicker';
import { InstallmentField } from './InstallmentField';
import { PaymentTotal } from './PaymentTotal';
import {
  EMPTY_PAYMENT_SELECTION,
  type Coupon,
  type MoneyValue,
  type PaymentMethod,
  type PaymentSelection,
} from './paymentTypes';

export interface PaymentMethodTableProps extends Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'children'> {
  /** The methods the server offers for this order, in its order. None: the "contact your payment specialist" state. */
  methods: readonly PaymentMethod[];
  /** The payer's coupons; without them (or empty) there is no coupon choice. */
  coupons?: readonly Coupon[];
  /** The total for the current choices, computed by the server; null while it recomputes; absent: not shown. */
  total?: MoneyValue | null;
  /** Controlled choice; pair with `onChange`. */
  value?: PaymentSelection;
  /** Initial choice when uncontrolled (missing fields: nothing chosen). */
  defaultValue?: Partial<PaymentSelection>;
  /** Receives the whole new choice on every change. Ask the server for the new `total` from it. */
  onChange?: (value: PaymentSelection) => void;
  /** Shows the installment amount field; `currency` names the amount, `max` overrides the 30000 limit. */
  installment?: { currency?: string; max?: string };
  /** Shows the full-arrival service option with its fee. */
  fullArrivalFee?: MoneyValue;
  /** Shows the priority-remittance option with its fee. */
  priorityFee?: MoneyValue;
  /** The clock coupons expire against (default: the time of mount). Inject it in tests. */
  now?: Date | number;
  /** The empty state's action: a "Contact your payment specialist" button calling this. */
  onContact?: () => void;
  /** Replaces that button, e.g. with a link to the specialist's card. */
  contactAction?: ReactNode;
  /** The method question; default "Payment method". */
  label?: ReactNode;
  /** A message about the method choice (e.g. none chosen on submit), already in the user's language. */
  error?: ReactNode;
  /** Shows the installment rule's message at once (after a failed submit) instead of after blur. */
  showErrors?: boolean;
}

const allColumns = ['discount', 'rate', 'fee', 'total', 'receives', 'delivery', 'notes'] as const;
type Column = (typeof allColumns)[number];
/** What a method row can fill in each column; a column no method fills (a discount, often) is left out. */
const filled: Record<Column, (method: PaymentMethod) => unknown> = {
  discount: (m) => m.discount,
  rate: (m) => m.rate,
  fee: (m) => m.fee,
  total: (m) => m.total,
  receives: (m) => m.payee_receives,
  delivery: (m) => m.delivery_time,
  notes: (m) => m.tax_note || m.refund_note,
};

/**
 * The payment page's method table (spec 001 section 2): one radio per method in a real table on
 * wide containers, the same DOM laid out as stacked cards on narrow ones (a container query, so it
 * follows the space it is given, not the window). Explicit table roles keep the table semantics
 * when the cards layout changes `display`. Native radios give the keyboard model: Tab enters on the
 * chosen method, arrow keys move and select, disabled methods are skipped. Money is only shown,
 * never computed: fees and the total come from the server.
 */
export function PaymentMethodTable({
  methods,
  coupons,
  total,
  value,
  defaultValue,
  onChange,
  installment,
  fullArrivalFee,
  priorityFee,
  now,
  onContact,
  contactAction,
  label,
  error,
  showErrors = false,
  className,
  id,
  ...props
}: PaymentMethodTableProps) {
  const t = useDomainText(paymentMessages);
  const autoId = useId();
  const rootId = id ?? `${autoId}payment`;
  const legendId = `${rootId}-label`;
  const errorId = error ? `${rootId}-error` : undefined;
  // Without an injected clock, expiry is judged at mount: stable across re-renders.
  const [mountedAt] = useState(() => Date.now());
  const clock = now ?? mountedAt;
  const [selection, setSelection] = useControllableState<PaymentSelection>(
    value,
    { ...EMPTY_PAYMENT_SELECTION, ...defaultValue },
    onChange,
  );
  const update = (patch: Partial<PaymentSelection>) => setSelection({ ...selection, ...patch });

  if (methods.length === 0) {
    return (
      <div
        id={rootId}
        data-slot="payment-method-table"
        data-state="empty"
        className={cn('rounded-md border border-line', className)}
        {...props}
      >
        <EmptyState
          title={t('payment.empty.title')}
          description={t('payment.empty.description')}
          action={
            contactAction ?? (onContact ? <Button onClick={onContact}>{t('payment.empty.contact')}</Button> : undefined)
          }
        />
      </div>
    );
  }

  const columns = allColumns.filter((column) => methods.some((method) => filled[column](method)));
  const headers: Record<Column, string> = {
    discount: t('payment.column.discount'),
    rate: t('payment.column.rate'),
    fee: t('payment.column.fee'),
    total: t('payment.column.total'),
    receives: t('payment.column.receives'),
    delivery: t('payment.column.delivery'),
    notes: t('payment.column.notes'),
  };

  return (
    <div
      id={rootId}
      data-slot="payment-method-table"
      data-state={selection.method_id ? 'chosen' : 'unchosen'}
      className={cn('@container flex flex-col gap-6', className)}
      {...props}
    >
      <fieldset
        data-slot="payment-methods"
        // Radiogroup on the fieldset (allowed there): the radios' common question, invalid state included.
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
        className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0"
      >
        <legend id={legendId} className="mb-2 p-0 text-sm font-medium text-fg">
          {label ?? t('payment.methods.label')}
        </legend>
        <table role="table" data-slot="payment-methods-table" className="w-full border-collapse text-sm @max-2xl:block">
          {/* In the cards layout the header row is only hidden visually: screen readers still name each cell by its column. */}
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- explicit: the cards layout changes `display`, which can strip implicit table roles. */}
          <thead role="rowgroup" className="@max-2xl:sr-only">
            <tr role="row" className="border-b border-line text-left text-xs text-fg-muted">
              <th role="columnheader" scope="col" className="px-3 py-2 font-medium">
                {t('payment.column.method')}
              </th>
              {columns.map((column) => (
                <th key={column} role="columnheader" scope="col" className="px-3 py-2 font-medium">
                  {headers[column]}
                </th>
              ))}
            </tr>
          </thead>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- as above */}
          <tbody role="rowgroup" className="@max-2xl:flex @max-2xl:flex-col @max-2xl:gap-3">
            {methods.map((method, index) => (
              <MethodRow
                key={method.id}
                id={`${rootId}-method-${index}`}
                name={`${rootId}-method`}
                method={method}
                columns={columns}
                headers={headers}
                checked={selection.method_id === method.id}
                invalid={Boolean(error)}
                onSelect={() => update({ method_id: method.id })}
              />
            ))}
          </tbody>
        </table>
        {error ? (
          <p id={errorId} data-slot="payment-methods-error" className="m-0 text-xs text-danger">
            {error}
          </p>
        ) : null}
      </fieldset>

      {coupons && coupons.length > 0 ? (
        <div data-slot="payment-coupons">
          <CouponPicker
            coupons={coupons}
            value={selection.coupon_id}
            onChange={(coupon_id) => update({ coupon_id })}
            now={clock}
          />
        </div>
      ) : null}

      {installment ? (
        <div className="max-w-sm">
          <InstallmentField
            value={selection.installment_amount}
            onChange={(installment_amount) => update({ installment_amount })}
            currency={installment.currency}
            max={installment.max}
            showError={showErrors}
          />
        </div>
      ) : null}

      {fullArrivalFee || priorityFee ? (
        <fieldset data-slot="payment-options" className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
          <legend className="mb-2 p-0 text-sm font-medium text-fg">{t('payment.options.label')}</legend>
          {fullArrivalFee ? (
            <Checkbox
              data-option="full_arrival"
              label={<OptionLabel text={t('payment.fullArrival.label')} fee={fullArrivalFee} />}
              hint={t('payment.fullArrival.hint')}
              checked={selection.full_arrival}
              onChange={(full_arrival) => update({ full_arrival })}
            />
          ) : null}
          {priorityFee ? (
            <Checkbox
              data-option="priority"
              label={<OptionLabel text={t('payment.priority.label')} fee={priorityFee} />}
              hint={t('payment.priority.hint')}
              checked={selection.priority}
              onChange={(priority) => update({ priority })}
            />
          ) : null}
        </fieldset>
      ) : null}

      {total !== undefined ? <PaymentTotal total={total} /> : null}
    </div>
  );
}

function OptionLabel({ text, fee }: { text: string; fee: MoneyValue }) {
  const t = useDomainText(paymentMessages);
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span>{text}</span>
      <span className="text-fg-muted">
        {t('payment.column.fee')} <Money value={fee.value} currency={fee.currency} />
      </span>
    </span>
  );
}

interface MethodRowProps {
  id: string;
  name: string;
  method: PaymentMethod;
  columns: readonly Column[];
  headers: Record<Column, string>;
  checked: boolean;
  invalid: boolean;
  onSelect: () => void;
}

function MethodRow({ id, name, method, columns, headers, checked, invalid, onSelect }: MethodRowProps) {
  const t = useDomainText(paymentMessages);
  const badgeId = method.recommended ? `${id}-recommended` : undefined;
  const reasonId = method.disabled ? `${id}-reason` : undefined;
  const none = <span className="text-fg-muted">{t('payment.none')}</span>;
  const withNote = (main: ReactNode, note: string | undefined) =>
    note ? (
      <span className="flex flex-col gap-0.5">
        <span>{main}</span>
        <span className="text-xs text-fg-muted">{note}</span>
      </span>
    ) : (
      main
    );
  const money = (value: MoneyValue | undefined) =>
    value ? <Money value={value.value} currency={value.currency} /> : none;
  const cells: Record<Column, ReactNode> = {
    discount: method.discount ? <span className="text-success">{method.discount}</span> : none,
    rate: method.rate ? withNote(method.rate, method.rate_note) : none,
    // A fee is a charge: never in the discount's colour.
    fee: method.fee ? withNote(money(method.fee), method.fee_note) : none,
    total: money(method.total),
    receives: money(method.payee_receives),
    delivery: method.delivery_time ?? none,
    notes:
      method.tax_note || method.refund_note ? (
        <span className="flex flex-col gap-0.5 text-xs text-fg-muted">
          {method.tax_note ? <span>{t('payment.taxNote', { note: method.tax_note })}</span> : null}
          {method.refund_note ? <span>{t('payment.refundNote', { note: method.refund_note })}</span> : null}
        </span>
      ) : (
        none
      ),
  };
  return (
    <tr
      role="row"
      data-slot="payment-method"
      data-state={checked ? 'checked' : 'unchecked'}
      data-disabled={method.disabled ? '' : undefined}
      data-recommended={method.recommended ? '' : undefined}
      className={cn(
        'border-b border-line align-top',
        '@max-2xl:flex @max-2xl:flex-col @max-2xl:rounded-md @max-2xl:border @max-2xl:py-2',
        checked ? 'bg-primary-soft @max-2xl:border-primary' : undefined,
        method.disabled ? 'text-fg-muted' : 'text-fg',
      )}
    >
      {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a data cell (the plugin takes td for a grid cell); explicit for the cards layout. */}
      <td role="cell" className="px-3 py-3 @max-2xl:py-2">
        <div className="flex items-start gap-3">
          <input
            data-slot="payment-method-radio"
            type="radio"
            id={id}
            name={name}
            value={method.id}
            checked={checked}
            disabled={method.disabled}
            aria-describedby={[badgeId, reasonId].filter(Boolean).join(' ') || undefined}
            onChange={onSelect}
            className={cn(
              'm-0 mt-0.5 size-4 shrink-0 cursor-pointer appearance-none rounded-full border bg-surface',
              'checked:border-[5px] checked:border-primary',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
              'disabled:cursor-not-allowed disabled:opacity-50',
              invalid ? 'border-danger' : 'border-line-strong',
            )}
          />
          <div className="flex min-w-0 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              {method.icon ? (
                <span
                  data-slot="payment-method-icon"
                  aria-hidden="true"
                  className="inline-flex size-6 shrink-0 items-center justify-center"
                >
                  {typeof method.icon === 'string' ? (
                    <img src={method.icon} alt="" className="size-6 object-contain" />
                  ) : (
                    method.icon
                  )}
                </span>
              ) : null}
              <label
                htmlFor={id}
                className={cn('font-medium', method.disabled ? 'cursor-not-allowed' : 'cursor-pointer')}
              >
                {method.name}
              </label>
              {method.recommended ? (
                <span
                  id={badgeId}
                  data-slot="payment-method-badge"
                  className="rounded-sm bg-success-soft px-1.5 py-0.5 text-xs font-medium text-success"
                >
                  {t('payment.recommended')}
                </span>
              ) : null}
            </div>
            {method.disabled ? (
              <span id={reasonId} data-slot="payment-method-reason" className="text-xs text-fg-muted">
                {method.disabled_reason ?? t('payment.unavailable')}
              </span>
            ) : null}
          </div>
        </div>
      </td>
      {columns.map((column) => (
        <td
          key={column}
          // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- as above
          role="cell"
          data-column={column}
          className="px-3 py-3 @max-2xl:flex @max-2xl:justify-between @max-2xl:gap-4 @max-2xl:py-1 @max-2xl:pl-10"
        >
          {/* The column name for sighted users of the cards layout; screen readers get it from the header. */}
          <span aria-hidden="true" className="hidden text-xs text-fg-muted @max-2xl:inline">
            {headers[column]}
          </span>
          <span className="@max-2xl:text-right">{cells[column]}</span>
        </td>
      ))}
    </tr>
  );
}
