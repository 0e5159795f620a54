import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useDomainText } from '../../i18n/useDomainText';
import { Button } from '../../primitives/Button';
import { Money } from '../../primitives/Money';
import { formatMoney } from '../../lib/formatMoney';
import { useEduPay } from '../../provider/useEduPay';
import { liveMoneyMessages } from './liveMoneyMessages';
import type { TransferDetails } from './paymentTypes';
import { useCopyText } from './useCopyText';

export interface TransferInstructionsProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The provider's bank details, the payment's unique reference and the exact amount. */
  details: TransferDetails;
  /** Shows a "Download instructions (PDF)" button calling this. */
  onDownload?: () => void;
  downloading?: boolean;
  /** More actions after the copy and download buttons (e.g. "Change method"). */
  actions?: ReactNode;
}

const FIELDS = ['reference', 'accountName', 'accountNumber', 'bankName', 'swift'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Bank-transfer instructions (issue 17 items 7 and 10: /pay_confirm's "copy all, download"): each
 * value with its own copy button, a "Copy all" for the whole block, and the PDF download. The
 * amount and reference are what the payer must get exactly right, so they come first.
 */
export function TransferInstructions({
  details,
  onDownload,
  downloading,
  actions,
  className,
  ...rest
}: TransferInstructionsProps) {
  const t = useDomainText(liveMoneyMessages);
  const { locale } = useEduPay();
  const { copied, copy } = useCopyText({ failed: t('transfer.copyFailed') });
  const label = (field: Field) => t(`transfer.${field}`);
  const amountText = amountAsText(details.amount, locale);
  const allText = [
    `${t('transfer.amount')}: ${amountText}`,
    ...FIELDS.map((field) => `${label(field)}: ${details[field]}`),
  ].join('\n');

  return (
    <section
      data-slot="transfer-instructions"
      aria-labelledby="transfer-instructions-title"
      className={cn('flex flex-col gap-4 rounded-md border border-line bg-surface p-4', className)}
      {...rest}
    >
      <h2 id="transfer-instructions-title" className="m-0 text-base font-semibold text-fg">
        {t('transfer.title')}
      </h2>
      <p className="m-0 text-sm text-fg-muted">{t('transfer.intro')}</p>
      <dl className="m-0 flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt className="text-sm text-fg-muted">{t('transfer.amount')}</dt>
          <dd data-slot="transfer-amount" className="m-0 text-lg font-semibold text-fg">
            <Money value={details.amount.value} currency={details.amount.currency} />
          </dd>
        </div>
        {FIELDS.map((field) => (
          <div
            key={field}
            data-slot="transfer-field"
            data-field={field}
            className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-2"
          >
            <dt className="text-sm text-fg-muted">{label(field)}</dt>
            <dd className="m-0 flex items-center gap-2">
              <span className={cn('font-mono text-fg', field === 'reference' && 'text-lg font-semibold')}>
                {details[field]}
              </span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('transfer.copy', { field: label(field) })}
                data-state={copied === field ? 'copied' : 'idle'}
                onClick={() => void copy(field, details[field], t('transfer.copied', { field: label(field) }))}
              >
                {copied === field ? t('transfer.copiedShort') : t('transfer.copyShort')}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          data-state={copied === 'all' ? 'copied' : 'idle'}
          onClick={() => void copy('all', allText, t('transfer.copiedAll'))}
        >
          {t('transfer.copyAll')}
        </Button>
        {onDownload ? (
          <Button variant="secondary" onClick={onDownload} loading={downloading}>
            {t('transfer.download')}
          </Button>
        ) : null}
        {actions}
      </div>
    </section>
  );
}

function amountAsText(amount: TransferDetails['amount'], locale: string): string {
  try {
    return formatMoney({ value: amount.value, currency: amount.currency, locale }).text;
  } catch {
    return `${amount.value} ${amount.currency}`;
  }
}
