import { useCallback, useEffect, useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { Alert, Spinner } from '@edupay/ui';
import { fxApi, type OpsRate } from '../api/opsFx';
import { useAppText } from '../i18n/useAppText';
import { FxRateForm } from './FxRateForm';
import { fxMessages } from './fxMessages';
import { useOpsText } from './useOpsText';

type SourceKey = 'ops.fx.source.dev';

/** Finance and admins: the stored rates with their source, day and the payer spread; admins also change one. */
export function FxRates({ canSet }: { canSet: boolean }) {
  const t = useAppText(fxMessages);
  const ops = useOpsText();
  const [data, setData] = useState<{ spread_bps: number; list: OpsRate[] } | null>(null);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');

  const [reloads, setReloads] = useState(0);

  const apply = useCallback((answer: Awaited<ReturnType<typeof fxApi.rates>>) => {
    if (isSuccess(answer)) {
      setError('');
      setData(answer.data);
    } else setError(answer.message || String(answer.status_code));
  }, []);
  // Read on arrival and again after each change (the list shows the new rate and its source).
  useEffect(() => {
    void fxApi.rates().then(apply);
  }, [apply, reloads]);

  const onSaved = async (_rate: OpsRate, message: string) => {
    setSaved(message);
    setReloads((n) => n + 1);
  };
  // Basis points as a percentage for people: 50 -> 0.50 %.
  const spread = data ? `${(data.spread_bps / 100).toFixed(2)} %` : '';

  return (
    <section aria-labelledby="ops-fx-title" className="flex flex-col gap-3">
      <h2 id="ops-fx-title" className="text-lg font-semibold">
        {t('ops.fx.title')}
      </h2>
      {error ? <Alert tone="error" description={error} /> : null}
      {saved ? <Alert tone="success" description={saved} /> : null}
      {data === null ? (
        <Spinner label={ops('ops.loading')} />
      ) : (
        <>
          <p className="text-sm">{t('ops.fx.intro', { spread })}</p>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{t('ops.fx.title')}</caption>
              <thead>
                <tr className="border-b text-left">
                  <th scope="col" className="p-2">{t('ops.fx.col.currency')}</th>
                  <th scope="col" className="p-2">{t('ops.fx.col.perEur')}</th>
                  <th scope="col" className="p-2">{t('ops.fx.col.cnyMid')}</th>
                  <th scope="col" className="p-2">{t('ops.fx.col.cnyPayer')}</th>
                  <th scope="col" className="p-2">{t('ops.fx.col.source')}</th>
                  <th scope="col" className="p-2">{t('ops.fx.col.asOf')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((rate) => (
                  <tr key={rate.currency} className="border-b" data-testid="ops-fx-row">
                    <th scope="row" className="p-2 text-left font-normal">
                      {rate.currency}
                    </th>
                    <td className="p-2 tabular-nums">{rate.per_eur}</td>
                    <td className="p-2 tabular-nums">{rate.cny_mid}</td>
                    <td className="p-2 tabular-nums">{rate.cny_payer}</td>
                    <td className="p-2">{t(`ops.fx.source.${rate.source}` as SourceKey)}</td>
                    <td className="p-2">{rate.as_of}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {canSet ? <FxRateForm currencies={data.list.map((rate) => rate.currency)} onSaved={onSaved} /> : null}
        </>
      )}
    </section>
  );
}
