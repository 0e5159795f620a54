/**
 * The payment provider when none may run: production without a real acquirer configured. The
 * sandbox's hosted pages live under /dev and would hand a payer a page that moves no money, so in
 * production it is never used; instead every charge is refused with a clear message (the server
 * keeps serving everything else), status and refund know no charge, and every callback is refused.
 */
import { STATUS } from '@edupay/forms/contract';
import { BusinessError } from '../../http/business-error';
import type { PaymentProvider } from './types';

export function unavailablePaymentProvider(): PaymentProvider {
  return {
    kind: 'none',
    async create() {
      throw new BusinessError(STATUS.SEND_FAILED, 'paymentProviderUnavailable', {}, { field: 'quote_id', reason: 'no_payment_provider' });
    },
    async status() {
      return null;
    },
    async refund() {
      return { refundRef: '', status: 'failed' };
    },
    verifyCallback() {
      return { ok: false, reason: 'mismatch' };
    },
  };
}
