import { useState, type FormEvent } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { Alert, Button, TextField } from '@edupay/ui';
import { opsApi } from '../api/ops';
import { actingMessages } from '../acting/actingMessages';
import { useAppText } from '../i18n/useAppText';

/**
 * The order detail's "Act on behalf of the payer": asks the reason (the payer is told it), starts a
 * 30-minute marked payer session and opens the payer app with its token in a new tab.
 */
export function ActOnBehalf({ orderNo }: { orderNo: string }) {
  const t = useAppText(actingMessages);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('acting.reasonRequired'));
      document.getElementById('ops-acting-reason')?.focus();
      return;
    }
    setError('');
    setBusy(true);
    const answer = await opsApi.actOnBehalf(orderNo, reason.trim());
    setBusy(false);
    if (!isSuccess(answer)) {
      setNotice({ tone: 'error', text: answer.message });
      return;
    }
    const until = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date(answer.data.until));
    window.open(`/?act_token=${encodeURIComponent(answer.data.act_token)}`, '_blank', 'noopener');
    setNotice({ tone: 'success', text: t('acting.started', { payer: answer.data.payer_name, until }) });
    setAsking(false);
    setReason('');
  };

  return (
    <div className="flex flex-col gap-2">
      {notice ? <Alert tone={notice.tone} description={notice.text} /> : null}
      {asking ? (
        <form noValidate onSubmit={submit} className="flex flex-col gap-2">
          <TextField id="ops-acting-reason" label={t('acting.reason')} value={reason} onChange={setReason} maxLength={300} required error={error || undefined} />
          <div>
            <Button type="submit" disabled={busy}>
              {t('acting.open')}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('acting.start')}
          </Button>
        </div>
      )}
    </div>
  );
}
