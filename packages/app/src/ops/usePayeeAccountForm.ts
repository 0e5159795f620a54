import { useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { catalogApi, ROUTING_KEYS, type PayeeAccount, type PayeeAccountForm } from '../api/opsCatalog';
import { useAppText } from '../i18n/useAppText';
import { catalogMessages } from './catalogMessages';

export const EMPTY_ACCOUNT: PayeeAccountForm = {
  account_name: '',
  bank_name: '',
  bank_address: '',
  account_number: '',
  currency: '',
  country: '',
  ...(Object.fromEntries(ROUTING_KEYS.map((k) => [k, ''])) as Record<(typeof ROUTING_KEYS)[number], string>),
  purposes: [],
  needs_review: 0,
  surcharge_minor: 0,
  fields: [],
};

/** The form's copy of an account (what an edit starts from). */
export function formOf(account: PayeeAccount): PayeeAccountForm {
  const { account_name, bank_name, bank_address, account_number, currency, country, purposes, needs_review, surcharge_minor, fields } = account;
  return { account_name, bank_name, bank_address, account_number, currency, country, ...(Object.fromEntries(ROUTING_KEYS.map((k) => [k, account[k]])) as Record<(typeof ROUTING_KEYS)[number], string>), purposes, needs_review, surcharge_minor, fields };
}

/** Element id of each field, so a refusal moves focus to it. */
export const fieldId = (field: string) => `ops-payee-${field.replace(/_/g, '-')}`;

/**
 * An admin's account form: the whole account, checked for presence here and fully by the server (the
 * seed's routing checks, in the caller's language); a refusal shows at its field and focus moves there.
 */
export function usePayeeAccountForm(start: PayeeAccountForm, target: { institutionId: number } | { accountId: number }, onSaved: (account: PayeeAccount) => void) {
  const t = useAppText(catalogMessages);
  const [form, setForm] = useState<PayeeAccountForm>(start);
  const [surcharge, setSurcharge] = useState(String(start.surcharge_minor));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof PayeeAccountForm>(key: K) => (value: PayeeAccountForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const togglePurpose = (purpose: string, on: boolean) => setForm((f) => ({ ...f, purposes: on ? [...f.purposes.filter((p) => p !== purpose), purpose] : f.purposes.filter((p) => p !== purpose) }));
  const setField = (field: string, mode: 'off' | 'optional' | 'required', rule = '') =>
    setForm((f) => ({ ...f, fields: mode === 'off' ? f.fields.filter((x) => x.field !== field) : [...f.fields.filter((x) => x.field !== field), { field, required: mode === 'required' ? 1 : 0, rule }] }));

  const show = (found: Record<string, string>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = async () => {
    const found: Record<string, string> = {};
    for (const key of ['account_name', 'bank_name', 'bank_address', 'currency', 'country'] as const) if (form[key].trim() === '') found[key] = t('ops.payees.form.required');
    if (form.purposes.length === 0) found['purposes'] = t('ops.payees.form.purposeRequired');
    if (!/^\d{1,7}$/.test(surcharge.trim()) || Number(surcharge) > 1_000_000) found['surcharge_minor'] = t('ops.payees.form.surchargeFormat');
    setFailure('');
    if (Object.keys(found).length > 0) return show(found);
    setBusy(true);
    const body = { ...form, surcharge_minor: Number(surcharge.trim()) };
    const answer = 'institutionId' in target ? await catalogApi.createAccount(target.institutionId, body) : await catalogApi.updateAccount(target.accountId, body);
    setBusy(false);
    if (isSuccess(answer)) {
      setErrors({});
      onSaved(answer.data);
      return;
    }
    const field = answer.data?.field;
    if (field && document.getElementById(fieldId(field))) show({ [field]: answer.message });
    else setFailure(answer.message || String(answer.status_code));
  };

  return { form, set, togglePurpose, setField, surcharge, setSurcharge, errors, failure, busy, submit };
}
