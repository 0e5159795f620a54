import { useId, type ComponentProps, type ElementType } from 'react';
import { cn } from '../../lib/cn';
import { useDomainText } from '../../i18n/useDomainText';
import { Button } from '../../primitives/Button';
import { payeeMessages } from './payeeMessages';
import type { PayeeAccountSummary } from './orderTypes';

export interface PayeeAccountCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  account: PayeeAccountSummary;
  /** The paying-to country in the payer's language (e.g. from Intl.DisplayNames); default: the alpha-3 code. */
  countryName?: string;
  /** Make Payment: the app goes to the order form for this account. */
  onPay: (account: PayeeAccountSummary) => void;
  /** The heading level of the account name in the page's outline; default h2. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One payee account of an institution (spec 001 section 2, /select_account): the beneficiary name,
 * currency, paying-to country, bank and the purposes it takes, with Make Payment. The button's
 * visible text is the spec's; the account it pays is its description, so a list of cards reads
 * "Make Payment, UNIVERSITY COLLEGE LONDON" to a screen reader.
 */
export function PayeeAccountCard({
  account,
  countryName,
  onPay,
  headingLevel = 2,
  className,
  ...props
}: PayeeAccountCardProps) {
  const t = useDomainText(payeeMessages);
  const headingId = useId();
  const Heading = `h${headingLevel}` as ElementType;
  return (
    <article
      data-slot="payee-account-card"
      data-review={account.needs_review ? '' : undefined}
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3 rounded-lg border border-line bg-surface p-5 shadow-sm', className)}
      {...props}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={headingId} className="text-lg font-semibold break-words text-fg">
          {account.account_name}
        </Heading>
        {account.is_demo ? (
          <span
            data-slot="payee-account-demo"
            className="rounded-full border border-line px-2 py-0.5 text-xs text-fg-muted"
          >
            {t('payee.demo')}
          </span>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-fg-muted">{t('payee.currency')}</dt>
        <dd className="font-medium text-fg">{account.currency}</dd>
        <dt className="text-fg-muted">{t('payee.country')}</dt>
        <dd className="text-fg">{countryName ?? account.country}</dd>
        <dt className="text-fg-muted">{t('payee.bank')}</dt>
        <dd className="text-fg">{account.bank_name}</dd>
        <dt className="text-fg-muted">{t('payee.purposes')}</dt>
        <dd className="text-fg">
          <ul data-slot="payee-account-purposes" className="m-0 flex list-none flex-wrap gap-1.5 p-0">
            {account.purposes.map((purpose) => (
              <li key={purpose.value} className="rounded bg-surface-muted px-2 py-0.5 text-xs text-fg">
                {purpose.label}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      {account.needs_review ? <p className="text-sm text-fg-muted">{t('payee.review')}</p> : null}
      <div className="flex justify-end">
        <Button data-slot="payee-account-pay" aria-describedby={headingId} onClick={() => onPay(account)}>
          {t('payee.pay')}
        </Button>
      </div>
    </article>
  );
}
