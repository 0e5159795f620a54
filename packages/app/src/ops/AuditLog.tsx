import { useCallback } from 'react';
import { Alert, Spinner } from '@edupay/ui';
import { opsApi, type OpsAuditRow } from '../api/ops';
import { useOpsText } from './useOpsText';
import { MoreRowsButton } from './MoreRowsButton';
import { usePagedList } from './usePagedList';

const nextOf = (data: { next_before_id: number | null }) => (data.next_before_id === null ? null : String(data.next_before_id));
const show = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Admins: every staff action, newest first (append-only; nothing here changes it). */
export function AuditLog() {
  const t = useOpsText();
  const load = useCallback((cursor: string) => opsApi.auditLog(cursor), []);
  const { rows, error, busy, hasMore, more } = usePagedList<OpsAuditRow, { list: OpsAuditRow[]; next_before_id: number | null }>(load, nextOf);
  return (
    <section aria-labelledby="ops-audit-title" className="flex flex-col gap-3">
      <h2 id="ops-audit-title" className="text-lg font-semibold">
        {t('ops.audit.title')}
      </h2>
      <p className="text-sm">{t('ops.audit.intro')}</p>
      {error ? <Alert tone="error" description={t('ops.failed', { message: error })} /> : null}
      {rows === null ? (
        <Spinner label={t('ops.loading')} />
      ) : rows.length === 0 ? (
        <p>{t('ops.audit.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t('ops.audit.title')}</caption>
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="p-2">{t('ops.detail.when')}</th>
                <th scope="col" className="p-2">{t('ops.detail.by')}</th>
                <th scope="col" className="p-2">{t('ops.audit.action')}</th>
                <th scope="col" className="p-2">{t('ops.audit.target')}</th>
                <th scope="col" className="p-2">{t('ops.audit.before')}</th>
                <th scope="col" className="p-2">{t('ops.audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b align-top" data-testid="ops-audit-row">
                  <td className="p-2">{new Date(row.at).toLocaleString()}</td>
                  <td className="p-2">
                    {row.staff_name} ({row.staff_login})
                  </td>
                  <td className="p-2">{row.action}</td>
                  <td className="p-2 break-all">
                    {row.target_type} {row.target_id}
                  </td>
                  <td className="p-2 font-mono text-xs break-all">{show(row.before)}</td>
                  <td className="p-2 font-mono text-xs break-all">{show(row.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <MoreRowsButton hasMore={hasMore} busy={busy} more={more} />
    </section>
  );
}
