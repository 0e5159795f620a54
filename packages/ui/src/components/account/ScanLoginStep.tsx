import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { useDomainText } from '../../i18n/useDomainText';
import { loginMessages } from './loginMessages';
import { LoginStepFrame } from './LoginStepFrame';
import { handleLoginResult, type LoginOutcomeCallbacks } from './loginOutcome';
import { isSuccess, type ApiResult } from '@edupay/forms/contract';
import type { ScanPollResult, ScanTicket } from './loginTypes';
import { useAnnounceOnChange } from '../../provider/useAnnounceOnChange';

export type ScanLoginState = 'loading' | 'ready' | 'failed' | 'expired' | 'confirmed';

export interface ScanLoginStepProps extends Omit<LoginOutcomeCallbacks, 'onNewUser'> {
  /** Gets a login ticket: `data: { qr_url, ticket, expires_at }`. Awaited; a failure shows "failed to get the login QR code". */
  onGetScanTicket?: () => Promise<ApiResult<ScanTicket>>;
  /** Polls the ticket: `data.state` pending, confirmed (a login answer) or expired. Awaited; one poll in flight at a time. */
  onPollScan?: (ticket: string) => Promise<ScanPollResult>;
  /** Milliseconds between polls. Default 2000. Fixed at mount. */
  pollInterval?: number;
  /** Clock for `expires_at`, epoch ms. Default `Date.now`. */
  now?: () => number;
  /** Side of the QR image in px. Default 200. */
  size?: number;
  notice?: ReactNode;
  className?: string;
}

function expiresAtMs(value: ScanTicket['expires_at']): number | null {
  if (value === undefined || value === null || value === '') return null;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Step 3: scan login. Gets a ticket, draws its `qr_url` as a QR code (the `qrcode` package, into a
 * data URL), and polls every 2 s until the phone confirms (then the login outcome as for the other
 * steps) or the ticket expires (a button gets a new one). When the ticket cannot be had, the
 * spec's "failed to get the login QR code" is shown with a retry.
 */
export function ScanLoginStep({
  onGetScanTicket,
  onPollScan,
  pollInterval = 2000,
  now = Date.now,
  size = 200,
  notice,
  className,
  onNeedPassword,
  onLoggedIn,
  onStepChange,
}: ScanLoginStepProps) {
  const t = useDomainText(loginMessages);
  const [state, setState] = useState<ScanLoginState>('loading');
  const [ticket, setTicket] = useState<ScanTicket | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const request = useRef(0);
  const polling = useRef(false);

  /** Gets a ticket and draws it; the state is set only after the first await (see the effect below). */
  const fetchTicket = useCallback(async () => {
    const mine = ++request.current;
    let next: ScanTicket | null = null;
    let failure: string | null = null;
    try {
      const result = onGetScanTicket ? await onGetScanTicket() : { status_code: 500 };
      if (isSuccess(result) && result.data?.qr_url && result.data.ticket) next = result.data;
      else failure = result.message?.trim() || null;
    } catch {
      failure = null;
    }
    let dataUrl: string | null = null;
    // A newer request (retry, unmount) wins.
    if (mine !== request.current) return;
    if (next) {
      try {
        // Loaded on demand: qrcode is CommonJS, so a static import would ship it with every kit entry.
        const { toDataURL } = await import('qrcode');
        dataUrl = await toDataURL(next.qr_url, { margin: 1, width: size, errorCorrectionLevel: 'M' });
      } catch {
        next = null;
      }
    }
    if (mine !== request.current) return;
    if (!next || !dataUrl) {
      setState('failed');
      setMessage(failure);
      return;
    }
    setTicket(next);
    setImage(dataUrl);
    setState('ready');
  }, [onGetScanTicket, size]);

  const load = () => {
    setState('loading');
    setMessage(null);
    void fetchTicket();
  };

  useEffect(() => {
    // The first state is already "loading".
    void fetchTicket();
    return () => {
      request.current += 1;
    };
    // One ticket per mount; later ones on the user's request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (state !== 'ready' || !ticket) return;
    const expires = expiresAtMs(ticket.expires_at);
    const timer = setInterval(async () => {
      if (expires !== null && now() >= expires) {
        setState('expired');
        return;
      }
      if (polling.current || !onPollScan) return;
      polling.current = true;
      try {
        const result = await onPollScan(ticket.ticket);
        const answer = result.data?.state;
        if (answer === 'confirmed' && isSuccess(result)) {
          setState('confirmed');
          handleLoginResult(result, { onNeedPassword, onLoggedIn, onStepChange });
        } else if (answer === 'expired' || !isSuccess(result)) {
          setState('expired');
          if (!isSuccess(result) && answer !== 'expired') setMessage(result.message?.trim() || null);
        }
      } catch {
        // A lost poll is retried at the next tick.
      } finally {
        polling.current = false;
      }
    }, pollInterval);
    return () => clearInterval(timer);
  }, [state, ticket, pollInterval, now, onPollScan, onNeedPassword, onLoggedIn, onStepChange]);

  const statusText =
    state === 'ready'
      ? t('login.scan.instructions')
      : state === 'confirmed'
        ? t('login.scan.confirmed')
        : state === 'expired'
          ? (message ?? t('login.scan.expired'))
          : '';
  useAnnounceOnChange(statusText);

  return (
    <LoginStepFrame step="scan" shared={{ notice, onStepChange, className }}>
      <div data-slot="scan-login" data-state={state} className="flex flex-col items-center gap-3">
        <div
          className="relative flex items-center justify-center rounded-md border border-line bg-surface p-2"
          style={{ width: size + 18, height: size + 18 }}
        >
          {state === 'loading' ? <Spinner label={t('login.scan.loading')} /> : null}
          {image && (state === 'ready' || state === 'expired' || state === 'confirmed') ? (
            <img
              data-slot="scan-login-qr"
              src={image}
              alt={t('login.scan.qrAlt')}
              width={size}
              height={size}
              className={state === 'expired' ? 'opacity-20' : undefined}
            />
          ) : null}
          {state === 'failed' ? (
            <svg
              aria-hidden="true"
              focusable="false"
              viewBox="0 0 24 24"
              width="48"
              height="48"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              className="text-fg-muted"
            >
              <rect x="3" y="3" width="7" height="7" rx="1" />
              <rect x="14" y="3" width="7" height="7" rx="1" />
              <rect x="3" y="14" width="7" height="7" rx="1" />
              <path d="M14 14l7 7M21 14l-7 7" />
            </svg>
          ) : null}
        </div>
        <p data-slot="scan-login-status" className="text-center text-sm text-fg-muted">
          {statusText}
        </p>
        {state === 'failed' ? (
          <Alert
            data-slot="scan-login-error"
            tone="error"
            className="w-full"
            title={t('login.scan.failed')}
            description={message ?? undefined}
            action={
              <Button variant="secondary" size="sm" onClick={() => load()}>
                {t('login.scan.retry')}
              </Button>
            }
          />
        ) : null}
        {state === 'expired' ? (
          <Button variant="secondary" onClick={() => load()}>
            {t('login.scan.refresh')}
          </Button>
        ) : null}
      </div>
    </LoginStepFrame>
  );
}
