import type { FormEvent } from 'react';
import { Alert, Button, TextField } from '@edupay/ui';
import type { OpsTransfer } from '../api/opsTransfers';
import { useAppText } from '../i18n/useAppText';
import { transfersMessages } from './transfersMessages';
import { useTransferActions } from './useTransferActions';

/** One unmatched transfer's actions: attach to an order (Enter submits), or return after confirming (markup; behaviour in useTransferActions). */
export function TransferActions({ transfer, onDone, onClose }: { transfer: OpsTransfer; onDone: (transfer: OpsTransfer, message: string) => Promise<void>; onClose: () => void }) {
  const t = useAppText(transfersMessages);
  const form = useTransferActions(transfer, onDone);
  const sender = transfer.sender_name || transfer.sender_account || '—';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.attach();
  };
  return (
    <section aria-labelledby="ops-transfer-panel" className="flex max-w-xl flex-col gap-3 rounded border p-4">
      <h3 id="ops-transfer-panel" className="font-semibold" tabIndex={-1}>
        {t('ops.transfers.panel', { amount: transfer.amount, currency: transfer.currency, sender })}
      </h3>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          id="ops-transfer-order"
          label={t('ops.transfers.orderNo')}
          hint={t('ops.transfers.orderNoHint', { amount: transfer.amount, currency: transfer.currency })}
          value={form.orderNo}
          onChange={form.setOrderNo}
          maxLength={40}
          autoComplete="off"
          required
          error={form.orderError || undefined}
        />
        <TextField id="ops-transfer-note" label={t('ops.transfers.note')} value={form.note} onChange={form.setNote} maxLength={500} />
        {form.failure ? <Alert tone="error" description={form.failure} /> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={form.busy}>
            {t('ops.transfers.attach')}
          </Button>
          {form.confirmingReturn ? null : (
            <Button type="button" variant="secondary" disabled={form.busy} onClick={form.askReturn}>
              {t('ops.transfers.return')}
            </Button>
          )}
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('ops.transfers.close')}
          </Button>
        </div>
      </form>
      {form.confirmingReturn ? (
        <div role="group" aria-labelledby="ops-transfer-return-confirm" className="flex flex-col gap-2 rounded border p-3">
          <p id="ops-transfer-return-confirm" className="text-sm font-medium">
            {t('ops.transfers.returnConfirm', { amount: transfer.amount, currency: transfer.currency, sender })}
          </p>
          <div className="flex gap-2">
            <Button type="button" variant="danger" disabled={form.busy} onClick={() => void form.giveBack()}>
              {t('ops.transfers.returnConfirmButton')}
            </Button>
            <Button type="button" variant="secondary" disabled={form.busy} onClick={form.cancelReturn}>
              {t('ops.transfers.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
