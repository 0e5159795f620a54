import { Alert, Button, Select, TextField } from '@edupay/ui';
import { PAYMENT_CYCLES } from '@edupay/forms';
import { useAppText } from '../../i18n/useAppText';
import { rentContractMessages } from './rentContractMessages';
import { RentContractSignature } from './RentContractSignature';
import { rentFieldId, useRentContract } from './useRentContract';

/** The rent contract of a rent order (spec 001 section 3): shown on its upload page when the order is a rent order. */
export function RentContractForm({ orderId, locale, onSigned }: { orderId: string; locale: string; onSigned?: () => void }) {
  const t = useAppText(rentContractMessages);
  const form = useRentContract(orderId, locale);
  if (!form.required) return null;
  const field = (name: keyof typeof form.values) => ({ id: rentFieldId(name), value: form.values[name], onChange: form.set(name), error: form.errors[name], required: true });
  return (
    <section aria-labelledby="rent-contract-title" className="flex flex-col gap-4 rounded-md border border-line p-4" data-testid="rent-contract">
      <h2 id="rent-contract-title" className="m-0 text-lg font-semibold text-fg">
        {t('rentContract.title')}
      </h2>
      <p className="m-0 text-sm text-fg-muted">{t('rentContract.intro')}</p>
      <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void form.submit(event)}>
        <TextField label={t('rentContract.address')} autoComplete="street-address" {...field('rent_address')} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={t('rentContract.room')} {...field('room_number')} />
          <TextField type="date" label={t('rentContract.start')} {...field('contract_start')} />
          <TextField type="date" label={t('rentContract.end')} {...field('contract_end')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t('rentContract.cycle')}
            options={PAYMENT_CYCLES.map((cycle) => ({ value: cycle, label: t(`rentContract.cycle.${cycle}`) }))}
            {...field('payment_cycle')}
          />
          <TextField inputMode="decimal" label={t('rentContract.total', { currency: form.currency })} {...field('rent_total')} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={form.sending} loadingLabel={t('rentContract.save')}>
            {t('rentContract.save')}
          </Button>
        </div>
        {form.saved ? <Alert tone="success" description={t('rentContract.saved')} data-testid="rent-contract-saved" /> : null}
      </form>
      <RentContractSignature orderId={orderId} savedAt={form.savedAt} onSigned={onSigned} />
    </section>
  );
}
