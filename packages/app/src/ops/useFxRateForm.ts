import { useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { fxApi, type OpsRate } from '../api/opsFx';
import { useAppText } from '../i18n/useAppText';
import { fxMessages } from './fxMessages';

type Field = 'currency' | 'per_eur' | 'reason';
// The server's rule (domain/fx-rate.ts parseDecimal): a positive decimal, at most 12 decimals, no exponent.
const DECIMAL = /^(?:\d{1,12})(?:\.\d{1,12})?$/;
const ID: Record<Field, string> = { currency: 'ops-fx-currency', per_eur: 'ops-fx-per-eur', reason: 'ops-fx-reason' };

/**
 * The admin's rate form: currency, the rate as a decimal string (checked as the server checks it, and
 * again by the server), a reason for the change log. A refusal about a field shows at that field;
 * focus goes to the first field in error; nothing typed is lost.
 */
export function useFxRateForm(onSaved: (rate: OpsRate, message: string) => Promise<void>) {
  const t = useAppText(fxMessages);
  const [currency, setCurrency] = useState('');
  const [perEur, setPerEur] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const check = () => {
    const found: Partial<Record<Field, string>> = {};
    if (currency === '') found.currency = t('ops.fx.form.currencyRequired');
    const rate = perEur.trim();
    if (!DECIMAL.test(rate) || !/[1-9]/.test(rate)) found.per_eur = t('ops.fx.form.perEurFormat');
    if (reason.trim() === '') found.reason = t('ops.fx.form.reasonRequired');
    return found;
  };
  const focusFirst = (found: Partial<Record<Field, string>>) => {
    const first = (['currency', 'per_eur', 'reason'] as const).find((field) => found[field]);
    if (first) document.getElementById(ID[first])?.focus();
  };

  const submit = async () => {
    const found = check();
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    const answer = await fxApi.setRate({ currency, per_eur: perEur.trim(), reason: reason.trim() });
    setBusy(false);
    if (isSuccess(answer)) {
      setPerEur('');
      setReason('');
      await onSaved(answer.data, t('ops.fx.saved', { currency: answer.data.currency, perEur: answer.data.per_eur }));
      return;
    }
    const field = answer.data?.field;
    if (field === 'currency' || field === 'per_eur' || field === 'reason') {
      setErrors({ [field]: answer.message });
      focusFirst({ [field]: answer.message });
    } else setFailure(answer.message || String(answer.status_code));
  };

  return { currency, setCurrency, perEur, setPerEur, reason, setReason, errors, failure, busy, submit };
}
