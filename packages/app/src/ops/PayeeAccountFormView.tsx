import type { FormEvent } from 'react';
import { Alert, Button, Checkbox, Select, TextField } from '@edupay/ui';
import { PURPOSES, ROUTING_KEYS, type PayeeAccount, type PayeeAccountForm } from '../api/opsCatalog';
import { useAppText } from '../i18n/useAppText';
import { catalogMessages } from './catalogMessages';
import { fieldId, usePayeeAccountForm } from './usePayeeAccountForm';

const SPECIAL_FIELDS = ['invoice_number', 'quote_id', 'passport_dob', 'student_address', 'crn', 'registration_number', 'student_number'] as const;
type Key = keyof (typeof catalogMessages)['en'];

/** An admin creates or edits one payee account (markup; behaviour in usePayeeAccountForm). */
export function PayeeAccountFormView({ title, start, target, onSaved, onCancel }: { title: string; start: PayeeAccountForm; target: { institutionId: number } | { accountId: number }; onSaved: (account: PayeeAccount) => void; onCancel: () => void }) {
  const t = useAppText(catalogMessages);
  const f = usePayeeAccountForm(start, target, onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void f.submit();
  };
  const text = (key: 'account_name' | 'bank_name' | 'bank_address' | 'account_number' | 'currency' | 'country', label: Key, extra: { hint?: string; maxLength?: number; required?: boolean } = {}) => (
    <TextField id={fieldId(key)} label={t(label)} value={f.form[key]} onChange={f.set(key)} maxLength={extra.maxLength ?? 140} required={extra.required ?? true} error={f.errors[key]} {...(extra.hint ? { hint: extra.hint } : {})} />
  );
  const modeOf = (field: string) => {
    const entry = f.form.fields.find((x) => x.field === field);
    return entry ? (entry.required ? 'required' : 'optional') : 'off';
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="ops-payee-form-title" className="flex max-w-2xl flex-col gap-3 rounded border p-4">
      <h3 id="ops-payee-form-title" className="font-semibold">
        {title}
      </h3>
      {text('account_name', 'ops.payees.form.accountName')}
      {text('bank_name', 'ops.payees.form.bankName')}
      {text('bank_address', 'ops.payees.form.bankAddress')}
      {text('account_number', 'ops.payees.form.accountNumber', { hint: t('ops.payees.form.accountNumberHint'), maxLength: 40, required: false })}
      <div className="grid gap-3 sm:grid-cols-2">
        {text('currency', 'ops.payees.form.currency', { maxLength: 3 })}
        {text('country', 'ops.payees.form.country', { maxLength: 3 })}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium">{t('ops.payees.form.routing')}</legend>
        <p className="text-sm">{t('ops.payees.form.routingHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {ROUTING_KEYS.map((key) => (
            <TextField key={key} id={fieldId(key)} label={t(`ops.payees.form.${key}` as Key)} value={f.form[key]} onChange={f.set(key)} maxLength={50} error={f.errors[key]} />
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium">{t('ops.payees.form.purposes')}</legend>
        {PURPOSES.map((purpose, i) => (
          <Checkbox
            key={purpose}
            {...(i === 0 ? { id: fieldId('purposes'), error: f.errors['purposes'] } : {})}
            label={t(`ops.payees.form.purpose.${purpose}` as Key)}
            checked={f.form.purposes.includes(purpose)}
            onChange={(on) => f.togglePurpose(purpose, on)}
          />
        ))}
      </fieldset>
      <Checkbox id={fieldId('needs_review')} label={t('ops.payees.form.needsReview')} checked={f.form.needs_review === 1} onChange={(on) => f.set('needs_review')(on ? 1 : 0)} />
      <TextField id={fieldId('surcharge_minor')} label={t('ops.payees.form.surcharge')} inputMode="numeric" value={f.surcharge} onChange={f.setSurcharge} maxLength={7} error={f.errors['surcharge_minor']} />
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium">{t('ops.payees.form.fields')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {SPECIAL_FIELDS.map((field, i) => (
            <Select
              key={field}
              id={i === 0 ? fieldId('fields') : `ops-payee-field-${field}`}
              label={t(`ops.payees.form.field.${field}` as Key)}
              value={modeOf(field)}
              onChange={(mode) => f.setField(field, mode as 'off' | 'optional' | 'required', f.form.fields.find((x) => x.field === field)?.rule ?? '')}
              options={[
                { value: 'off', label: t('ops.payees.form.fieldOff') },
                { value: 'optional', label: t('ops.payees.form.fieldOptional') },
                { value: 'required', label: t('ops.payees.form.fieldRequired') },
              ]}
              {...(i === 0 && f.errors['fields'] ? { error: f.errors['fields'] } : {})}
            />
          ))}
          {modeOf('student_number') !== 'off' ? (
            <Select
              id="ops-payee-student-rule"
              label={t('ops.payees.form.rule')}
              value={f.form.fields.find((x) => x.field === 'student_number')?.rule || 'any'}
              onChange={(rule) => f.setField('student_number', modeOf('student_number') as 'optional' | 'required', rule === 'any' ? '' : rule)}
              options={[
                { value: 'any', label: t('ops.payees.form.ruleDefault') },
                { value: 'match100num9', label: 'match100num9' },
                { value: 'matchStudentId', label: 'matchStudentId' },
              ]}
            />
          ) : null}
        </div>
      </fieldset>
      {f.failure ? <Alert tone="error" description={f.failure} /> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={f.busy}>
          {t('ops.payees.form.submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('ops.payees.cancel')}
        </Button>
      </div>
    </form>
  );
}
