import { useMemo, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useDomainText, type DomainText } from '../../i18n/useDomainText';
import { Money } from '../../primitives/Money';
import { Spinner } from '../../primitives/Spinner';
import { useAnnounceOnChange } from '../../provider/useAnnounceOnChange';
import { useEduPay } from '../../provider/useEduPay';
import { formatMoney } from '../../lib/formatMoney';
import { liveMoneyMessages } from './liveMoneyMessages';
import type { Quote, QuoteChangeReason } from './paymentTypes';
import { countdownText, secondsUntil, useQuoteCountdown } from './useQuoteCountdown';

export interface QuoteSummaryProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The quote exactly as the server made it; the kit formats, it never computes. */
  quote: Quote;
  /** Called once when the quote runs out: ask the server for a fresh one and pass it as `quote`. */
  onExpire?: () => void;
  /** True while the fresh quote is being fetched (after expiry or a changed choice). */
  refreshing?: boolean;
  /** The clock in epoch ms (default Date.now); inject a fixed one in tests and stories. */
  now?: () => number;
}

const REASONS: readonly QuoteChangeReason[] = ['amount', 'rate', 'credits', 'fees'];
const isReason = (reason: string): reason is QuoteChangeReason => (REASONS as readonly string[]).includes(reason);

/** "The price changed from X to Y because ...", from the server's `price_change`; null when it sent none. */
function priceChangeText(
  quote: Quote,
  locale: string,
  t: DomainText<keyof (typeof liveMoneyMessages)['en']>,
): string | null {
  const change = quote.price_change;
  if (!change) return null;
  const money = (value: string) => {
    try {
      return formatMoney({ value, currency: quote.payer_currency, locale }).text;
    } catch {
      return `${value} ${quote.payer_currency}`;
    }
  };
  const reasons = change.reasons.filter(isReason).map((reason) => t(`quote.reason.${reason}`));
  const values = { from: money(change.previous_total), to: money(quote.total) };
  return reasons.length > 0
    ? t('quote.priceChanged', {
        ...values,
        reasons: new Intl.ListFormat(locale, { type: 'conjunction' }).format(reasons),
      })
    : t('quote.priceChangedPlain', values);
}

/**
 * A quote's rate, lines, total and countdown (issue 17 item 10: a live money piece partners embed).
 * When the countdown ends it says so, calls `onExpire`, and shows the next quote the parent passes.
 * The countdown is a visible text, not a live region (a screen reader would hear every second);
 * expiry and the fresh quote are announced once through the kit's live region. A fresh quote whose
 * price differs from the one it replaced (`quote.price_change`, the server's word) says so at its
 * top, with the previous rate beside the new one, and the announcement starts with it: the payer
 * hears of the new price before they can pay it.
 */
export function QuoteSummary({ quote, onExpire, refreshing = false, now, className, ...rest }: QuoteSummaryProps) {
  const t = useDomainText(liveMoneyMessages);
  const { locale } = useEduPay();
  const countdown = useQuoteCountdown(quote.expires_at, { now, onExpire });
  const change = priceChangeText(quote, locale, t);
  const previousRate =
    quote.price_change && quote.price_change.previous_rate !== quote.rate ? quote.price_change.previous_rate : null;
  // A fresh quote (after expiry or a changed choice) is announced once, with the time it holds for.
  const [firstQuote] = useState(quote.quote_id);
  const refreshed = useMemo(
    () =>
      quote.quote_id === firstQuote && !change
        ? null
        : [change, t('quote.refreshed', { time: countdownText(secondsUntil(quote.expires_at, (now ?? Date.now)())) })]
            .filter(Boolean)
            .join(' '),
    // Worded once per quote: the clock moving must not announce it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [quote.quote_id],
  );
  useAnnounceOnChange(countdown.expired ? t('quote.expired') : refreshed);
  const state = countdown.expired ? 'expired' : refreshing ? 'refreshing' : 'live';
  return (
    <section
      data-slot="quote-summary"
      data-state={state}
      data-quote-id={quote.quote_id}
      aria-labelledby={`quote-${quote.quote_id}-title`}
      aria-busy={refreshing || countdown.expired}
      className={cn('flex flex-col gap-3 rounded-md border border-line bg-surface p-4', className)}
      {...rest}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`quote-${quote.quote_id}-title`} className="m-0 text-base font-semibold text-fg">
          {t('quote.title')}
        </h2>
        <p
          data-slot="quote-countdown"
          className={cn('m-0 text-sm tabular-nums', countdown.expired ? 'text-danger' : 'text-fg-muted')}
        >
          {countdown.expired ? (
            <span className="inline-flex items-center gap-2">
              <Spinner size="sm" label={null} />
              {t('quote.expired')}
            </span>
          ) : (
            t('quote.validFor', { time: countdown.text })
          )}
        </p>
      </div>
      {change ? (
        <p
          data-slot="quote-price-change"
          className="m-0 rounded-md border border-warning bg-warning-soft px-3 py-2 text-sm font-medium text-fg"
        >
          {change}
        </p>
      ) : null}
      <dl className="m-0 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-fg-muted">{t('quote.rate')}</dt>
        <dd data-slot="quote-rate" className="m-0 text-right text-fg">
          {t('quote.rateValue', { foreign: quote.foreign_currency, rate: quote.rate, payer: quote.payer_currency })}
          {previousRate ? (
            <span data-slot="quote-rate-was" className="block text-xs text-fg-muted">
              {t('quote.rateWas', { rate: previousRate })}
            </span>
          ) : null}
        </dd>
        <dt className="text-fg-muted">{t('quote.payeeReceives')}</dt>
        <dd className="m-0 text-right text-fg">
          <Money value={quote.foreign_total} currency={quote.foreign_currency} />
        </dd>
      </dl>
      <dl
        aria-label={t('quote.lines')}
        data-slot="quote-lines"
        className="m-0 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-line pt-3 text-sm"
      >
        {quote.lines.map((line) => (
          <div
            key={line.kind}
            data-slot="quote-line"
            data-kind={line.kind}
            data-effect={line.effect}
            className="contents"
          >
            <dt className="text-fg">{line.label}</dt>
            <dd className={cn('m-0 text-right', line.effect === 'credit' ? 'text-success' : 'text-fg')}>
              {line.effect === 'credit' ? '−' : null}
              <Money value={line.amount} currency={quote.payer_currency} />
            </dd>
          </div>
        ))}
      </dl>
      <div
        data-slot="quote-total"
        className="flex flex-wrap items-baseline justify-between gap-2 rounded-md bg-surface-muted px-4 py-3"
      >
        <span className="text-sm font-medium text-fg">{t('quote.total')}</span>
        <Money value={quote.total} currency={quote.payer_currency} className="text-xl font-semibold text-fg" />
      </div>
    </section>
  );
}
