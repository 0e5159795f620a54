import { useId, useRef, useState, type FormEvent } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { Alert, Button, TextField, useToast } from '@edupay/ui';
import { priceMatchClaim, type PriceMatch } from '../../api/pricing';
import { useAppText } from '../../i18n/useAppText';
import { priceMessages } from './priceMessages';

type FieldName = 'bank' | 'bank_rate' | 'file';
const RATE = /^\d{1,6}(\.\d{1,8})?$/;

/**
 * The price-match guarantee on a paid order (issue 17 item 8; spec 001 section 9): the claim's
 * status and decision once filed; while the server says a claim can be filed, the form (the bank,
 * its rate, a screenshot). Checked here as the payer types and again by the server; a refused
 * field shows its message next to it, nothing typed is lost, and focus goes to the first error.
 */
export function PriceMatchPanel({ orderId, match, currency, locale, onFiled }: { orderId: string; match: PriceMatch; currency: string; locale: string; onFiled: () => void }) {
  const t = useAppText(priceMessages);
  const toast = useToast();
  const id = useId();
  const [bank, setBank] = useState('');
  const [rate, setRate] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);
  const bankRef = useRef<HTMLInputElement>(null);
  const rateRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const date = match.claim_until ? new Intl.DateTimeFormat(locale, { timeStyle: 'short', dateStyle: 'medium', timeZone: 'Asia/Shanghai' }).format(new Date(match.claim_until)) : '';
  const claim = match.claim;

  const check = (): Partial<Record<FieldName, string>> => ({
    ...(bank.trim() === '' ? { bank: t('price.match.required') } : {}),
    ...(rate.trim() === '' ? { bank_rate: t('price.match.required') } : !RATE.test(rate.trim()) ? { bank_rate: t('price.match.rateFormat') } : {}),
    ...(file === null ? { file: t('price.match.fileRequired') } : {}),
  });
  const focusFirst = (found: Partial<Record<FieldName, string>>) => {
    const first = (['bank', 'bank_rate', 'file'] as const).find((name) => found[name]);
    const input = first === 'bank' ? bankRef : first === 'bank_rate' ? rateRef : first === 'file' ? fileRef : null;
    input?.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return focusFirst(found);
    setBusy(true);
    try {
      const answer = await priceMatchClaim(orderId, bank.trim(), rate.trim(), file);
      if (isSuccess(answer)) {
        toast.show(answer.message ?? '', { tone: 'success' });
        onFiled();
        return;
      }
      const field = (answer.data as { field?: string } | undefined)?.field;
      if (field === 'bank' || field === 'bank_rate' || field === 'file') {
        const refused = { [field]: answer.message ?? '' };
        setErrors(refused);
        focusFirst(refused);
      }
    } catch {
      // The response policy told the payer.
    } finally {
      setBusy(false);
    }
  };

  if (!claim && match.can_claim === 0) return null;
  return (
    <section aria-labelledby="price-match-title" className="flex flex-col gap-3 rounded-md border border-line p-4" data-testid="price-match">
      <h3 id="price-match-title" className="text-base font-semibold text-fg">
        {t('price.match.title')}
      </h3>
      {claim ? (
        <Alert
          tone={claim.status === 'refused' ? 'error' : claim.status === 'granted' ? 'success' : 'info'}
          description={
            <span data-testid="price-match-status" data-status={claim.status}>
              {t(`price.match.status.${claim.status}`, { difference: claim.difference, currency: claim.currency, reason: claim.decision_note })}
              <br />
              {t('price.match.claimed', { bank: claim.bank_name, rate: claim.claimed_rate })}
            </span>
          }
        />
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
          <p className="m-0 text-sm text-fg">{t('price.match.intro', { date })}</p>
          <TextField ref={bankRef} id={`${id}-bank`} name="bank" label={t('price.match.bank')} value={bank} onChange={setBank} error={errors.bank} required maxLength={100} autoComplete="off" />
          <TextField
            ref={rateRef}
            id={`${id}-rate`}
            name="bank_rate"
            label={t('price.match.rate', { currency })}
            hint={t('price.match.rateHint', { rate: match.quoted_rate })}
            value={rate}
            onChange={setRate}
            error={errors.bank_rate}
            required
            inputMode="decimal"
            maxLength={20}
            autoComplete="off"
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-file`} className="text-sm font-medium text-fg">
              {t('price.match.file')}
            </label>
            <input
              ref={fileRef}
              id={`${id}-file`}
              name="file"
              type="file"
              accept="image/png,image/jpeg"
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={errors.file ? `${id}-file-error` : undefined}
              onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
              className="text-sm text-fg"
            />
            {errors.file ? (
              <p id={`${id}-file-error`} className="m-0 text-sm text-danger">
                {errors.file}
              </p>
            ) : null}
          </div>
          <div>
            <Button type="submit" disabled={busy}>
              {t('price.match.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
