import { useState, type FormEvent } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { Alert, Button, Spinner, TextField } from '@edupay/ui';
import { catalogApi, type PayeeAccount, type PayeeHit } from '../api/opsCatalog';
import { useAppText } from '../i18n/useAppText';
import { catalogMessages } from './catalogMessages';
import { PayeeAccountFormView } from './PayeeAccountFormView';
import { PayeeAccountStateForm } from './PayeeAccountStateForm';
import { EMPTY_ACCOUNT, formOf } from './usePayeeAccountForm';
import { useOpsText } from './useOpsText';

type Key = keyof (typeof catalogMessages)['en'];
type Editing = { kind: 'new' } | { kind: 'edit'; account: PayeeAccount } | { kind: 'deactivate' | 'reactivate'; account: PayeeAccount } | null;

/**
 * Payees and their accounts (issue 18 item 4): every role searches institutions and reads their
 * accounts; only admins add, edit, deactivate and reactivate (`canEdit`), because an account decides where
 * payers' money goes. Deactivated accounts stay listed: nothing is deleted.
 */
export function Payees({ canEdit }: { canEdit: boolean }) {
  const t = useAppText(catalogMessages);
  const ops = useOpsText();
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<PayeeHit[] | null>(null);
  const [institution, setInstitution] = useState<{ id: number; name: string } | null>(null);
  const [accounts, setAccounts] = useState<PayeeAccount[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (query.trim().length < 2) return;
    const answer = await catalogApi.searchPayees(query.trim());
    if (isSuccess(answer)) {
      setError('');
      setHits(answer.data.list);
    } else setError(answer.message);
  };
  const load = async (id: number, name: string) => {
    setInstitution({ id, name });
    setAccounts(null);
    setEditing(null);
    const answer = await catalogApi.accounts(id);
    if (isSuccess(answer)) setAccounts(answer.data.list);
    else setError(answer.message);
  };
  const saved = (account: PayeeAccount, message: string) => {
    setNotice(message);
    setEditing(null);
    if (institution) void load(institution.id, institution.name);
    // Back to the list's heading, so a keyboard user continues from where the change shows.
    requestAnimationFrame(() => document.getElementById('ops-payee-accounts-title')?.focus());
    return account;
  };
  return (
    <section aria-labelledby="ops-payees-title" className="flex flex-col gap-4">
      <h2 id="ops-payees-title" className="text-lg font-semibold">
        {t('ops.payees.title')}
      </h2>
      {canEdit ? null : <p className="text-sm">{t('ops.payees.readOnly')}</p>}
      <form role="search" onSubmit={(e) => void search(e)} className="flex max-w-xl items-end gap-2">
        <TextField id="ops-payee-search" className="flex-1" label={t('ops.payees.search')} hint={t('ops.payees.searchHint')} value={query} onChange={setQuery} maxLength={100} />
        <Button type="submit">{t('ops.payees.searchSubmit')}</Button>
      </form>
      {error ? <Alert tone="error" description={error} /> : null}
      {notice ? <Alert tone="success" description={notice} /> : null}
      {hits === null ? null : hits.length === 0 ? (
        <p>{t('ops.payees.none')}</p>
      ) : (
        <ul aria-label={t('ops.payees.results')} className="flex flex-col gap-1">
          {hits.map((hit) => {
            const name = hit.zh ? `${hit.en}（${hit.zh}）` : hit.en;
            return (
              <li key={hit.id} className="flex flex-wrap items-center gap-2">
                <Button variant={institution?.id === hit.id ? 'primary' : 'secondary'} size="sm" aria-label={t('ops.payees.open', { name: hit.en })} onClick={() => void load(hit.id, hit.en)}>
                  {name}
                </Button>
                <span className="text-sm">
                  {hit.country} · {t('ops.payees.accountsCount', { active: hit.accounts_active, all: hit.accounts_all })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {institution ? (
        <div className="flex flex-col gap-3">
          <h3 id="ops-payee-accounts-title" tabIndex={-1} className="font-semibold">
            {t('ops.payees.accounts', { name: institution.name })}
          </h3>
          {accounts === null ? (
            <Spinner label={ops('ops.loading')} />
          ) : accounts.length === 0 ? (
            <p>{t('ops.payees.noAccounts')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">{t('ops.payees.accounts', { name: institution.name })}</caption>
                <thead>
                  <tr className="border-b text-left">
                    <th scope="col" className="p-2">{t('ops.payees.col.account')}</th>
                    <th scope="col" className="p-2">{t('ops.payees.col.bank')}</th>
                    <th scope="col" className="p-2">{t('ops.payees.col.currency')}</th>
                    <th scope="col" className="p-2">{t('ops.payees.col.purposes')}</th>
                    <th scope="col" className="p-2">{t('ops.payees.col.state')}</th>
                    {canEdit ? <th scope="col" className="p-2">{t('ops.payees.col.actions')}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {accounts.map((a) => (
                    <tr key={a.id} className="border-b align-top" data-testid="ops-payee-account" data-active={a.active}>
                      <th scope="row" className="p-2 text-left font-normal">
                        <div className="font-medium">{a.account_name}</div>
                        <div className="text-xs">{a.code}</div>
                        <div className="text-xs">{a.account_number || a.iban}</div>
                      </th>
                      <td className="p-2">
                        {a.bank_name}
                        <div className="text-xs">{[a.swift_code, a.sort_code, a.aba_routing, a.bsb].filter(Boolean).join(' · ')}</div>
                      </td>
                      <td className="p-2">
                        {a.currency} · {a.country}
                        {a.surcharge_minor > 0 ? <div className="text-xs">{t('ops.payees.surcharge', { amount: a.surcharge, currency: a.currency })}</div> : null}
                      </td>
                      <td className="p-2">{a.purposes.map((p) => t(`ops.payees.form.purpose.${p}` as Key)).join(', ')}</td>
                      <td className="p-2">
                        {a.active ? t('ops.payees.active') : t('ops.payees.inactive')}
                        {a.needs_review ? <div className="text-xs">{t('ops.payees.review')}</div> : null}
                        {a.is_demo ? <div className="text-xs">{t('ops.payees.demo')}</div> : null}
                      </td>
                      {canEdit ? (
                        <td className="p-2">
                          {a.active ? (
                            <div className="flex flex-wrap gap-1">
                              <Button size="sm" variant="secondary" aria-label={t('ops.payees.edit', { name: a.code })} onClick={() => setEditing({ kind: 'edit', account: a })}>
                                {t('ops.payees.edit', { name: '' }).trim()}
                              </Button>
                              <Button size="sm" variant="ghost" aria-label={t('ops.payees.deactivate', { name: a.code })} onClick={() => setEditing({ kind: 'deactivate', account: a })}>
                                {t('ops.payees.deactivateConfirm')}
                              </Button>
                            </div>
                          ) : (
                            <Button size="sm" variant="secondary" aria-label={t('ops.payees.reactivate', { name: a.code })} onClick={() => setEditing({ kind: 'reactivate', account: a })}>
                              {t('ops.payees.reactivateConfirm')}
                            </Button>
                          )}
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {canEdit && editing === null ? (
            <div>
              <Button onClick={() => setEditing({ kind: 'new' })}>{t('ops.payees.add')}</Button>
            </div>
          ) : null}
          {editing?.kind === 'new' ? (
            <PayeeAccountFormView title={t('ops.payees.form.new')} start={EMPTY_ACCOUNT} target={{ institutionId: institution.id }} onSaved={(a) => saved(a, t('ops.payees.saved', { code: a.code }))} onCancel={() => setEditing(null)} />
          ) : editing?.kind === 'edit' ? (
            <PayeeAccountFormView key={editing.account.id} title={t('ops.payees.form.editTitle', { code: editing.account.code })} start={formOf(editing.account)} target={{ accountId: editing.account.id }} onSaved={(a) => saved(a, t('ops.payees.saved', { code: a.code }))} onCancel={() => setEditing(null)} />
          ) : editing?.kind === 'deactivate' || editing?.kind === 'reactivate' ? (
            <PayeeAccountStateForm key={`${editing.kind}-${editing.account.id}`} account={editing.account} mode={editing.kind} onDone={saved} onCancel={() => setEditing(null)} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
