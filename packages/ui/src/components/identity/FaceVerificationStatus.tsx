import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useQrImage } from '../../lib/useQrImage';
import { useDomainText } from '../../i18n/useDomainText';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { useAnnounceOnChange } from '../../provider/useAnnounceOnChange';
import { faceMessages } from './faceMessages';

/** Where a face verification stands, as the server reports it (the page follows it live). */
export type FaceVerificationState = 'pending' | 'passed' | 'failed' | 'expired';
/** Why the vendor failed it. */
export type FaceFailureReason = 'not_live' | 'face_mismatch' | 'retry';

export interface FaceVerificationStatusProps extends Omit<ComponentProps<'section'>, 'children'> {
  state: FaceVerificationState;
  /** The vendor's liveness page while pending: shown as a QR code for the phone, and as a link. */
  url?: string | null;
  /** Whom the vendor checks: the payer's name and masked ID number. */
  personName: string;
  idNumber: string;
  failureReason?: FaceFailureReason | null;
  /** "Verify again" after a failure or expiry; `restarting` while the new session is asked for. */
  onRestart?: () => void;
  restarting?: boolean;
  /** What follows a pass (the app's "go to payment" link). */
  passedAction?: ReactNode;
  /**
   * The payer is on the phone that would have to scan the code (the app asks `useScanningPhone`):
   * no code, a button that starts the check here instead. Default false.
   */
  onThisDevice?: boolean;
}

const QR_SIZE = 200;

/**
 * A face verification (/self_pass and /verify; issue 16 item 6): while pending, the code the payer
 * scans to do the liveness check on the phone (or a link to do it here); then the verdict, with why
 * it failed and "verify again", or what follows a pass. Each verdict is announced once.
 */
export function FaceVerificationStatus({
  state,
  url,
  personName,
  idNumber,
  failureReason,
  onRestart,
  restarting = false,
  passedAction,
  onThisDevice = false,
  className,
  ...rest
}: FaceVerificationStatusProps) {
  const t = useDomainText(faceMessages);
  const pending = state === 'pending' && Boolean(url);
  const qr = useQrImage(pending && !onThisDevice ? (url ?? '') : '', QR_SIZE);
  const verdict =
    state === 'passed'
      ? t('face.passed')
      : state === 'failed'
        ? t('face.failed')
        : state === 'expired'
          ? t('face.expired')
          : null;
  useAnnounceOnChange(verdict, state === 'passed' ? 'polite' : 'assertive');
  return (
    <section
      data-slot="face-verification"
      data-state={state}
      aria-labelledby="face-verification-title"
      className={cn('flex flex-col gap-4 rounded-md border border-line bg-surface p-4', className)}
      {...rest}
    >
      <h2 id="face-verification-title" className="m-0 text-base font-semibold text-fg">
        {t('face.title')}
      </h2>
      <p className="m-0 text-sm text-fg">{t('face.person', { name: personName, id: idNumber })}</p>
      {pending && onThisDevice ? (
        <div className="flex flex-col gap-3">
          <p className="m-0 text-sm text-fg">{t('face.here')}</p>
          <Button asChild className="self-start">
            <a href={url ?? undefined} data-slot="face-verification-here">
              {t('face.start')}
            </a>
          </Button>
          <p data-slot="face-verification-status" className="m-0 inline-flex items-center gap-2 text-sm text-fg-muted">
            <Spinner size="sm" label={null} />
            {t('face.waiting')}
          </p>
        </div>
      ) : pending ? (
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
          <div
            data-slot="face-verification-code"
            data-state={!qr.ready ? 'loading' : qr.src ? 'ready' : 'error'}
            data-url={url ?? undefined}
            className="flex size-52 shrink-0 items-center justify-center rounded-md border border-line bg-white"
          >
            {!qr.ready ? (
              <Spinner label={t('face.qrLoading')} />
            ) : qr.src ? (
              <img src={qr.src} alt={t('face.qrAlt')} width={QR_SIZE} height={QR_SIZE} className="size-full" />
            ) : null}
          </div>
          <div className="flex flex-col gap-2">
            <p className="m-0 text-sm text-fg">{t('face.scan')}</p>
            {qr.ready && !qr.src ? (
              <p className="m-0 text-sm text-danger">
                {t('face.qrUnavailable')} <span className="break-all font-mono">{url}</span>
              </p>
            ) : null}
            <a className="text-sm text-primary underline" href={url ?? undefined} data-slot="face-verification-here">
              {t('face.openHere')}
            </a>
            <p
              data-slot="face-verification-status"
              className="m-0 inline-flex items-center gap-2 text-sm text-fg-muted"
            >
              <Spinner size="sm" label={null} />
              {t('face.waiting')}
            </p>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p
            data-slot="face-verification-status"
            className={cn('m-0 text-base font-semibold', state === 'passed' ? 'text-success' : 'text-danger')}
          >
            {verdict}
          </p>
          {state === 'failed' && failureReason ? (
            <p className="m-0 text-sm text-fg">{t(`face.reason.${failureReason}`)}</p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {state === 'passed' ? passedAction : null}
            {state !== 'passed' && onRestart ? (
              <Button onClick={onRestart} loading={restarting}>
                {t('face.reverify')}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}
