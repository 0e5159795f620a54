import type { OpsEnteredPayee } from '../api/ops';
import { useOpsText } from './useOpsText';

/** Routing field names as the console shows them (codes, not translated: bank staff know them so). */
const ROUTING_LABELS: Record<string, string> = {
  aba_routing: 'ABA',
  ach_number: 'ACH',
  swift_code: 'SWIFT/BIC',
  sort_code: 'Sort code',
  iban: 'IBAN',
  bank_id: 'Bank ID',
  branch_number: 'Branch/transit',
  bsb: 'BSB',
};

/**
 * The payees that payers entered themselves (not listed: a landlord, an agency), in full and read
 * only, for the manager to verify before approving (as Flywire and Wise verify a new recipient).
 */
export function EnteredPayees({ orders }: { orders: readonly { order_id: string; order_no: string; entered_payee: OpsEnteredPayee | null }[] }) {
  const t = useOpsText();
  const entered = orders.filter((o): o is typeof o & { entered_payee: OpsEnteredPayee } => o.entered_payee !== null);
  if (entered.length === 0) return null;
  return (
    <section aria-labelledby="ops-entered-title" className="flex flex-col gap-3" data-testid="ops-entered-payees">
      <h3 id="ops-entered-title" className="text-base font-semibold">
        {t('ops.entered.title')}
      </h3>
      <ul className="m-0 flex list-none flex-col gap-3 p-0">
        {entered.map(({ order_id, order_no, entered_payee: p }) => (
          <li key={order_id} className="rounded-md border border-warning bg-surface-muted p-3" data-entered-payee={order_no}>
            <p className="mb-2 text-sm font-semibold">
              {t('ops.entered.order', { orderNo: order_no })} · {t('ops.queue.entered')}
            </p>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              {(
                [
                  [t('ops.entered.beneficiary'), p.beneficiary_name],
                  [t('ops.entered.address'), p.beneficiary_address],
                  [t('ops.entered.account'), p.account_number],
                  [t('ops.entered.bank'), p.bank_name],
                  [t('ops.entered.bankAddress'), p.bank_address],
                  [t('ops.entered.destination'), `${p.country} · ${p.currency}`],
                  ...p.routing.map((r) => [ROUTING_LABELS[r.field] ?? r.field, r.value] as [string, string]),
                  [t('ops.entered.captured'), p.captured_at.replace('T', ' ').slice(0, 16)],
                ] as [string, string][]
              ).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-fg-muted">{label}</dt>
                  <dd className="m-0 break-words font-mono">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
