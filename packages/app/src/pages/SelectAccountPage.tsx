import { useEffect, useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { Alert, Button, EmptyState, PayeeAccountCard, Spinner } from '@edupay/ui';
import { selectAccount, type SelectAccountAnswer } from '../api/orders';
import { useAppText } from '../i18n/useAppText';
import { store } from '../store/store';
import { PayeeEntryLink } from './order/PayeeEntryLink';
import { orderPagesMessages } from './order/orderPagesMessages';

type Load = { kind: 'loading' } | { kind: 'ready'; answer: SelectAccountAnswer } | { kind: 'failed' };

/** A country's name in the page's language, from its alpha-2 code. */
function regionName(alpha2: string, locale: string): string | undefined {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(alpha2);
  } catch {
    return undefined;
  }
}

/**
 * /select_account?institution_id= (spec 001 section 2): the institution's payee accounts, each with
 * Make Payment, which opens the order form for that account. Asked again when the language changes
 * (the server words the purposes in the request's language).
 */
export default function SelectAccountPage() {
  const t = useAppText(orderPagesMessages);
  const { locale } = useSnapshot(store);
  const [, navigate] = useLocation();
  const institutionId = new URLSearchParams(useSearch()).get('institution_id') ?? '';
  const [retries, setRetries] = useState(0);
  const request = `${institutionId}|${locale}|${retries}`;
  const [answer, setAnswer] = useState<{ request: string; load: Load } | null>(null);

  useEffect(() => {
    if (!institutionId) return;
    let current = true;
    const settle = (load: Load) => current && setAnswer({ request, load });
    selectAccount(institutionId).then(
      (result) => settle(isSuccess(result) && result.data ? { kind: 'ready', answer: result.data } : { kind: 'failed' }),
      () => settle({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [request, institutionId]);

  const load: Load = answer?.request === request ? answer.load : answer?.load.kind === 'ready' ? answer.load : { kind: 'loading' };
  const institution = load.kind === 'ready' ? load.answer.institution : null;
  const institutionName = institution ? (locale === 'en' ? institution.en : institution.zh || institution.en) : '';

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4 px-6 py-12">
      <h1 className="text-2xl font-semibold text-fg">{t('selectAccount.title')}</h1>
      {!institutionId ? (
        <EmptyState
          title={t('selectAccount.noInstitution')}
          action={
            <Button asChild>
              <Link href="/college_list">{t('selectAccount.search')}</Link>
            </Button>
          }
        />
      ) : load.kind === 'loading' ? (
        <p className="flex items-center gap-2 text-fg-muted" role="status">
          <Spinner label={null} /> {t('selectAccount.loading')}
        </p>
      ) : load.kind === 'failed' ? (
        <Alert
          tone="error"
          description={t('selectAccount.failed')}
          action={
            <Button variant="secondary" size="sm" onClick={() => setRetries((n) => n + 1)}>
              {t('selectAccount.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <p className="text-base text-fg-muted" data-testid="select-account-institution">
            {t('selectAccount.subtitle', { name: institutionName })}
          </p>
          {load.answer.list.length === 0 ? (
            <EmptyState
              title={t('selectAccount.empty')}
              description={t('selectAccount.empty.description')}
              action={
                <Button asChild variant="secondary">
                  <Link href="/college_list">{t('selectAccount.search')}</Link>
                </Button>
              }
            />
          ) : (
            <ul className="m-0 flex list-none flex-col gap-4 p-0">
              {load.answer.list.map((account) => (
                <li key={account.id}>
                  <PayeeAccountCard
                    account={account}
                    countryName={account.country === institution?.country && institution.cy ? regionName(institution.cy, locale) : undefined}
                    onPay={(chosen) => navigate(`/order?account_id=${chosen.id}`)}
                  />
                </li>
              ))}
            </ul>
          )}
          <PayeeEntryLink />
        </>
      )}
    </section>
  );
}
