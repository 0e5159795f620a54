import type { ReactNode } from 'react';
import type { StaffMember } from '../api/staff';
import { useAppText } from '../i18n/useAppText';
import { staffMessages } from './staffMessages';

/** The staff lookup's positive answer: who the person is and how to reach them through EduPay. */
export function StaffCard({ staff }: { staff: StaffMember }) {
  const t = useAppText(staffMessages);
  return (
    <section aria-labelledby="staff-found" className="flex flex-col gap-3 rounded-lg border border-success bg-success-soft p-5" data-testid="staff-card">
      <h2 id="staff-found" className="text-lg font-semibold text-fg">
        {t('staff.found')}
      </h2>
      <dl className="m-0 flex flex-col gap-2 text-sm">
        <Row label={t('staff.name')}>{staff.name_en && staff.name_en !== staff.name ? `${staff.name} (${staff.name_en})` : staff.name}</Row>
        {staff.wechat_id ? <Row label={t('staff.messagingId')}>{staff.wechat_id}</Row> : null}
        {staff.phone ? <Row label={t('staff.phone')}>{staff.phone}</Row> : null}
        {staff.email ? <Row label={t('staff.email')}>{staff.email}</Row> : null}
        {staff.working ? <Row label={t('staff.working')}>{staff.working}</Row> : null}
      </dl>
      <p className="text-sm text-fg">{t('staff.found.note')}</p>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="w-28 shrink-0 text-fg-muted">{label}</dt>
      <dd className="m-0 min-w-0 flex-1 break-words text-fg">{children}</dd>
    </div>
  );
}
