import { Link } from 'wouter';
import { useAppText } from '../../i18n/useAppText';
import { orderPagesMessages } from './orderPagesMessages';

/**
 * The way in to paying a payee that is not listed (issue 15 item 1), on /college_list and
 * /select_account: a landlord, a housing agency or the student's own account, entered on /order.
 */
export function PayeeEntryLink() {
  const t = useAppText(orderPagesMessages);
  return (
    <p className="flex flex-col gap-1 rounded-md border border-line bg-surface-muted p-4 text-sm" data-testid="payee-entry-way-in">
      <Link href="/order?payee=entered" className="font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
        {t('payeeEntry.link')}
      </Link>
      <span className="text-fg-muted">{t('payeeEntry.linkHint')}</span>
    </p>
  );
}
