import { useDomainText } from '../../i18n/useDomainText';
import { formatMoney } from '../../lib/formatMoney';
import { RadioGroup } from '../../primitives/RadioGroup';
import { TextField } from '../../primitives/TextField';
import { useEduPay } from '../../provider/useEduPay';
import { OrderSection } from './OrderSection';
import { orderMessages } from './orderMessages';
import type { OrderInfo } from './orderTypes';
import { PaymentEstimateLine } from './PaymentEstimateLine';
import { PayeeEntryFields } from './PayeeEntryFields';
import { PaymentReferenceSample } from './PaymentReferenceSample';
import { PurposeChoices } from './PurposeChoices';
import type { OrderFormState } from './useOrderForm';

export interface PaymentInfoSectionProps {
  info: OrderInfo;
  form: OrderFormState;
}

const ROUTING_LABELS = [
  'aba_routing',
  'ach_number',
  'swift_code',
  'sort_code',
  'iban',
  'bank_id',
  'branch_number',
  'bsb',
] as const;

/**
 * Payment Information (spec 001 sections 2-3): the payee account as listed (institution, countries,
 * beneficiary, bank and the routing codes of its country, read only: the payer cannot change a
 * listed account), then what the payer chooses: purposes, amount in the payee's currency, the
 * surcharge and full-arrival choices, the reference, the rent contract and the school's own fields.
 * The amount has the live payment estimate under it (when the form has `estimate`); the reference
 * has its sample modal.
 */
export function PaymentInfoSection({ info, form }: PaymentInfoSectionProps) {
  const t = useDomainText(orderMessages);
  const { locale } = useEduPay();
  const { fields: f, shows } = form;
  const region = (alpha2: string) => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' }).of(alpha2) ?? alpha2;
    } catch {
      return alpha2;
    }
  };
  const institution = locale === 'en' ? info.institution.en : info.institution.zh || info.institution.en;
  const rows: [string, string][] = [
    [t('order.institution'), institution],
    [t('order.fromCountry'), region('CN')],
    [t('order.toCountry'), info.institution.cy ? region(info.institution.cy) : info.account.country],
    [t('order.beneficiary'), info.account.account_name],
    [t('order.bankName'), info.account.bank_name],
    [t('order.bankAddress'), info.account.bank_address],
    ...(info.account.account_number
      ? [[t('order.accountNumber'), info.account.account_number] as [string, string]]
      : []),
    ...ROUTING_LABELS.filter((r) => info.account.routing[r]).map(
      (r) => [t(`order.routing.${r}`), info.account.routing[r]!] as [string, string],
    ),
  ];
  const currency = form.currency;
  return (
    <OrderSection title={t('order.section.payment')} data-slot="order-payment-section">
      {form.payeeEntry ? (
        <PayeeEntryFields {...form.payeeEntry} />
      ) : (
        <div data-slot="order-payee" className="rounded-md bg-surface-muted p-4">
          <h3 className="mb-2 text-sm font-semibold text-fg">{t('order.payeeDetails')}</h3>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-fg-muted">{label}</dt>
                <dd className="break-words text-fg">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <PurposeChoices
        label={t('order.purposes')}
        hint={t('order.purposes.hint', { max: info.purposes_max })}
        {...f.purposes}
      />
      {shows.purposeOther ? <TextField label={t('order.purposeOther')} {...f.purpose_other} /> : null}
      <TextField
        label={t('order.amount', { currency })}
        hint={t('order.amount.hint')}
        inputMode="decimal"
        autoComplete="off"
        {...f.amount}
      />
      {shows.estimate ? <PaymentEstimateLine state={form.estimate.state} onRetry={form.estimate.retry} /> : null}
      {shows.surcharge && info.surcharge ? (
        <RadioGroup
          orientation="horizontal"
          label={t('order.surcharge', {
            amount: formatMoney({ value: info.surcharge.amount, currency: info.surcharge.currency, locale }).text,
          })}
          {...f.surcharge}
        />
      ) : null}
      <RadioGroup
        orientation="horizontal"
        label={t('order.fullArrival')}
        hint={t('order.fullArrival.hint')}
        {...f.full_arrival}
      />
      <div className="flex flex-col gap-1">
        <TextField label={t('order.reference')} hint={t('order.reference.hint')} {...f.payment_reference} />
        <PaymentReferenceSample />
      </div>
      {shows.rent ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={t('order.roomNumber')} {...f.room_number} />
          <TextField type="date" label={t('order.contractStart')} {...f.contract_start} />
          <TextField type="date" label={t('order.contractEnd')} {...f.contract_end} />
        </div>
      ) : null}
      {shows.special.map((special) => (
        <TextField
          key={special.field}
          type={special.field === 'passport_dob' ? 'date' : 'text'}
          label={t(`order.special.${special.field}` as 'order.special.crn')}
          {...f.special(special.field)}
        />
      ))}
    </OrderSection>
  );
}
