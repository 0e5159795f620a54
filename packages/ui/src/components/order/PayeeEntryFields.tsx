import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import { Spinner } from '../../primitives/Spinner';
import { TextField } from '../../primitives/TextField';
import { useDomainText } from '../../i18n/useDomainText';
import { orderMessages } from './orderMessages';
import type { OrderFieldRule } from './orderTypes';
import { payeeEntryMessages } from './payeeEntryMessages';

/** What one text field or select of the section spreads (useOrderForm's OrderFieldProps). */
export interface PayeeEntryFieldProps {
  id: string;
  value: string;
  onChange: (next: string) => void;
  onBlur: () => void;
  error?: string;
  required: boolean;
}

/** The fields of a payee the payer enters, named as @edupay/forms' payeeSchema names them. */
export type PayeeEntryFieldName =
  | 'collection_country'
  | 'currency'
  | 'beneficiary_name'
  | 'account_number'
  | 'beneficiary_address'
  | 'bank_name'
  | 'bank_address';

/** Where the routing fields of the chosen country are: asked, there, or not to be had. */
export type RoutingFieldsState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; fields: readonly OrderFieldRule[] }
  | { status: 'failed'; retry: () => void };

export interface PayeeEntryFieldsProps {
  /** The paying-to countries (alpha-3 value, name in the payer's language). */
  countries: readonly { value: string; label: string }[];
  /** Currencies the payee may be paid in (ISO 4217). */
  currencies: readonly string[];
  /** One prop object per field (value, onChange, error...). */
  fields: Record<PayeeEntryFieldName, PayeeEntryFieldProps>;
  /** The routing fields the chosen country needs (`/order/get_country_identification_code`). */
  routing: RoutingFieldsState;
  /** One prop object per routing field (aba_routing, sort_code, iban, bsb, swift_code...). */
  routingField: (field: string) => PayeeEntryFieldProps;
  /** The IBAN identifies accounts in the chosen country: the account number is optional. */
  ibanCountry?: boolean;
}

/**
 * A payee that is not listed (a landlord, a housing agency, the student's own account), entered by
 * the payer (issue 15 item 1): country and currency, beneficiary, account, street addresses (no PO
 * Box) and the bank codes the country needs, shown as the caller fetched them for the chosen
 * country. Controlled: the values, errors and rules are the caller's (useOrderForm on @edupay/forms);
 * a partner can embed it in its own payment form.
 */
export function PayeeEntryFields({
  countries,
  currencies,
  fields: f,
  routing,
  routingField,
  ibanCountry,
}: PayeeEntryFieldsProps) {
  const t = useDomainText(payeeEntryMessages);
  const order = useDomainText(orderMessages);
  const countryName =
    countries.find((c) => c.value === f.collection_country.value)?.label ?? f.collection_country.value;
  return (
    <fieldset data-slot="payee-entry" className="m-0 flex min-w-0 flex-col gap-4 rounded-md border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-fg">{t('payeeEntry.title')}</legend>
      <p className="text-sm text-fg-muted">{t('payeeEntry.note')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('payeeEntry.country')}
          placeholder={t('payeeEntry.countryPlaceholder')}
          options={countries}
          {...f.collection_country}
        />
        <Select
          label={t('payeeEntry.currency')}
          options={currencies.map((c) => ({ value: c, label: c }))}
          {...f.currency}
        />
      </div>
      <TextField
        label={t('payeeEntry.beneficiaryName')}
        autoComplete="off"
        autoCapitalize="characters"
        {...f.beneficiary_name}
      />
      <TextField
        label={t('payeeEntry.beneficiaryAddress')}
        hint={t('payeeEntry.address.hint')}
        autoComplete="off"
        {...f.beneficiary_address}
      />
      <TextField
        label={t(ibanCountry ? 'payeeEntry.accountNumber.iban' : 'payeeEntry.accountNumber')}
        autoComplete="off"
        inputMode="text"
        {...f.account_number}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('payeeEntry.bankName')} autoComplete="off" {...f.bank_name} />
        <TextField
          label={t('payeeEntry.bankAddress')}
          hint={t('payeeEntry.address.hint')}
          autoComplete="off"
          {...f.bank_address}
        />
      </div>
      <div
        data-slot="payee-entry-routing"
        data-state={routing.status}
        className="flex flex-col gap-3"
        aria-busy={routing.status === 'loading' || undefined}
      >
        <h3 className="text-sm font-semibold text-fg">
          {t('payeeEntry.routing', { country: f.collection_country.value ? countryName : '' })}
        </h3>
        {routing.status === 'none' ? <p className="text-sm text-fg-muted">{t('payeeEntry.routingNone')}</p> : null}
        {routing.status === 'loading' ? (
          <p className="flex items-center gap-2 text-sm text-fg-muted">
            <Spinner label={null} /> {t('payeeEntry.routingLoading')}
          </p>
        ) : null}
        {routing.status === 'failed' ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-danger">
            {t('payeeEntry.routingFailed')}
            <Button type="button" size="sm" variant="secondary" onClick={routing.retry}>
              {t('payeeEntry.routingRetry')}
            </Button>
          </p>
        ) : null}
        {routing.status === 'ready' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {routing.fields.map((rule) => (
              <TextField
                key={rule.field}
                label={order(`order.routing.${rule.field}` as 'order.routing.iban')}
                autoComplete="off"
                autoCapitalize="characters"
                {...routingField(rule.field)}
              />
            ))}
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
