import { useEffect, useId, useState, type FormEvent } from 'react';
import { isSuccess, STATUS } from '@edupay/forms/contract';
import { useSearch } from 'wouter';
import { Alert, Button, Spinner } from '@edupay/ui';
import { scanInfo, scanUpload, type ScanInfo } from '../api/documents';
import { useAppText } from '../i18n/useAppText';
import { documentsMessages } from './documents/documentsMessages';
import { isPageSlot, type PageSlot } from './documents/pageSlots';

type Phase = { kind: 'loading' } | { kind: 'invalid'; message: string } | { kind: 'ready'; info: ScanInfo } | { kind: 'done' };

/**
 * /ident?ticket= (spec 001 section 2, an upload page): the phone's side of scan to upload (issue 16
 * item 5). The QR code on the desktop opened it; no login: the signed, single-use ticket is the
 * proof. One file (a photo from the camera or a file) goes into the desktop's slot; a refused file
 * keeps the ticket (another may be picked), its message next to the field.
 */
export default function IdentPage() {
  const t = useAppText(documentsMessages);
  const ticket = new URLSearchParams(useSearch()).get('ticket') ?? '';
  const [phase, setPhase] = useState<Phase>(() => (ticket ? { kind: 'loading' } : { kind: 'invalid', message: '' }));
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;

  useEffect(() => {
    if (!ticket) return;
    let current = true;
    void (async () => {
      const answer = await scanInfo(ticket).catch(() => null);
      if (!current) return;
      if (isSuccess(answer) && answer.data) setPhase({ kind: 'ready', info: answer.data });
      else setPhase({ kind: 'invalid', message: answer?.message ?? '' });
    })();
    return () => {
      current = false;
    };
  }, [ticket]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t('documents.scan.noFile'));
      return;
    }
    setSending(true);
    const answer = await scanUpload(ticket, file).catch(() => null);
    setSending(false);
    if (isSuccess(answer)) return setPhase({ kind: 'done' });
    // A dead ticket ends the page; a refused file keeps it (another file may be sent).
    if (answer?.status_code === STATUS.EXPIRED) return setPhase({ kind: 'invalid', message: answer.message ?? '' });
    setError(answer?.message || null);
  };

  const slotName = (slot: string) => (isPageSlot(slot) ? t(`documents.slot.${slot}` as `documents.slot.${PageSlot}`) : slot);

  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 px-4 py-8">
      <h1 className="text-xl font-semibold text-fg">{t('documents.scan.title')}</h1>
      {phase.kind === 'loading' ? (
        <p className="flex items-center gap-2 text-fg-muted" role="status">
          <Spinner label={null} /> {t('documents.scan.loading')}
        </p>
      ) : phase.kind === 'invalid' ? (
        <Alert tone="error" description={phase.message || t('documents.scan.noTicket')} data-testid="scan-invalid" />
      ) : phase.kind === 'done' ? (
        <Alert tone="success" description={t('documents.scan.done')} data-testid="scan-done" />
      ) : (
        <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <p className="m-0 text-fg">{t('documents.scan.asked', { name: slotName(phase.info.slot) })}</p>
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium text-fg">
              {t('documents.scan.file')}
            </label>
            <input
              id={inputId}
              type="file"
              accept={phase.info.kind === 'selfie' ? 'image/jpeg,image/png' : 'application/pdf,image/jpeg,image/png'}
              aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
              aria-invalid={error ? true : undefined}
              className="text-sm text-fg"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setError(null);
              }}
            />
            <p id={hintId} className="m-0 text-xs text-fg-muted">
              {t('documents.scan.hint', { types: phase.info.types.join(' / ') })}
            </p>
            {error ? (
              <p id={errorId} className="m-0 text-sm text-danger" data-testid="scan-error">
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" loading={sending} loadingLabel={t('documents.scan.send')}>
            {t('documents.scan.send')}
          </Button>
        </form>
      )}
    </section>
  );
}
