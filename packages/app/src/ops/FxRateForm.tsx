import type { FormEvent } from 'react';
import { Alert, Button, Select, TextField } from '@edupay/ui';
import type { OpsRate } from '../api/opsFx';
import { useAppText } from '../i18n/useAppText';
import { fxMessages } from './fxMessages';
import { useFxRateForm } from './useFxRateForm';

/** Administrators: set one rate per EUR by hand (markup; behaviour in useFxRateForm). */
export function FxRateForm({ currencies, onSaved }: { currencies: readonly string[]; onSaved: (rate: OpsRate, message: string) => Promise<void> }) {
  const t = useAppText(fxMessages);
  const form = useFxRateForm(onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="ops-fx-form-title" className="flex max-w-xl flex-col gap-3">
      <h3 id="ops-fx-form-title" className="font-semibold">
        {t('ops.fx.form.title')}
      </h3>
      <Select
        id="ops-fx-currency"
        label={t('ops.fx.form.currency')}
        placeholder={t('ops.fx.form.choose')}
        value={form.currency}
        onChange={form.setCurrency}
        options={currencies.map((code) => ({ value: code, label: code }))}
        required
        error={form.errors.currency}
      />
      <TextField
        id="ops-fx-per-eur"
        label={t('ops.fx.form.perEur')}
        hint={t('ops.fx.form.perEurHint')}
        inputMode="decimal"
        value={form.perEur}
        onChange={form.setPerEur}
        maxLength={26}
        required
        error={form.errors.per_eur}
      />
      <TextField id="ops-fx-reason" label={t('ops.fx.form.reason')} value={form.reason} onChange={form.setReason} maxLength={300} required error={form.errors.reason} />
      {form.failure ? <Alert tone="error" description={form.failure} /> : null}
      <div>
        <Button type="submit" disabled={form.busy}>
          {t('ops.fx.form.submit')}
        </Button>
      </div>
    </form>
  );
}
