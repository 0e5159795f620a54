/**
 * The spec's four-stage progress of an order (001 section 4: placement, payment, remittance,
 * arrival; then closed with a result), read off its status and its event rows. Pure: the user
 * centre, the tracking link and the kit's progress component show what this answers.
 */
import { FINAL_STATUSES, type OrderStatus } from './order-status';

export const ORDER_STAGES = ['placement', 'payment', 'remittance', 'arrival'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** The stage an order in `status` is in (a closed order: the stage it had reached). */
const STAGE_OF: Readonly<Record<OrderStatus, OrderStage>> = {
  draft: 'placement',
  submitted: 'placement',
  awaiting_review: 'placement',
  action_needed: 'placement',
  rejected: 'placement',
  canceled: 'placement',
  expired: 'payment',
  awaiting_payment: 'payment',
  paid: 'remittance',
  paid_action_needed: 'remittance',
  // The spec lists "installment processing" under remittance: the money goes once every installment is in.
  installment_processing: 'remittance',
  exchanging: 'remittance',
  remitted: 'arrival',
  arrived: 'arrival',
  completed: 'arrival',
  refund_in_process: 'remittance',
  refunded: 'remittance',
  // Paid, waiting for the payer's choice before the money is exchanged.
  price_changed: 'remittance',
};

export const stageOf = (status: OrderStatus): OrderStage => STAGE_OF[status];

/** A closed order's result (spec: "order completed" or "order closed"); null while it is open. */
export function resultOf(status: OrderStatus): 'completed' | 'closed' | null {
  if (status === 'completed') return 'completed';
  return FINAL_STATUSES.includes(status) ? 'closed' : null;
}

/** What happens next and who does it: the user centre says it in words. */
export const NEXT_STEPS = [
  'review',
  'provide_action',
  'pay',
  'pay_installments',
  'exchange',
  'remit',
  'credit',
  'confirm_arrival',
  'refund',
  'price_choice',
  'reorder',
  'none',
] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

const NEXT: Readonly<Record<OrderStatus, NextStep>> = {
  draft: 'review',
  submitted: 'review',
  awaiting_review: 'review',
  action_needed: 'provide_action',
  awaiting_payment: 'pay',
  installment_processing: 'pay_installments',
  paid: 'exchange',
  paid_action_needed: 'provide_action',
  exchanging: 'remit',
  remitted: 'credit',
  arrived: 'confirm_arrival',
  refund_in_process: 'refund',
  rejected: 'reorder',
  canceled: 'reorder',
  expired: 'reorder',
  refunded: 'reorder',
  completed: 'none',
  price_changed: 'price_choice',
};

export const nextStepOf = (status: OrderStatus): NextStep => NEXT[status];

/** Whether the payer is the one who has to act (the order shows "action needed" with what and by when). */
export const payerActs = (step: NextStep): boolean =>
  step === 'provide_action' || step === 'price_choice' || step === 'pay' || step === 'pay_installments' || step === 'confirm_arrival';

export interface StageProgress {
  readonly stage: OrderStage;
  /** done: passed; current: the order is in it; todo: not reached (or never will be: the order closed). */
  readonly state: 'done' | 'current' | 'todo';
  /** When the order first entered the stage (ISO), or null. */
  readonly at: string | null;
}

/**
 * The four stages with their dates, from the order's event rows (oldest first). A completed order
 * has every stage done; another closed order stops where it closed (the later stages stay todo).
 */
export function progressOf(
  status: OrderStatus,
  events: readonly { readonly toStatus: OrderStatus; readonly createdAt: Date }[],
): StageProgress[] {
  const entered = new Map<OrderStage, string>();
  for (const e of events) {
    const stage = stageOf(e.toStatus);
    if (!entered.has(stage)) entered.set(stage, e.createdAt.toISOString());
  }
  const current = ORDER_STAGES.indexOf(stageOf(status));
  return ORDER_STAGES.map((stage, i) => {
    let state: StageProgress['state'] = i < current ? 'done' : i === current ? 'current' : 'todo';
    if (status === 'completed' && i === current) state = 'done';
    // A stage skipped over (no event reached it) still counts as passed once a later one is reached.
    return { stage, state, at: i <= current ? (entered.get(stage) ?? null) : null };
  });
}
