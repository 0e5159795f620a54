import { useState } from 'react';
import { isSuccess, STATUS } from '@edupay/forms/contract';
import { payBankCheck, sendInstructionsToPhone } from '../../api/payments';

export type PhoneSend = { kind: 'idle' } | { kind: 'sent'; to: string; remaining: number } | { kind: 'limit' };

/**
 * The instructions page's two actions (spec 001 section 2: "send to phone"; section 7 paybankcheck):
 * the instructions by SMS (the server keeps the sending limit; at the limit the button goes away and
 * the response policy shows the server's message), and "I have sent it: check now".
 */
export function useTransferActions(paymentId: string, onChecked: () => void) {
  const [send, setSend] = useState<PhoneSend>({ kind: 'idle' });
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [checked, setChecked] = useState(false);

  const sendToPhone = async () => {
    setSending(true);
    try {
      const answer = await sendInstructionsToPhone(paymentId);
      if (isSuccess(answer) && answer.data) setSend({ kind: 'sent', to: answer.data.to, remaining: answer.data.sms_remaining });
      else if (answer.status_code === STATUS.TOO_FREQUENT) setSend({ kind: 'limit' });
    } catch {
      // The response policy told the payer.
    } finally {
      setSending(false);
    }
  };

  const check = async () => {
    setChecking(true);
    try {
      const answer = await payBankCheck(paymentId);
      if (isSuccess(answer)) setChecked(true);
      onChecked();
    } catch {
      // The response policy told the payer.
    } finally {
      setChecking(false);
    }
  };

  const exhausted = send.kind === 'limit' || (send.kind === 'sent' && send.remaining === 0);
  return { send, sending, sendToPhone, exhausted, checking, checked, check };
}
