import { useState, type FormEvent } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { Button, TextField } from '@edupay/ui';
import { catalogApi, type PayeeAccount } from '../api/opsCatalog';
import { useAppText } from '../i18n/useAppText';
import { catalogMessages } from './catalogMessages';

/**
 * Deactivating or reactivating a payee account (admins): what it means, and the reason the audit log keeps.
 * A refusal (already in that state, the account gone) is shown at the reason; nothing typed is lost.
 */
export function PayeeAccountStateForm({ account, reactivate, onDone, onCancel }: { account: PayeeAccount; reactivate: boolean; onDone: (account: PayeeAccount, message: string) => void; onCancel: () => void }) {
  const t = useAppText(catalogMessages);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const id = reactivate ? 'ops-payee-reactivate' : 'ops-payee-deactivate';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setReasonError(t('ops.payees.reasonRequired'));
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    const answer = await (reactivate ? catalogApi.reactivateAccount : catalogApi.deactivateAccount)(account.id, reason.trim());
    if (isSuccess(answer)) onDone(answer.data, t(reactivate ? 'ops.payees.reactivated' : 'ops.payees.deactivated', { code: answer.data.code }));
    else setReasonError(answer.message);
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} className="flex max-w-xl flex-col gap-3 rounded border p-4">
      <h3 id={`${id}-title`} className="font-semibold">
        {t(reactivate ? 'ops.payees.reactivateTitle' : 'ops.payees.deactivateTitle')} {account.code}
      </h3>
      <p className="text-sm">{t(reactivate ? 'ops.payees.reactivateText' : 'ops.payees.deactivateText')}</p>
      <TextField id={`${id}-reason`} label={t('ops.payees.reason')} value={reason} onChange={setReason} maxLength={300} required error={reasonError} />
      <div className="flex gap-2">
        <Button type="submit">{t(reactivate ? 'ops.payees.reactivateConfirm' : 'ops.payees.deactivateConfirm')}</Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('ops.payees.cancel')}
        </Button>
      </div>
    </form>
  );
}
