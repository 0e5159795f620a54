import { Button } from '@edupay/ui';
import { useAppText } from '../../i18n/useAppText';
import { transferActionsMessages } from './transferActionsMessages';
import { useTransferActions } from './useTransferActions';

/** "Send to my phone" and "I have sent the transfer: check now" under the instructions on /pay_confirm. */
export function TransferActions({ paymentId, onChecked }: { paymentId: string; onChecked: () => void }) {
  const t = useAppText(transferActionsMessages);
  const actions = useTransferActions(paymentId, onChecked);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {actions.exhausted ? null : (
          <Button variant="secondary" onClick={() => void actions.sendToPhone()} loading={actions.sending}>
            {t('transfer.sendToPhone')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => void actions.check()} loading={actions.checking}>
          {t('transfer.check')}
        </Button>
      </div>
      <p className="m-0 text-sm text-fg-muted" role="status">
        {actions.send.kind === 'sent' ? t('transfer.sent', { to: actions.send.to, remaining: actions.send.remaining }) : ''}
        {actions.checked ? ` ${t('transfer.checked')}` : ''}
      </p>
    </div>
  );
}
