import { useState, type FormEvent } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { Alert, Button, RadioGroup, TextField } from '@edupay/ui';
import { catalogApi } from '../api/opsCatalog';
import { useAppText } from '../i18n/useAppText';
import { catalogMessages } from './catalogMessages';

type Field = 'name' | 'name_en' | 'name_zh_cn' | 'name_zh_tw' | 'amount_minor' | 'currency' | 'fee_percent' | 'valid_until' | 'payer_phone';
const ID: Record<Field, string> = {
  name: 'ops-coupon-name-en',
  name_en: 'ops-coupon-name-en',
  name_zh_cn: 'ops-coupon-name-zh-cn',
  name_zh_tw: 'ops-coupon-name-zh-tw',
  amount_minor: 'ops-coupon-amount',
  currency: 'ops-coupon-currency',
  fee_percent: 'ops-coupon-percent',
  valid_until: 'ops-coupon-valid-until',
  payer_phone: 'ops-coupon-phone',
};

/**
 * Issue a coupon: a name in the three languages, a fixed amount (minor units, one currency) or a
 * percentage of the channel fee, the last valid day, one payer's phone or none (every payer). Checked
 * here for form, and by the server fully; a refusal shows at its field and focus moves there.
 */
export function CouponForm({ onIssued }: { onIssued: (count: number) => void }) {
  const t = useAppText(catalogMessages);
  const [v, setV] = useState({ name_en: '', name_zh_cn: '', name_zh_tw: '', kind: 'amount' as 'amount' | 'fee_percent', amount: '', currency: 'CNY', percent: '', valid_until: '', payer_phone: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  // One issue per form: a double click or a retry after a lost answer sends the same key (the server issues once).
  const [key, setKey] = useState(() => crypto.randomUUID());
  const set = (key: keyof typeof v) => (value: string) => setV((x) => ({ ...x, [key]: value }));
  const show = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = Object.keys(found)[0] as Field | undefined;
    if (first) document.getElementById(ID[first])?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const key of ['name_en', 'name_zh_cn', 'name_zh_tw'] as const) if (v[key].trim() === '') found[key] = t('ops.payees.form.required');
    if (v.kind === 'amount') {
      if (!/^\d{1,9}$/.test(v.amount.trim()) || Number(v.amount) < 1 || Number(v.amount) > 100_000_000) found.amount_minor = t('ops.coupons.form.amountFormat');
      if (!/^[A-Za-z]{3}$/.test(v.currency.trim())) found.currency = t('ops.payees.form.required');
    } else if (!/^\d{1,3}$/.test(v.percent.trim()) || Number(v.percent) < 1 || Number(v.percent) > 100) found.fee_percent = t('ops.coupons.form.percentFormat');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.valid_until.trim())) found.valid_until = t('ops.coupons.form.validUntilFormat');
    setFailure('');
    if (Object.keys(found).length > 0) return show(found);
    setBusy(true);
    const answer = await catalogApi.createCoupon({
      name_en: v.name_en.trim(),
      name_zh_cn: v.name_zh_cn.trim(),
      name_zh_tw: v.name_zh_tw.trim(),
      kind: v.kind,
      ...(v.kind === 'amount' ? { amount_minor: Number(v.amount.trim()), currency: v.currency.trim().toUpperCase() } : { fee_percent: Number(v.percent.trim()) }),
      valid_until: v.valid_until.trim(),
      payer_phone: v.payer_phone.trim(),
    }, key);
    setBusy(false);
    if (isSuccess(answer)) {
      setErrors({});
      setKey(crypto.randomUUID()); // the next coupon is a new issue
      setV((x) => ({ ...x, name_en: '', name_zh_cn: '', name_zh_tw: '', amount: '', percent: '', payer_phone: '' }));
      onIssued(answer.data.issued);
      return;
    }
    const field = answer.data?.field as Field | undefined;
    if (field && field in ID) show({ [field]: answer.message });
    else setFailure(answer.message || String(answer.status_code));
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="ops-coupon-form-title" className="flex max-w-xl flex-col gap-3 rounded border p-4">
      <h3 id="ops-coupon-form-title" className="font-semibold">
        {t('ops.coupons.form.title')}
      </h3>
      <TextField id={ID.name_en} label={t('ops.coupons.form.nameEn')} value={v.name_en} onChange={set('name_en')} maxLength={60} required error={errors.name_en ?? errors.name} />
      <TextField id={ID.name_zh_cn} label={t('ops.coupons.form.nameZhCn')} value={v.name_zh_cn} onChange={set('name_zh_cn')} maxLength={60} required error={errors.name_zh_cn} />
      <TextField id={ID.name_zh_tw} label={t('ops.coupons.form.nameZhTw')} value={v.name_zh_tw} onChange={set('name_zh_tw')} maxLength={60} required error={errors.name_zh_tw} />
      <RadioGroup
        label={t('ops.coupons.form.kind')}
        value={v.kind}
        onChange={(kind: string) => setV((x) => ({ ...x, kind: kind as 'amount' | 'fee_percent' }))}
        options={[
          { value: 'amount', label: t('ops.coupons.form.kindAmount') },
          { value: 'fee_percent', label: t('ops.coupons.form.kindPercent') },
        ]}
      />
      {v.kind === 'amount' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField id={ID.amount_minor} label={t('ops.coupons.form.amount')} inputMode="numeric" value={v.amount} onChange={set('amount')} maxLength={9} required error={errors.amount_minor} />
          <TextField id={ID.currency} label={t('ops.coupons.form.currency')} value={v.currency} onChange={set('currency')} maxLength={3} required error={errors.currency} />
        </div>
      ) : (
        <TextField id={ID.fee_percent} label={t('ops.coupons.form.percent')} inputMode="numeric" value={v.percent} onChange={set('percent')} maxLength={3} required error={errors.fee_percent} />
      )}
      <TextField id={ID.valid_until} label={t('ops.coupons.form.validUntil')} placeholder="2027-03-31" value={v.valid_until} onChange={set('valid_until')} maxLength={10} required error={errors.valid_until} />
      <TextField id={ID.payer_phone} label={t('ops.coupons.form.phone')} inputMode="tel" value={v.payer_phone} onChange={set('payer_phone')} maxLength={20} error={errors.payer_phone} />
      {failure ? <Alert tone="error" description={failure} /> : null}
      <div>
        <Button type="submit" disabled={busy}>
          {t('ops.coupons.form.submit')}
        </Button>
      </div>
    </form>
  );
}
