import { useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { Alert, Button, EmptyState, PayeeAccountCard, Spinner } from '@edupay/ui';
import { selectAccount } from '../api/orders';
import { useLoaded } from './content/useLoaded';
import { useAppText } from '../i18n/useAppText';
import { store } from '../store/store';
import { PayeeEntryLink } from './order/PayeeEntryLink';
import { orderPagesMessages } from './order/orderPagesMessages';

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
  // Rendered with its answer by the server for a first visit (SERVER_RENDERED in src/prerender.tsx).
  const loaded = useLoaded(`select_account|${locale}|${institutionId}|${retries}`, async () => {
    // Without a school there is nothing to ask (the page says so).
    if (!institutionId) return null;
    const result = await selectAccount(institutionId);
    if (!isSuccess(result) || !result.data) throw new Error(result.message ?? 'select_account failed');
    return result.data;
  });
  const answer = loaded.state === 'ready' ? loaded.data : null;
  const institution = answer?.institution ?? null;
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
      ) : loaded.state === 'failed' ? (
        <Alert
          tone="error"
          description={t('selectAccount.failed')}
          action={
            <Button variant="secondary" size="sm" onClick={() => setRetries((n) => n + 1)}>
              {t('selectAccount.retry')}
            </Button>
          }
        />
      ) : !answer ? (
        <p className="flex items-center gap-2 text-fg-muted" role="status">
          <Spinner label={null} /> {t('selectAccount.loading')}
        </p>
      ) : (
        <>
          <p className="text-base text-fg-muted" data-testid="select-account-institution">
            {t('selectAccount.subtitle', { name: institutionName })}
          </p>
          {answer.list.length === 0 ? (
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
              {answer.list.map((account) => (
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
