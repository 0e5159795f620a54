/**
 * The rent contract of a rent order (spec 001 section 3 "Rent contract"; issue 16 item 4): detailed
 * address, room number, start and end date (at most one year apart: spec 001 section 5), payment
 * cycle and rent total. Checked with the same schema the page uses (@edupay/forms rentContractSchema),
 * then: only a rent order has one, only while the order can change, and the order's amount may not
 * exceed the contract's total (spec 001 section 5: "at most the ... tenancy contract"), in the order's
 * currency. The contract's scan is a document of the rent_contract slot.
 */
import { eq } from 'drizzle-orm';
import { parseMoney, rentContractSchema, validateForm } from '@edupay/forms';
import { STATUS } from '@edupay/forms/contract';
import type { AppContext } from '../../context';
import { rentContracts } from '../../db/schema';
import { minorToDecimal, toCurrencyMinor } from '../../domain/order-money';
import { EDITABLE_STATUSES } from '../../domain/order-status';
import { BusinessError } from '../../http/business-error';
import { t, type Locale } from '../../messages';
import { ownedOrder, type OrderOwner } from '../orders/repo';

type Row = typeof rentContracts.$inferSelect;
export interface RentContractInput {
  readonly rent_address: string;
  readonly room_number: string;
  readonly contract_start: string;
  readonly contract_end: string;
  readonly payment_cycle: string;
  readonly rent_total: string;
}

const orderNotFound = () => new BusinessError(STATUS.NOT_FOUND, 'orderNotFound', {}, { field: 'order_id' });

function view(row: Row | null, currency: string) {
  if (!row) return null;
  return {
    rent_address: row.rentAddress,
    room_number: row.roomNumber,
    contract_start: row.contractStart,
    contract_end: row.contractEnd,
    payment_cycle: row.paymentCycle,
    rent_total: minorToDecimal(row.rentTotalMinor, currency),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** GET rent_contract: the order's contract, or null; `required` says whether the order is a rent order. */
export async function rentContractOf(ctx: AppContext, owner: OrderOwner, orderId: string) {
  const order = await ownedOrder(ctx.db, owner, orderId);
  if (!order) throw orderNotFound();
  const [row] = await ctx.db.select().from(rentContracts).where(eq(rentContracts.orderId, order.id)).limit(1);
  return { order_id: order.id, required: order.orderType === 'rent' ? 1 : 0, currency: order.currency, contract: view(row ?? null, order.currency) };
}

/** POST rent_contract: checks and stores (replaces) the order's contract. */
export async function saveRentContract(ctx: AppContext, owner: OrderOwner, orderId: string, input: RentContractInput, locale: Locale) {
  const order = await ownedOrder(ctx.db, owner, orderId);
  if (!order) throw orderNotFound();
  if (order.orderType !== 'rent') throw new BusinessError(STATUS.INVALID, 'rentContractNotRent', {}, { field: 'order_id' });
  if (!EDITABLE_STATUSES.includes(order.status)) throw new BusinessError(STATUS.CONFLICT, 'orderNotEditable', {}, { field: 'order_id' });
  const checked = validateForm(rentContractSchema, { ...input }, locale);
  if (!checked.valid && checked.firstInvalid) throw BusinessError.text(STATUS.INVALID, checked.messages[checked.firstInvalid] ?? '', { field: checked.firstInvalid });
  const values = checked.values as unknown as RentContractInput;
  const total = toCurrencyMinor(parseMoney(values.rent_total) ?? 0n, order.currency);
  if (total === null) throw new BusinessError(STATUS.INVALID, 'amountDecimals', { currency: order.currency }, { field: 'rent_total' });
  if (total < order.amountMinor) {
    throw BusinessError.text(STATUS.INVALID, t(locale, 'rentTotalBelowAmount', { amount: `${minorToDecimal(order.amountMinor, order.currency)} ${order.currency}` }), { field: 'rent_total' });
  }
  const now = ctx.now();
  const fields = {
    rentAddress: values.rent_address,
    roomNumber: values.room_number,
    contractStart: values.contract_start,
    contractEnd: values.contract_end,
    paymentCycle: values.payment_cycle as Row['paymentCycle'],
    rentTotalMinor: total,
    updatedAt: now,
  };
  const [row] = await ctx.db
    .insert(rentContracts)
    .values({ orderId: order.id, ...fields, createdAt: now })
    .onConflictDoUpdate({ target: rentContracts.orderId, set: fields })
    .returning();
  return { order_id: order.id, required: 1, currency: order.currency, contract: view(row ?? null, order.currency) };
}
