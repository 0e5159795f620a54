/**
 * An order as answers show it (spec 001; issue 15): the full view (amounts as decimal strings,
 * identity numbers masked), the list row, and the order's form values to edit or re-order.
 */
import type { AppContext } from '../../../context';
import { maskIdentity } from '../../../domain/identity-seal';
import { minorToDecimal } from '../../../domain/order-money';
import type { OrderRow } from '../repo';
import { opened } from './identity';
import type { PayeeSnapshot } from './payee-snapshot';

/** An order as answers show it: amounts as decimal strings, identity numbers masked. */
export function orderView(ctx: AppContext, order: OrderRow) {
  const identity = opened(ctx, order);
  const payee = order.payeeSnapshot as PayeeSnapshot;
  return {
    order_id: order.id,
    order_no: order.orderNumber,
    status: order.status,
    order_type: order.orderType,
    currency: order.currency,
    amount: minorToDecimal(order.amountMinor, order.currency),
    surcharge: minorToDecimal(order.surchargeMinor, order.currency),
    total: minorToDecimal(order.amountMinor + order.surchargeMinor, order.currency),
    payee: {
      account_id: payee.account_id,
      institution: payee.institution?.en ?? '',
      institution_zh: payee.institution?.zh ?? '',
      account_name: payee.account_name,
      bank_name: payee.bank_name,
      country: payee.country,
      account_number: maskIdentity(payee.account_number),
      needs_review: payee.needs_review ? 1 : 0,
      entered_by_payer: payee.entered_by_payer ? 1 : 0,
    },
    payment: order.payment as Record<string, unknown>,
    student: { ...(order.student as Record<string, unknown>), student_id_number: maskIdentity(identity.student_id_number), passport_number: maskIdentity(identity.passport_number) },
    payer: { ...(order.payer as Record<string, unknown>), payer_id_number: maskIdentity(identity.payer_id_number) },
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

/** A list row: no sections. */
export function orderSummary(order: OrderRow) {
  const payee = order.payeeSnapshot as PayeeSnapshot;
  return {
    order_id: order.id,
    order_no: order.orderNumber,
    status: order.status,
    order_type: order.orderType,
    institution: payee.institution?.en ?? payee.account_name,
    institution_zh: payee.institution?.zh ?? '',
    currency: order.currency,
    amount: minorToDecimal(order.amountMinor + order.surchargeMinor, order.currency),
    created_at: order.createdAt.toISOString(),
  };
}

/** The order's full form values (identity numbers opened), to re-validate an edit or start a re-order. */
export function formOf(ctx: AppContext, order: OrderRow): Record<string, unknown> {
  return { ...(order.payment as object), ...(order.student as object), ...(order.payer as object), ...opened(ctx, order), order_agreement: true };
}
