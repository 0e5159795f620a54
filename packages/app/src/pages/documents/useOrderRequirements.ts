import { useEffect, useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { orderRequirements, type OrderRequirements } from '../../api/signInfo';

/**
 * What the order still needs before payment, as the server says it (GET /order/ident: the required
 * slots, the signed rent contract, the payer's face verification; the list payment refuses with).
 * Asked again whenever `refreshKey` moves (an upload, a deletion, a signature).
 */
export function useOrderRequirements(orderId: string, refreshKey: string): OrderRequirements | null {
  const [requirements, setRequirements] = useState<OrderRequirements | null>(null);
  useEffect(() => {
    if (!orderId) return undefined;
    let current = true;
    void orderRequirements(orderId)
      .then((answer) => {
        if (current && isSuccess(answer) && answer.data) setRequirements(answer.data);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [orderId, refreshKey]);
  return requirements;
}
