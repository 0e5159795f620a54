import { useEffect, useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { partnerPayInfo, type PartnerPayInfo } from '../../api/partners';

export type PayInfoLoad =
  | { kind: 'loading' }
  | { kind: 'ready'; info: PartnerPayInfo }
  /** Refused by the server (invalid, expired, withdrawn, another payer's): its message says which. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

/**
 * A partner order as the server shows it (get_api_order_pay_info), by link token or by the payer's
 * order id; asked again when `reloadKey` changes (after a login the order may be the caller's).
 */
export function usePartnerPayInfo(by: { token: string } | { order_id: string } | null, reloadKey: unknown = null) {
  const [load, setLoad] = useState<PayInfoLoad>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = by ? ('token' in by ? `t:${by.token}` : `o:${by.order_id}`) : '';
  useEffect(() => {
    if (!by) return undefined;
    let current = true;
    partnerPayInfo(by).then(
      (answer) => {
        if (!current) return;
        if (isSuccess(answer) && answer.data) setLoad({ kind: 'ready', info: answer.data });
        else setLoad({ kind: 'refused', message: answer.message ?? '' });
      },
      () => current && setLoad({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
    // `by` is read through its key: a new object with the same value asks nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, reloadKey, attempt]);
  return { load: by ? load : ({ kind: 'refused', message: '' } as PayInfoLoad), retry: () => setAttempt((n) => n + 1), setLoad };
}
