import { Link } from 'wouter';
import { Alert, Button } from '@edupay/ui';
import { useAppText } from '../../i18n/useAppText';
import { downloadReceiptPdf } from '../../api/payments';
import { payPagesMessages } from './payPagesMessages';
import { useDownload } from './useDownload';

/**
 * The page a paid order is sent back to (spec 001 section 2: "a paid order cannot re-enter
 * payment"; business code 4017 leads to /pay with the order id, the message shown for 2 s).
 */
export function PaidOrderNotice({ orderId }: { orderId: string }) {
  const t = useAppText(payPagesMessages);
  const receipt = useDownload(() => downloadReceiptPdf(orderId));
  return (
    <div className="flex flex-col gap-4" data-testid="paid-order" data-order-id={orderId}>
      <Alert tone="success" description={t('pay.paid.description')} />
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href="/user_center">{t('pay.myOrders')}</Link>
        </Button>
        <Button variant="secondary" onClick={() => void receipt.start()} loading={receipt.busy}>
          {t('pay.receipt')}
        </Button>
      </div>
    </div>
  );
}
