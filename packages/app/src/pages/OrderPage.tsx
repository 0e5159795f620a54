import { startTransition, useEffect, useRef, useState } from 'react';
import { isSuccess, STATUS } from '@edupay/forms/contract';
import { Link, useSearch } from 'wouter';
import { ref, useSnapshot } from 'valtio';
import { Alert, Button, EmptyState, OrderForm, Spinner, type OrderFormValue, type OrderInfo, type OrderPayload, type PointsBalance } from '@edupay/ui';
import { countryRoutingFields, enteredOrderInfo, formEstimate, getDraft, nameConversion, orderInfo, saveDraft, submitOrder, userConfig } from '../api/orders';
import { useAppText } from '../i18n/useAppText';
import { configStore } from '../store/configStore';
import { isLoggedIn, store } from '../store/store';
import { useHydrated } from '../routing/useHydrated';
import { useLoaded } from './content/useLoaded';
import { forgetDraft, mergeDrafts, orderKey, readDraft, rememberDraft } from './order/orderDraft';
import { orderPagesMessages } from './order/orderPagesMessages';
import { registrationPrefill } from './order/registrationPrefill';
import { waitForLogin } from '../login/waitForLogin';
import { dialogs } from '../store/dialogs';

/** A pause in typing after which a logged-in payer's draft is saved on the server. */
const DRAFT_SAVE_DELAY_MS = 800;

/** The form's start: its payee, the draft it restores, its Idempotency-Key, and whether the drafts were read. */
type Start = { info: OrderInfo; values: OrderFormValue | null; key: string; drafts: boolean };

/**
 * /order?account_id= and /order_fee (login required) (spec 001 section 2): the order form for one
 * payee account. The form starts from the saved draft (the server's for a logged-in payer, the
 * tab's otherwise) and keeps saving as the payer types: the tab's copy at once, the server's after
 * a pause. Asked again when the language changes (purpose names are the server's), without
 * remounting the form: nothing typed is lost. The order's Idempotency-Key is kept with the tab's draft,
 * so a reload after a submit whose answer was lost replays the placed order instead of placing another.
 * The amount shows the server's live estimate (payment_estimate without an order); the Exclusive
 * Benefits section shows the payer's points from user_config.
 */
export default function OrderPage() {
  const t = useAppText(orderPagesMessages);
  const { locale } = useSnapshot(store);
  const { config } = useSnapshot(configStore);
  const params = new URLSearchParams(useSearch());
  // ?payee=entered: a payee that is not listed (a landlord, an agency), entered in the form; its
  // draft is kept under account 0 (the server's and the tab's) like an account's.
  const entered = params.get('payee') === 'entered';
  const accountId = entered ? 0 : Number(params.get('account_id'));
  const valid = entered || (Number.isInteger(accountId) && accountId > 0);
  const [retries, setRetries] = useState(0);
  // Asked again when the language changes (purpose names are the server's), without remounting the form.
  // Rendered with its answer by the server for a first visit (SERVER_RENDERED in src/prerender.tsx).
  const loaded = useLoaded(`order_info|${locale}|${entered ? 'entered' : accountId}|${retries}`, async () => {
    if (!valid) return null;
    const answer = entered ? await enteredOrderInfo() : await orderInfo(String(accountId));
    if (!isSuccess(answer) || !answer.data) throw new Error(answer.message ?? 'order_info failed');
    return answer.data;
  });
  const info = loaded.state === 'ready' ? loaded.data : null;
  // The form's first values: shown at once with an answer the page came with (the drafts are read after
  // hydration, below); otherwise once the drafts are read, so a restored draft never replaces typed text.
  const [start, setStart] = useState<Start | null>(() => (info ? { info, values: null, key: import.meta.env.SSR ? '' : orderKey(info.account.id), drafts: false } : null));
  const [placedId, setPlacedId] = useState<string | null>(null);
  const loggedIn = isLoggedIn(store);
  // The Exclusive Benefits section's points (user_config); a payer without an account has none.
  const [pointsAnswer, setPointsAnswer] = useState<PointsBalance | null | undefined>(undefined);
  useEffect(() => {
    if (!loggedIn) return;
    let current = true;
    userConfig()
      .then((answer) => {
        if (!current) return;
        setPointsAnswer(isSuccess(answer) && answer.data ? { balance: answer.data.points_balance, max_per_order: answer.data.points_max_per_order } : null);
      })
      .catch(() => current && setPointsAnswer(null));
    return () => {
      current = false;
    };
  }, [loggedIn]);
  const points = !loggedIn ? null : pointsAnswer === undefined ? 'loading' : pointsAnswer;

  // The drafts, read once: the server's (logged in) and the tab's. A page the server rendered (a first
  // visit, signed out) shows the form at once and restores the tab's draft after hydration, which remounts
  // the form with it: the server cannot see the tab's storage.
  useEffect(() => {
    if (!info || start?.drafts) return;
    let current = true;
    const id = info.account.id;
    (async () => {
      const server = !start && isLoggedIn(store) ? await getDraft(id).catch(() => null) : null;
      if (!current) return;
      const values = mergeDrafts(server?.data ?? null, readDraft(id));
      // As a transition: the form is a big tree, and React renders a transition in slices, handing the main
      // thread back between them, where an ordinary update renders it in one long task.
      startTransition(() => setStart({ info: start?.info ?? info, values, key: start?.key || orderKey(id), drafts: true }));
    })();
    return () => {
      current = false;
    };
  }, [info, start]);

  // The server draft: saved after a pause in typing, never once the order is being placed. A save
  // still on its way when the payer submits is waited for: the submission deletes the draft, and a
  // save that reached the server after it would bring the placed order's form back next time.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const done = useRef(false);
  const submitting = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = (values: OrderFormValue) => {
    if (done.current || !start) return;
    const id = start.info.account.id;
    rememberDraft(id, values);
    clearTimeout(timer.current);
    if (!isLoggedIn(store)) return;
    timer.current = setTimeout(() => {
      if (!done.current && !submitting.current) saving.current = saveDraft(id, values).catch(() => undefined);
    }, DRAFT_SAVE_DELAY_MS);
  };
  const submit = async (payload: OrderPayload, idempotencyKey: string) => {
    submitting.current = true;
    clearTimeout(timer.current);
    try {
      await saving.current;
      const answer = await submitOrder(payload, idempotencyKey);
      if (answer.status_code !== STATUS.NEED_LOGIN) return answer;
      // Asked to log in first (the policy opened the login dialog): registration starts from what the form
      // holds, and once logged in the same submission goes on (same key: placed once).
      if (start) dialogs.registrationPrefill = ref(registrationPrefill(payload, start.info, locale));
      return (await waitForLogin()) ? await submitOrder(payload, idempotencyKey) : answer;
    } finally {
      submitting.current = false;
    }
  };

  const shown = info ?? start?.info ?? null;
  const failed = loaded.state === 'failed';
  // Prerendered by the server: the fields take text only once the script has hydrated them (React would drop it).
  const hydrated = useHydrated();
  const name = shown ? (locale === 'en' ? shown.institution.en : shown.institution.zh || shown.institution.en) : '';
  const title = entered ? t('orderPage.enteredTitle') : shown ? t('orderPage.title', { name }) : t('orderPage.titleLoading');

  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-6 py-12">
      <h1 className="text-2xl font-semibold text-fg">{title}</h1>
      {!valid ? (
        <EmptyState
          title={t('orderPage.noAccount')}
          action={
            <Button asChild>
              <Link href="/college_list">{t('selectAccount.search')}</Link>
            </Button>
          }
        />
      ) : failed && !start ? (
        <Alert
          tone="error"
          description={t('orderPage.failed')}
          action={
            <Button variant="secondary" size="sm" onClick={() => setRetries((n) => n + 1)}>
              {t('orderPage.retry')}
            </Button>
          }
        />
      ) : !start || !shown ? (
        <p className="flex items-center gap-2 text-fg-muted" role="status">
          <Spinner label={null} /> {t('orderPage.loading')}
        </p>
      ) : (
        <>
          {start.values ? <Alert tone="info" description={t('orderPage.restored')} data-testid="order-restored" /> : null}
          <fieldset disabled={!hydrated} className="min-w-0">
            <OrderForm
              // Remounted once when a draft restored after a server render brings its values.
              key={`${start.info.account.id}|${start.values ? 'draft' : 'new'}`}
              info={shown}
              stages={config?.reading_stage ?? []}
              defaultValue={start.values ?? undefined}
              idempotencyKey={start.key}
              onChange={onChange}
              convertName={nameConversion}
              // An entered payee (account 0) is priced in the currency the payer chose; its order is quoted after review.
              estimate={(request, signal) => formEstimate(start.info.account.id, request, signal)}
              loadRoutingFields={entered ? countryRoutingFields : undefined}
              points={points}
              onSubmit={(payload, { idempotencyKey }) => submit(payload, idempotencyKey)}
              onSubmitted={(placed) => {
                setPlacedId(placed.order_id);
                done.current = true;
                clearTimeout(timer.current);
                forgetDraft(start.info.account.id);
              }}
              submittedAction={
                <span className="flex flex-wrap gap-2">
                  {placedId ? (
                    // The order's next step (spec 001 section 1: proof of study, then payment).
                    <Button asChild size="sm">
                      <Link href={`/idents_all?order_id=${encodeURIComponent(placedId)}`}>{t('orderPage.uploadDocuments')}</Link>
                    </Button>
                  ) : null}
                  <Button asChild size="sm" variant={placedId ? 'secondary' : 'primary'}>
                    <Link href="/user_center">{t('orderPage.myOrders')}</Link>
                  </Button>
                </span>
              }
            />
          </fieldset>
        </>
      )}
    </section>
  );
}
