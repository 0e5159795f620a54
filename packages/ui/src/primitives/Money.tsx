import { useEffect, useEffectEvent, useMemo, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { formatMoney, MoneyFormatError, type CurrencyDisplay, type FormatMoneyOptions } from '../lib/formatMoney';
import { useEduPay } from '../provider/useEduPay';

type MoneyAmountProps =
  | {
      /** The amount as a plain decimal string: "1234.5", "-12.30". Not "1,234.56", never a number. */
      value: string;
      minor?: undefined;
    }
  | {
      /** The amount in integer minor units of `currency` (fen, cents; yen for JPY): a bigint or a safe integer. */
      minor: bigint | number;
      value?: undefined;
    };

export type MoneyProps = Omit<ComponentProps<'data'>, 'value' | 'children'> &
  MoneyAmountProps & {
    /** ISO 4217 code, e.g. "CNY", "USD", "INR". */
    currency: string;
    /** `symbol` (default: ¥1,234.50, US$ in Chinese), `narrowSymbol` ($) or `code` (USD 1,234.50). */
    currencyDisplay?: CurrencyDisplay;
    /** Formats in this locale instead of the provider's (e.g. "en-IN" for lakh grouping). */
    locale?: string;
    /** Called when the amount cannot be shown exactly; the default logs it with `console.error`. */
    onInvalid?: (error: MoneyFormatError) => void;
  };

/**
 * An exact amount of money: 2 decimals, grouped and signed per locale, wrapped in
 * `<data value="1234.50">` so scripts and tests read the amount without parsing the text.
 * Invalid input (a float, "1,234.56", extra decimals, an unknown currency) is never guessed at:
 * the component shows an "invalid amount" marker with `data-state="invalid"` and reports the error,
 * so a payment page stays usable but never shows a wrong figure.
 */
export function Money({
  value,
  minor,
  currency,
  currencyDisplay = 'symbol',
  locale,
  onInvalid,
  className,
  ...props
}: MoneyProps) {
  const { locale: kitLocale, t } = useEduPay();
  const activeLocale = locale ?? kitLocale;
  const result = useMemo(() => {
    try {
      // Both or neither amount prop (a caller bypassing the types): formatMoney says so.
      return formatMoney({ value, minor, currency, currencyDisplay, locale: activeLocale } as FormatMoneyOptions);
    } catch (error) {
      if (error instanceof MoneyFormatError) return error;
      throw error;
    }
  }, [value, minor, currency, currencyDisplay, activeLocale]);

  const report = useEffectEvent((error: MoneyFormatError) => (onInvalid ?? reportInvalid)(error));
  // Reported after commit, once per distinct error (the memo keeps it), not on every render.
  useEffect(() => {
    if (result instanceof MoneyFormatError) report(result);
  }, [result]);

  if (result instanceof MoneyFormatError) {
    return (
      <span data-slot="money" data-state="invalid" className={cn('text-fg-muted', className)}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('money.invalid')}</span>
      </span>
    );
  }

  return (
    <data
      data-slot="money"
      data-currency={result.currency}
      data-display={currencyDisplay}
      value={result.decimal}
      // Digits of equal width so amounts line up in tables; no wrapping inside "USD 1,234.50".
      className={cn('whitespace-nowrap tabular-nums', className)}
      {...props}
    >
      {result.text}
    </data>
  );
}

function reportInvalid(error: MoneyFormatError) {
  console.error(error);
}
