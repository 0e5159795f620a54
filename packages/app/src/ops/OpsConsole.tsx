import { useEffect, useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { Button, Spinner } from '@edupay/ui';
import { opsApi, opsToken, type StaffMe } from '../api/ops';
import { OpsLogin } from './OpsLogin';
import { OrderDetail } from './OrderDetail';
import { OrderSearch } from './OrderSearch';
import { AuditLog } from './AuditLog';
import { PriceMatchClaims } from './PriceMatchClaims';
import { RefundList } from './RefundList';
import { ReviewQueue } from './ReviewQueue';
import { transfersMessages } from './transfersMessages';
import { UnmatchedTransfers } from './UnmatchedTransfers';
import { fxMessages } from './fxMessages';
import { FxRates } from './FxRates';
import { catalogMessages } from './catalogMessages';
import { Coupons } from './Coupons';
import { Payees } from './Payees';
import { useAppText } from '../i18n/useAppText';
import { useOpsText } from './useOpsText';

type Section = 'queue' | 'search' | 'refunds' | 'claims' | 'audit' | 'transfers' | 'fx' | 'payees' | 'coupons';
type View = { kind: Section } | { kind: 'order'; orderId: string; back: Section };

/**
 * /ops: the operations console, a lazily loaded chunk of the app (its own shell, not the payer
 * site's header and footer). Who is signed in comes from GET /api/ops/me with the staff token of
 * this tab; without one the console shows its login.
 */
export default function OpsConsole() {
  const t = useOpsText();
  // Without a staff token in this tab there is nobody to ask the server about: the login at once.
  const [me, setMe] = useState<StaffMe | null | 'checking'>(() => (opsToken.get() ? 'checking' : null));
  const [pendingTotp, setPendingTotp] = useState(false);
  const [view, setView] = useState<View>({ kind: 'queue' });

  useEffect(() => {
    document.title = t('ops.title');
  }, [t]);
  useEffect(() => {
    if (!opsToken.get()) return;
    void opsApi.me().then((answer) => {
      if (isSuccess(answer) && answer.data.totp_needed === 0) setMe(answer.data);
      else {
        setPendingTotp(isSuccess(answer));
        setMe(null);
      }
    });
  }, []);

  const logout = async () => {
    await opsApi.logout();
    opsToken.set(null);
    setMe(null);
    setPendingTotp(false);
  };
  const reviews = me !== null && me !== 'checking' && me.role !== 'finance';
  const audits = me !== null && me !== 'checking' && me.role === 'admin';
  const financeDesk = me !== null && me !== 'checking' && me.role !== 'account_manager'; // finance and admins
  const tt = useAppText(transfersMessages);
  const tf = useAppText(fxMessages);
  const tc = useAppText(catalogMessages);
  const open = (back: Section) => (orderId: string) => setView({ kind: 'order', orderId, back });
  const section = view.kind === 'order' ? view.back : view.kind;

  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b px-6 py-3">
        <h1 className="text-xl font-semibold">{t('ops.title')}</h1>
        {me !== null && me !== 'checking' ? (
          <div className="flex items-center gap-3 text-sm">
            <span>{t('ops.signedIn', { name: me.name, role: t(`ops.role.${me.role}` as 'ops.role.admin') })}</span>
            <Button variant="secondary" size="sm" onClick={() => void logout()}>
              {t('ops.logout')}
            </Button>
          </div>
        ) : null}
      </header>
      {me !== null && me !== 'checking' ? (
        <nav aria-label={t('ops.nav')} className="flex flex-wrap gap-2 border-b px-6 py-2">
          {reviews ? (
            <Button variant={section === 'queue' ? 'primary' : 'ghost'} size="sm" aria-current={section === 'queue' ? 'page' : undefined} onClick={() => setView({ kind: 'queue' })}>
              {t('ops.nav.queue')}
            </Button>
          ) : null}
          <Button variant={section === 'search' ? 'primary' : 'ghost'} size="sm" aria-current={section === 'search' ? 'page' : undefined} onClick={() => setView({ kind: 'search' })}>
            {t('ops.nav.search')}
          </Button>
          <Button variant={section === 'refunds' ? 'primary' : 'ghost'} size="sm" aria-current={section === 'refunds' ? 'page' : undefined} onClick={() => setView({ kind: 'refunds' })}>
            {t('ops.nav.refunds')}
          </Button>
          <Button variant={section === 'claims' ? 'primary' : 'ghost'} size="sm" aria-current={section === 'claims' ? 'page' : undefined} onClick={() => setView({ kind: 'claims' })}>
            {t('ops.nav.claims')}
          </Button>
          {financeDesk ? (
            <Button variant={section === 'transfers' ? 'primary' : 'ghost'} size="sm" aria-current={section === 'transfers' ? 'page' : undefined} onClick={() => setView({ kind: 'transfers' })}>
              {tt('ops.nav.transfers')}
            </Button>
          ) : null}
          {financeDesk ? (
            <Button variant={section === 'fx' ? 'primary' : 'ghost'} size="sm" aria-current={section === 'fx' ? 'page' : undefined} onClick={() => setView({ kind: 'fx' })}>
              {tf('ops.nav.fx')}
            </Button>
          ) : null}
          <Button variant={section === 'payees' ? 'primary' : 'ghost'} size="sm" aria-current={section === 'payees' ? 'page' : undefined} onClick={() => setView({ kind: 'payees' })}>
            {tc('ops.nav.payees')}
          </Button>
          {financeDesk ? (
            <Button variant={section === 'coupons' ? 'primary' : 'ghost'} size="sm" aria-current={section === 'coupons' ? 'page' : undefined} onClick={() => setView({ kind: 'coupons' })}>
              {tc('ops.nav.coupons')}
            </Button>
          ) : null}
          {audits ? (
            <Button variant={section === 'audit' ? 'primary' : 'ghost'} size="sm" aria-current={section === 'audit' ? 'page' : undefined} onClick={() => setView({ kind: 'audit' })}>
              {t('ops.nav.audit')}
            </Button>
          ) : null}
        </nav>
      ) : null}
      <main className="flex-1 px-6 py-4">
        {me === 'checking' ? (
          <Spinner label={t('ops.loading')} />
        ) : me === null ? (
          <OpsLogin
            pending={pendingTotp}
            onSignedIn={(who) => {
              setMe(who);
              setView({ kind: who.role === 'finance' ? 'search' : 'queue' });
            }}
          />
        ) : view.kind === 'order' ? (
          <OrderDetail orderId={view.orderId} onBack={() => setView({ kind: view.back })} canActOnBehalf={reviews} />
        ) : view.kind === 'refunds' ? (
          <RefundList onOpen={open('refunds')} />
        ) : view.kind === 'claims' ? (
          <PriceMatchClaims role={me.role} onOpen={open('claims')} />
        ) : view.kind === 'transfers' && financeDesk ? (
          <UnmatchedTransfers onOpen={open('transfers')} />
        ) : view.kind === 'fx' && financeDesk ? (
          <FxRates canSet={audits} />
        ) : view.kind === 'payees' ? (
          <Payees canEdit={audits} />
        ) : view.kind === 'coupons' && financeDesk ? (
          <Coupons />
        ) : view.kind === 'audit' && audits ? (
          <AuditLog />
        ) : view.kind === 'search' || !reviews ? (
          <OrderSearch onOpen={open('search')} />
        ) : (
          <ReviewQueue onOpen={open('queue')} />
        )}
      </main>
    </div>
  );
}
