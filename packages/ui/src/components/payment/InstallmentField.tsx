import { useState } from 'react';
import { formatError, validators, type ValidationError } from '@edupay/forms';
import { formatMoney } from '../../lib/formatMoney';
import { useEduPay } from '../../provider/useEduPay';
import { useDomainText } from '../../i18n/useDomainText';
import { paymentMessages } from './paymentMessages';
import { TextField } from '../../primitives/TextField';

/** The single-installment limit (spec 001 sections 5 and 9). The forms rule holds the same default. */
export const INSTALLMENT_MAX = '30000';

export interface InstallmentFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Currency of the amount, named in messages and the hint. */
  currency?: string;
  /** Per-transaction maximum as a decimal string; default 30000. */
  max?: string;
  disabled?: boolean;
  /** Shows the rule's message now, without waiting for blur (e.g. after a failed submit). */
  showError?: boolean;
}

/** The installment amount, checked with the forms rule `installmentAmount`: whole amounts, at most 30000 per transaction. */
export function InstallmentField({
  value,
  onChange,
  currency,
  max = INSTALLMENT_MAX,
  disabled,
  showError = false,
}: InstallmentFieldProps) {
  const { locale, intl } = useEduPay();
  const t = useDomainText(paymentMessages);
  // Eager validation: quiet while the user first types, then judged on blur and on every change after.
  const [touched, setTouched] = useState(false);
  const result = validators.installmentAmount(value, { currency, max });
  const error: ValidationError | null = result === true ? null : result;
  const label = t('payment.installment.label');
  const maxText = currency ? moneyText(max, currency, locale) : intl.formatNumber(Number(max));
  return (
    <TextField
      data-slot="payment-installment"
      label={label}
      hint={t('payment.installment.hint', { max: maxText })}
      error={error && (touched || showError) ? formatError(error, locale, label) : undefined}
      value={value}
      onChange={onChange}
      onBlur={() => setTouched(true)}
      inputMode="numeric"
      autoComplete="off"
      disabled={disabled}
    />
  );
}

function moneyText(value: string, currency: string, locale: string): string {
  try {
    return formatMoney({ value, currency, locale }).text;
  } catch {
    return `${currency} ${value}`;
  }
}
