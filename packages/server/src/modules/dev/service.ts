/**
 * What the development pages do beyond rendering: the sandbox acquirer completing a charge for
 * scripts and tests (/dev/sandbox/complete). The charge then calls back like a real acquirer's, so
 * the payment moves through the payments module's one door (payments/charges.ts applyOutcome).
 */
import type { AppContext } from '../../context';
import type { SandboxProvider } from '../../providers/payment';
import { installmentById, paymentById } from '../payments/repo';

/**
 * Completes the sandbox charge of a payment or an installment (by its id) with `outcome`, and
 * answers the id and its status after the callback; null when no payment with a charge has that id.
 */
export async function completeSandboxCharge(ctx: AppContext, sandbox: SandboxProvider, id: string, outcome: 'succeeded' | 'failed') {
  const payment = await paymentById(ctx.db, id);
  // An installment is its own transfer (charge): its id completes it like a payment's.
  const installment = payment ? null : await installmentById(ctx.db, id);
  if (installment) {
    await sandbox.complete(installment.providerRef, outcome, { failureCode: 'sandbox_failed' });
    const after = await installmentById(ctx.db, installment.id);
    return { payment_id: installment.id, status: after?.status ?? installment.status };
  }
  if (!payment?.providerRef) return null;
  await sandbox.complete(payment.providerRef, outcome, { failureCode: 'sandbox_failed' });
  const after = await paymentById(ctx.db, payment.id);
  return { payment_id: payment.id, status: after?.status ?? payment.status };
}
