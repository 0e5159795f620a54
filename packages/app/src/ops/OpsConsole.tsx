import { useEffect, useState } from 'react';
import { Button, Spinner } from '@edupay/ui';
import { opsApi, opsToken, type StaffMe } from '../api/ops';
import { OpsLogin } from './OpsLogin';
import { OrderDetail } from './OrderDetail';
import { OrderSearch } from './OrderSearch';
import { ReviewQueue } from './ReviewQueue';
import { useOpsText } from './useOpsText';

type View = { kind: 'queue' } | { kind: 'search' } | { kind: 'order'; orderId: string; back: 'queue' | 'search' };

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
      if (answer.status_code === 200 && answer.data.totp_needed === 0) setMe(answer.data);
      else {
        setPendingTotp(answer.status_code === 200);
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
  const open = (back: 'queue' | 'search') => (orderId: string) => setView({ kind: 'order', orderId, back });
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
        <nav aria-label={t('ops.nav')} className="flex gap-2 border-b px-6 py-2">
          {reviews ? (
            <Button variant={section === 'queue' ? 'primary' : 'ghost'} size="sm" aria-current={section === 'queue' ? 'page' : undefined} onClick={() => setView({ kind: 'queue' })}>
              {t('ops.nav.queue')}
            </Button>
          ) : null}
          <Button variant={section === 'search' ? 'primary' : 'ghost'} size="sm" aria-current={section === 'search' ? 'page' : undefined} onClick={() => setView({ kind: 'search' })}>
            {t('ops.nav.search')}
          </Button>
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
          <OrderDetail orderId={view.orderId} onBack={() => setView({ kind: view.back })} />
        ) : view.kind === 'search' || !reviews ? (
          <OrderSearch onOpen={open('search')} />
        ) : (
          <ReviewQueue onOpen={open('queue')} />
        )}
      </main>
    </div>
  );
}
