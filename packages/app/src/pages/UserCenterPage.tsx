import { useEffect, useRef, useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { Alert, Button, Spinner, useToast } from '@edupay/ui';
import { getPersonalInfo, type PersonalInfo } from '../api/user';
import { useAppText } from '../i18n/useAppText';
import { store } from '../store/store';
import { BasicInfoCard } from './userCenter/BasicInfoCard';
import { EditPersonalInfoDialog } from './userCenter/EditPersonalInfoDialog';
import { ManagerCard } from './userCenter/ManagerCard';
import { MyOrdersCard } from './userCenter/MyOrdersCard';
import { OrderDetailView } from './userCenter/OrderDetailView';
import { userCenterMessages } from './userCenter/userCenterMessages';

type Load = { kind: 'loading' } | { kind: 'ready'; info: PersonalInfo } | { kind: 'failed' };

/**
 * /user_center (login required, spec 001 section 2): the basic info with its edit modal and the
 * customer-manager card, and My Orders; /user_center?order_id= shows one order's detail instead. Loaded again when the language changes, because the server words the
 * role, country, study stage and working hours in the request's language.
 */
export default function UserCenterPage() {
  const t = useAppText(userCenterMessages);
  const { locale, user_name } = useSnapshot(store);
  const toast = useToast();
  const orderId = new URLSearchParams(useSearch()).get('order_id');
  const [editing, setEditing] = useState(false);
  // The Edit button gets focus back when the dialog closes, also after a save re-renders the card.
  const editButton = useRef<HTMLButtonElement>(null);
  const [retries, setRetries] = useState(0);
  // What is being asked for: a new language, user or retry asks again.
  const request = `${locale}|${user_name}|${retries}`;
  const [answer, setAnswer] = useState<{ request: string; user: string; load: Load } | null>(null);

  useEffect(() => {
    let current = true;
    const settle = (load: Load) => current && setAnswer({ request, user: user_name, load });
    getPersonalInfo().then(
      // A refusal (402: the login dialog is opening) was already acted on by the response policy.
      (result) => settle(isSuccess(result) && result.data ? { kind: 'ready', info: result.data } : { kind: 'failed' }),
      () => settle({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [request, user_name]);

  // While asking again in another language, the same user's info stays shown until the new answer arrives.
  const load: Load = answer?.request === request || (answer?.load.kind === 'ready' && answer.user === user_name) ? answer.load : { kind: 'loading' };

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6 px-6 py-12">
      <h1 className="text-2xl font-semibold text-fg">{t('userCenter.title')}</h1>
      {orderId ? <OrderDetailView key={orderId} orderId={orderId} /> : null}
      {orderId ? null : load.kind === 'loading' ? (
        <p className="flex items-center gap-2 text-fg-muted" role="status">
          <Spinner label={null} /> {t('userCenter.loading')}
        </p>
      ) : null}
      {!orderId && load.kind === 'failed' ? (
        <Alert
          tone="error"
          description={t('userCenter.loadFailed')}
          action={
            <Button variant="secondary" size="sm" onClick={() => setRetries((n) => n + 1)}>
              {t('userCenter.retry')}
            </Button>
          }
        />
      ) : null}
      {!orderId && load.kind === 'ready' ? (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <BasicInfoCard info={load.info} onEdit={() => setEditing(true)} editButtonRef={editButton} />
          <ManagerCard info={load.info.cs_info} />
          <div className="lg:col-span-2">
            <MyOrdersCard />
          </div>
          <EditPersonalInfoDialog
            info={load.info}
            open={editing}
            onOpenChange={setEditing}
            returnFocusTo={editButton}
            onSaved={(info, message) => {
              setAnswer({ request, user: user_name, load: { kind: 'ready', info } });
              setEditing(false);
              toast.show(message, { tone: 'success' });
            }}
          />
        </div>
      ) : null}
    </section>
  );
}
