import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { Alert, Button, Spinner, TextField } from '@edupay/ui';
import { catalogApi, type CouponIssue } from '../api/opsCatalog';
import { useAppText } from '../i18n/useAppText';
import { useSnapshot } from 'valtio';
import { store } from '../store/store';
import { catalogMessages } from './catalogMessages';
import { CouponForm } from './CouponForm';
import { useOpsText } from './useOpsText';

/**
 * Coupons (issue 18 item 4), finance and admins: the issues newest first with how their coupons
 * fared, a form to issue one (to one payer or to all), and Disable with a reason (audited).
 */
export function Coupons() {
  const t = useAppText(catalogMessages);
  const ops = useOpsText();
  const { locale } = useSnapshot(store);
  const [list, setList] = useState<CouponIssue[] | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [disabling, setDisabling] = useState<CouponIssue | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [reloads, setReloads] = useState(0);

  const apply = useCallback((answer: Awaited<ReturnType<typeof catalogApi.coupons>>) => {
    if (isSuccess(answer)) setList(answer.data.list);
    else setError(answer.message || String(answer.status_code));
  }, []);
  useEffect(() => {
    void catalogApi.coupons().then(apply);
  }, [apply, reloads]);

  const disable = async (event: FormEvent, issue: CouponIssue) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setReasonError(t('ops.payees.reasonRequired'));
      document.getElementById('ops-coupon-disable-reason')?.focus();
      return;
    }
    const answer = await catalogApi.disableCoupon(issue.batch_id, reason.trim());
    if (isSuccess(answer)) {
      setNotice(t('ops.coupons.disabledDone', { count: answer.data.coupons_disabled }));
      setDisabling(null);
      setReason('');
      setReasonError('');
      setReloads((n) => n + 1);
    } else setReasonError(answer.message);
  };
  const nameOf = (issue: CouponIssue) => issue.name[locale] || issue.name.en;

  return (
    <section aria-labelledby="ops-coupons-title" className="flex flex-col gap-4">
      <h2 id="ops-coupons-title" className="text-lg font-semibold">
        {t('ops.coupons.title')}
      </h2>
      <p className="text-sm">{t('ops.coupons.intro')}</p>
      {error ? <Alert tone="error" description={error} /> : null}
      {notice ? <Alert tone="success" description={notice} /> : null}
      {list === null ? (
        <Spinner label={ops('ops.loading')} />
      ) : list.length === 0 ? (
        <p>{t('ops.coupons.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t('ops.coupons.title')}</caption>
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="p-2">{t('ops.coupons.col.name')}</th>
                <th scope="col" className="p-2">{t('ops.coupons.col.discount')}</th>
                <th scope="col" className="p-2">{t('ops.coupons.col.validUntil')}</th>
                <th scope="col" className="p-2">{t('ops.coupons.col.audience')}</th>
                <th scope="col" className="p-2">{t('ops.coupons.col.counts')}</th>
                <th scope="col" className="p-2">{t('ops.coupons.col.state')}</th>
                <th scope="col" className="p-2">{t('ops.coupons.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((issue) => (
                <tr key={issue.batch_id} className="border-b" data-testid="ops-coupon-row" data-disabled={issue.disabled}>
                  <th scope="row" className="p-2 text-left font-normal">
                    {nameOf(issue)}
                    <div className="text-xs">{issue.batch_id}</div>
                  </th>
                  <td className="p-2 tabular-nums">{issue.kind === 'amount' ? `${issue.amount} ${issue.currency}` : t('ops.coupons.feePercent', { percent: issue.fee_percent })}</td>
                  <td className="p-2">{issue.valid_until}</td>
                  <td className="p-2">{issue.audience === 'all' ? t('ops.coupons.everyone') : t('ops.coupons.onePayer', { phone: issue.payer_phone })}</td>
                  <td className="p-2 tabular-nums">
                    {issue.issued} / {issue.applied} / {issue.used}
                  </td>
                  <td className="p-2">{issue.disabled ? t('ops.coupons.disabled') : t('ops.coupons.enabled')}</td>
                  <td className="p-2">
                    {issue.disabled ? null : (
                      <Button size="sm" variant="ghost" aria-label={t('ops.coupons.disable', { name: nameOf(issue) })} onClick={() => setDisabling(issue)}>
                        {t('ops.coupons.disableConfirm')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {disabling ? (
        <form noValidate onSubmit={(e) => void disable(e, disabling)} aria-labelledby="ops-coupon-disable-title" className="flex max-w-xl flex-col gap-3 rounded border p-4">
          <h3 id="ops-coupon-disable-title" className="font-semibold">
            {t('ops.coupons.disable', { name: nameOf(disabling) })}
          </h3>
          <TextField id="ops-coupon-disable-reason" label={t('ops.payees.reason')} value={reason} onChange={setReason} maxLength={300} required error={reasonError} />
          <div className="flex gap-2">
            <Button type="submit">{t('ops.coupons.disableConfirm')}</Button>
            <Button type="button" variant="ghost" onClick={() => setDisabling(null)}>
              {t('ops.payees.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
      <CouponForm
        onIssued={(count) => {
          setNotice(t('ops.coupons.issued', { count }));
          setReloads((n) => n + 1);
        }}
      />
    </section>
  );
}
