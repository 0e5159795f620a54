/**
 * The order lifecycle as a table (issue 18 item 1): every (status, event) pair is either one of the
 * rows written out below (allowed, with its target) or refused. The rows are typed here by hand from
 * the issue and the spec, not read from the table, so a changed table fails this test.
 */
import { describe, expect, it } from 'vitest';
import { progressOf, nextStepOf, resultOf, stageOf } from '../src/domain/order-progress';
import {
  actorKind,
  afterSubmit,
  autoCloseAt,
  CLOSED_STATUSES,
  EDITABLE_STATUSES,
  eventsFrom,
  FINAL_STATUSES,
  ONGOING_STATUSES,
  ORDER_EVENTS,
  ORDER_STATUSES,
  PAID_STATUSES,
  transition,
  type OrderEvent,
  type OrderStatus,
} from '../src/domain/order-status';

const ALLOWED: Record<string, OrderStatus> = {
  'null submit': 'submitted',
  'draft submit': 'submitted',
  'submitted send_to_review': 'awaiting_review',
  'submitted release_for_payment': 'awaiting_payment',
  'awaiting_review approve': 'awaiting_payment',
  'awaiting_payment payment_succeeded': 'paid',
  'installment_processing payment_succeeded': 'paid',
  'awaiting_review request_action': 'action_needed',
  'awaiting_payment request_action': 'action_needed',
  'paid request_action': 'paid_action_needed',
  'exchanging request_action': 'paid_action_needed',
  'action_needed action_provided': 'awaiting_review',
  'paid_action_needed action_provided': 'paid',
  'awaiting_review reject': 'rejected',
  'action_needed reject': 'rejected',
  'draft cancel': 'canceled',
  'submitted cancel': 'canceled',
  'awaiting_review cancel': 'canceled',
  'action_needed cancel': 'canceled',
  'awaiting_payment cancel': 'canceled',
  'draft expire': 'expired',
  'submitted expire': 'expired',
  'awaiting_review expire': 'expired',
  'action_needed expire': 'expired',
  'awaiting_payment expire': 'expired',
  'awaiting_payment installments_started': 'installment_processing',
  'paid start_exchange': 'exchanging',
  'exchanging remit': 'remitted',
  'remitted arrive': 'arrived',
  'arrived confirm_arrival': 'completed',
  'paid request_refund': 'refund_in_process',
  'paid_action_needed request_refund': 'refund_in_process',
  'installment_processing request_refund': 'refund_in_process',
  'exchanging request_refund': 'refund_in_process',
  'remitted request_refund': 'refund_in_process',
  'refund_in_process refund_succeeded': 'refunded',
  'refund_in_process refund_failed': 'paid_action_needed',
  'awaiting_payment price_change_found': 'price_changed',
  'installment_processing price_change_found': 'price_changed',
  'price_changed top_up_paid': 'paid',
  'price_changed choose_refund': 'refund_in_process',
};

const PAIRS = [null, ...ORDER_STATUSES].flatMap((status) =>
  ORDER_EVENTS.map((event) => [status, event] as [OrderStatus | null, OrderEvent]),
);

describe('order lifecycle table', () => {
  it.each(PAIRS.filter(([s, e]) => ALLOWED[`${s} ${e}`]))('allowed: %s + %s', (status, event) => {
    expect(transition({ status }, event)).toEqual({ ok: true, from: status, to: ALLOWED[`${status} ${event}`] });
  });

  it.each(PAIRS.filter(([s, e]) => !ALLOWED[`${s} ${e}`]))('refused: %s + %s', (status, event) => {
    expect(transition({ status }, event)).toEqual({ ok: false, from: status, event });
  });

  it('has exactly the rows written out here', () => {
    const allowedCount = PAIRS.filter(([s, e]) => transition({ status: s }, e).ok).length;
    expect(allowedCount).toBe(Object.keys(ALLOWED).length);
  });

  it('eventsFrom lists what may start in each status', () => {
    for (const status of ORDER_STATUSES) {
      const expected = ORDER_EVENTS.filter((e) => ALLOWED[`${status} ${e}`]);
      expect(eventsFrom(status)).toEqual(expected);
    }
  });

  it('final statuses are left by no event; every other placed status has a way out', () => {
    for (const status of ORDER_STATUSES)
      expect(eventsFrom(status).length === 0, status).toBe(FINAL_STATUSES.includes(status));
  });

  it('a paid order never re-enters payment: nothing reachable after payment_succeeded (or a price change) is payable or unpaid', () => {
    // Money taken leads to paid, or to price_changed when it arrived after its quote expired and the price moved.
    const reachable = new Set<OrderStatus>(['paid', 'price_changed']);
    for (let grew = true; grew;) {
      grew = false;
      for (const from of [...reachable])
        for (const event of ORDER_EVENTS) {
          const step = transition({ status: from }, event);
          if (step.ok && !reachable.has(step.to)) {
            reachable.add(step.to);
            grew = true;
          }
        }
    }
    expect([...reachable].sort()).toEqual([...PAID_STATUSES].sort());
    for (const s of reachable) expect(EDITABLE_STATUSES).not.toContain(s);
  });

  it('review before payment: from submitted, payment is reached only through review when afterSubmit says so', () => {
    expect(afterSubmit(true)).toBe('send_to_review');
    expect(afterSubmit(false)).toBe('release_for_payment');
    const reviewed = transition({ status: 'submitted' }, afterSubmit(true));
    expect(reviewed.ok && reviewed.to).toBe('awaiting_review');
    // approve is the one way from review (or its hold) to payment
    for (const event of ORDER_EVENTS) {
      for (const from of ['awaiting_review', 'action_needed'] as const) {
        const step = transition({ status: from }, event);
        if (step.ok && step.to === 'awaiting_payment') expect(event).toBe('approve');
      }
    }
  });

  it('ongoing and closed lists split the placed statuses', () => {
    const placed = ORDER_STATUSES.filter((s) => s !== 'draft');
    expect([...ONGOING_STATUSES, ...CLOSED_STATUSES].sort()).toEqual([...placed].sort());
    expect(ONGOING_STATUSES.filter((s) => CLOSED_STATUSES.includes(s))).toEqual([]);
  });

  it('an unpaid order closes itself 8 days after it was placed', () => {
    expect(autoCloseAt(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-12-02T10:00:00.000Z');
  });

  it('actors: payers, staff (also on behalf), system; anything else is nobody', () => {
    expect(actorKind('user:12')).toBe('payer');
    expect(actorKind('phone:+8613800138000')).toBe('payer');
    expect(actorKind('staff:3')).toBe('staff');
    expect(actorKind('staff:3:for:user:12')).toBe('staff');
    expect(actorKind('system')).toBe('system');
    for (const bad of ['', 'user:', 'staff', 'user:1 ', 'admin:1', 'phone:13800']) expect(actorKind(bad)).toBeNull();
  });
});

describe('four-stage progress', () => {
  const at = (iso: string) => new Date(iso);
  it('stages and results', () => {
    expect(stageOf('awaiting_review')).toBe('placement');
    expect(stageOf('awaiting_payment')).toBe('payment');
    expect(stageOf('exchanging')).toBe('remittance');
    expect(stageOf('arrived')).toBe('arrival');
    expect(resultOf('completed')).toBe('completed');
    expect(resultOf('canceled')).toBe('closed');
    expect(resultOf('refund_in_process')).toBeNull();
    expect(resultOf('paid')).toBeNull();
    expect(nextStepOf('arrived')).toBe('confirm_arrival');
    expect(nextStepOf('action_needed')).toBe('provide_action');
    expect(nextStepOf('expired')).toBe('reorder');
  });

  it('dates each stage from the first event that entered it', () => {
    const events = [
      { toStatus: 'submitted' as const, createdAt: at('2026-11-01T08:00:00Z') },
      { toStatus: 'awaiting_payment' as const, createdAt: at('2026-11-01T08:00:00Z') },
      { toStatus: 'paid' as const, createdAt: at('2026-11-02T09:00:00Z') },
      { toStatus: 'exchanging' as const, createdAt: at('2026-11-03T09:00:00Z') },
    ];
    expect(progressOf('exchanging', events)).toEqual([
      { stage: 'placement', state: 'done', at: '2026-11-01T08:00:00.000Z' },
      { stage: 'payment', state: 'done', at: '2026-11-01T08:00:00.000Z' },
      { stage: 'remittance', state: 'current', at: '2026-11-02T09:00:00.000Z' },
      { stage: 'arrival', state: 'todo', at: null },
    ]);
  });

  it('a completed order has every stage done; a cancelled one stops where it closed', () => {
    const done = progressOf('completed', [{ toStatus: 'completed', createdAt: at('2026-11-09T00:00:00Z') }]);
    expect(done.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done']);
    const canceled = progressOf('canceled', [{ toStatus: 'submitted', createdAt: at('2026-11-01T00:00:00Z') }]);
    expect(canceled.map((s) => s.state)).toEqual(['current', 'todo', 'todo', 'todo']);
  });
});
