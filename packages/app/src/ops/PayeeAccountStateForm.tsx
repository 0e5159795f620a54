import { useState, type FormEvent } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { Button, TextField } from '@edupay/ui';
import { catalogApi, type PayeeAccount } from '../api/opsCatalog';
import { useAppText } from '../i18n/useAppText';
import { catalogMessages } from './catalogMessages';

/** What each change of an account's state calls and says. */
const MODES = {
  deactivate: {
    call: catalogApi.deactivateAccount,
    title: 'ops.payees.deactivateTitle',
    text: 'ops.payees.deactivateText',
    confirm: 'ops.payees.deactivateConfirm',
    done: 'ops.payees.deactivated',
  },
  reactivate: {
    call: catalogApi.reactivateAccount,
    title: 'ops.payees.reactivateTitle',
    text: 'ops.payees.reactivateText',
    confirm: 'ops.payees.reactivateConfirm',
    done: 'ops.payees.reactivated',
  },
} as const;

/**
 * Deactivating or reactivating a payee account (admins): what it means, and the reason the audit log keeps.
 * A refusal (already in that state, the account gone) is shown at the reason; nothing typed is lost.
 */
export function PayeeAccountStateForm({ account, mode, onDone, onCancel }: { account: PayeeAccount; mode: keyof typeof MODES; onDone: (account: PayeeAccount, message: string) => void; onCancel: () => void }) {
  const t = useAppText(catalogMessages);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const change = MODES[mode];
  const id = `ops-payee-${mode}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setReasonError(t('ops.payees.reasonRequired'));
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    const answer = await change.call(account.id, reason.trim());
    if (isSuccess(answer)) onDone(answer.data, t(change.done, { code: answer.data.code }));
    else setReasonError(answer.message);
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} className="flex max-w-xl flex-col gap-3 rounded border p-4">
      <h3 id={`${id}-title`} className="font-semibold">
        {t(change.title)} {account.code}
      </h3>
      <p className="text-sm">{t(change.text)}</p>
      <TextField id={`${id}-reason`} label={t('ops.payees.reason')} value={reason} onChange={setReason} maxLength={300} required error={reasonError} />
      <div className="flex gap-2">
        <Button type="submit">{t(change.confirm)}</Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('ops.payees.cancel')}
        </Button>
      </div>
    </form>
  );
}
