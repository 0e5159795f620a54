import { useCallback, useEffect, useState } from 'react';
import { MoreRowsButton } from './MoreRowsButton';
import { usePagedList } from './usePagedList';
import { isSuccess } from '@edupay/forms/contract';
import { Alert, Button, Select, Spinner, TextField, useToast } from '@edupay/ui';
import { opsApi, type StaffRole } from '../api/ops';
import type { PriceMatchClaim } from '../api/pricing';
import { useOpsText } from './useOpsText';

const STATUSES = ['open', 'granted', 'refused'] as const;
type Status = (typeof STATUSES)[number];
type StatusKey = 'ops.claims.status.open';
const nextOf = (data: { next_before: string | null }) => data.next_before;

/**
 * The console's price-match claims (issue 17 item 8): each claim with its screenshot, our quote's
 * rate against the claimed one and the difference the server computed. Finance and admins grant
 * (the difference is refunded through the provider) or refuse with a reason the payer reads; a
 * payment specialist reads their own payers' claims only. One Idempotency-Key per decision form.
 */
export function PriceMatchClaims({ role, onOpen }: { role: StaffRole; onOpen: (orderId: string) => void }) {
  const t = useOpsText();
  const [status, setStatus] = useState<Status>('open');
  // A decision reloads the list from its first page (a new `load`).
  const [version, setVersion] = useState(0);
  const load = useCallback((cursor: string) => opsApi.priceMatchClaims(status, cursor), [status, version]); // eslint-disable-line react-hooks/exhaustive-deps -- version only renews the list
  const { rows, error, busy, hasMore, more } = usePagedList<PriceMatchClaim, { list: PriceMatchClaim[]; next_before: string | null }>(load, nextOf);
  const decides = role !== 'account_manager';

  return (
    <section aria-labelledby="ops-claims-title" className="flex flex-col gap-3">
      <h2 id="ops-claims-title" className="text-lg font-semibold">
        {t('ops.claims.title')}
      </h2>
      <Select
        id="ops-claims-status"
        label={t('ops.claims.filter')}
        value={status}
        onChange={(value) => setStatus(value as Status)}
        options={STATUSES.map((s) => ({ value: s, label: t(`ops.claims.status.${s}` as StatusKey) }))}
        className="max-w-xs"
      />
      {decides ? null : <p className="m-0 text-sm text-fg-muted">{t('ops.claims.readOnly')}</p>}
      {error ? <Alert tone="error" description={t('ops.failed', { message: error })} /> : null}
      {rows === null ? (
        <Spinner label={t('ops.loading')} />
      ) : rows.length === 0 ? (
        <p>{t('ops.claims.empty')}</p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-4 p-0">
          {rows.map((claim) => (
            <ClaimCard key={claim.claim_id} claim={claim} decides={decides} onOpen={onOpen} onDecided={() => setVersion((n) => n + 1)} />
          ))}
        </ul>
      )}
      <MoreRowsButton hasMore={hasMore} busy={busy} more={more} />
    </section>
  );
}

function ClaimCard({ claim, decides, onOpen, onDecided }: { claim: PriceMatchClaim; decides: boolean; onOpen: (orderId: string) => void; onDecided: () => void }) {
  const t = useOpsText();
  const toast = useToast();
  const [shot, setShot] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const [busy, setBusy] = useState(false);
  // One key per form: a resubmitted decision (a double click, a retry) is the same decision.
  const [key] = useState(() => crypto.randomUUID());
  useEffect(() => {
    let url: string | null = null;
    void opsApi.screenshotUrl(claim.claim_id).then((u) => {
      url = u;
      setShot(u);
    });
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [claim.claim_id]);

  const decide = async (decision: 'grant' | 'refuse') => {
    setBusy(true);
    const answer = await opsApi.decidePriceMatch(claim.claim_id, decision, note.trim(), `${key}:${decision}`);
    setBusy(false);
    if (isSuccess(answer)) {
      toast.show(t('ops.claims.decided', { status: t(`ops.claims.status.${answer.data.status}` as StatusKey) }), { tone: 'success' });
      onDecided();
    } else if ((answer.data as { field?: string } | undefined)?.field === 'note') setNoteError(answer.message);
    else toast.show(answer.message || t('ops.failed', { message: '' }), { tone: 'error' });
  };

  return (
    <li className="flex flex-col gap-3 rounded-md border p-4 md:flex-row" data-testid="ops-claim" data-claim-id={claim.claim_id}>
      <div className="flex flex-1 flex-col gap-2 text-sm">
        <button type="button" className="self-start text-primary underline" aria-label={t('ops.open', { orderNo: claim.order_no })} onClick={() => onOpen(claim.order_id)}>
          {claim.order_no}
        </button>
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-fg-muted">{t('ops.claims.col.bank')}</dt>
          <dd className="m-0">{claim.bank_name}</dd>
          <dt className="text-fg-muted">{t('ops.claims.col.quoted')}</dt>
          <dd className="m-0 tabular-nums">{claim.quoted_rate}</dd>
          <dt className="text-fg-muted">{t('ops.claims.col.claimed')}</dt>
          <dd className="m-0 tabular-nums">{claim.claimed_rate}</dd>
          <dt className="text-fg-muted">{t('ops.claims.col.difference')}</dt>
          <dd className="m-0 tabular-nums" data-testid="ops-claim-difference">
            {claim.difference} {claim.currency}
          </dd>
          <dt className="text-fg-muted">{t('ops.claims.filter')}</dt>
          <dd className="m-0">{t(`ops.claims.status.${claim.status}` as StatusKey)}</dd>
        </dl>
        {claim.decision_note ? <p className="m-0 text-fg-muted">{claim.decision_note}</p> : null}
        {decides && claim.status === 'open' ? (
          <div className="flex flex-col gap-2">
            <TextField id={`claim-note-${claim.claim_id}`} label={t('ops.claims.note')} value={note} onChange={setNote} error={noteError || undefined} maxLength={500} />
            <div className="flex flex-wrap gap-2">
              <Button disabled={busy} onClick={() => void decide('grant')}>
                {t('ops.claims.grant', { difference: claim.difference, currency: claim.currency })}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => void decide('refuse')}>
                {t('ops.claims.refuse')}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
      {shot ? (
        <a href={shot} target="_blank" rel="noreferrer" className="shrink-0">
          <img src={shot} alt={t('ops.claims.screenshot', { orderNo: claim.order_no })} className="max-h-48 max-w-xs rounded border" />
        </a>
      ) : null}
    </li>
  );
}
