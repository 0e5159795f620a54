import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useQrImage } from '../../lib/useQrImage';
import { useDomainText } from '../../i18n/useDomainText';
import { Money } from '../../primitives/Money';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { useAnnounceOnChange } from '../../provider/useAnnounceOnChange';
import { liveMoneyMessages } from './liveMoneyMessages';
import type { MoneyValue } from './paymentTypes';

/** Where a QR payment stands, as the server reports it (the page follows it live). */
export type QrPaymentState = 'waiting' | 'succeeded' | 'failed';

export interface QrPaymentStatusProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** What the QR encodes: the provider's URL the phone opens. */
  url: string;
  /** The amount to confirm on the phone. */
  amount: MoneyValue;
  /** The app the payer scans with, as the server names it (e.g. "WeChat"). */
  app: string;
  status: QrPaymentState;
  /**
   * The payer is on the phone that would have to scan the code (the app asks `useScanningPhone`):
   * no code, a link that opens the provider's URL in its app here instead. Default false.
   */
  onThisDevice?: boolean;
}

/** Pixel size of the QR image; the quiet zone is part of it. */
const QR_SIZE = 200;

/**
 * A QR payment (issue 17 items 7 and 10): the code to scan, the amount, and the status the parent
 * follows live. Each change of status is announced once. If the QR cannot be drawn, the link is
 * shown as text so the payer can still open it on the phone.
 */
export function QrPaymentStatus({
  url,
  amount,
  app,
  status,
  onThisDevice = false,
  className,
  ...rest
}: QrPaymentStatusProps) {
  const t = useDomainText(liveMoneyMessages);
  // No code to draw on the phone itself (the encoder is not even loaded).
  const qr = useQrImage(onThisDevice ? '' : url, QR_SIZE);
  const statusText =
    status === 'succeeded' ? t('qr.succeeded') : status === 'failed' ? t('qr.failed') : t('qr.waiting');
  useAnnounceOnChange(status === 'waiting' ? null : statusText, status === 'failed' ? 'assertive' : 'polite');
  return (
    <section
      data-slot="qr-payment"
      data-state={status}
      aria-labelledby="qr-payment-title"
      className={cn(
        'flex flex-col items-center gap-3 rounded-md border border-line bg-surface p-4 text-center sm:flex-row sm:items-start sm:text-left',
        className,
      )}
      {...rest}
    >
      {onThisDevice ? null : (
        <div
          data-slot="qr-payment-code"
          data-state={!qr.ready ? 'loading' : qr.src ? 'ready' : 'error'}
          data-url={url}
          className="flex size-52 shrink-0 items-center justify-center rounded-md border border-line bg-white"
        >
          {!qr.ready ? (
            <Spinner label={t('qr.loading')} />
          ) : qr.src ? (
            <img
              src={qr.src}
              alt={t('qr.alt')}
              width={QR_SIZE}
              height={QR_SIZE}
              className={cn('size-full', status !== 'waiting' && 'opacity-30')}
            />
          ) : null}
        </div>
      )}
      <div className="flex flex-col gap-2">
        <h2 id="qr-payment-title" className="m-0 text-base font-semibold text-fg">
          {t(onThisDevice ? 'qr.here.title' : 'qr.title')}
        </h2>
        <Money value={amount.value} currency={amount.currency} className="text-xl font-semibold text-fg" />
        <p className="m-0 text-sm text-fg">{t(onThisDevice ? 'qr.here.instructions' : 'qr.instructions', { app })}</p>
        {onThisDevice && status === 'waiting' ? (
          <Button asChild className="self-center sm:self-start">
            <a href={url} data-slot="qr-payment-open">
              {t('qr.here.open', { app })}
            </a>
          </Button>
        ) : null}
        {!onThisDevice && qr.ready && !qr.src ? (
          <p className="m-0 text-sm text-danger">
            {t('qr.unavailable')} <span className="break-all font-mono">{url}</span>
          </p>
        ) : null}
        <p
          data-slot="qr-payment-status"
          className={cn(
            'm-0 inline-flex items-center gap-2 text-sm',
            status === 'succeeded' ? 'text-success' : status === 'failed' ? 'text-danger' : 'text-fg-muted',
          )}
        >
          {status === 'waiting' ? <Spinner size="sm" label={null} /> : null}
          {statusText}
        </p>
      </div>
    </section>
  );
}
