import type { Ref } from 'react';
import { useSnapshot } from 'valtio';
import { Button } from '@edupay/ui';
import type { PersonalInfo } from '../../api/user';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import { InfoRow } from './InfoRow';
import { isChinaResident } from './personalInfoForm';
import { formatCreated, formatEnrolment } from './profileDates';
import { userCenterMessages } from './userCenterMessages';

/**
 * The basic-info card of the user centre (spec 001 section 2; fields of section 3, "User profile").
 * Phone and e-mail come masked from the server and are shown as they came.
 */
export function BasicInfoCard({ info, onEdit, editButtonRef }: { info: PersonalInfo; onEdit: () => void; editButtonRef?: Ref<HTMLButtonElement> }) {
  const t = useAppText(userCenterMessages);
  const { locale } = useSnapshot(store);
  const none = <span className="text-fg-muted">{t('userCenter.basic.none')}</span>;
  const orNone = (value: string) => (value ? value : none);
  const contact = info.contact && !isChinaResident(info) && info.whats_code ? `${info.whats_code} ${info.contact}` : info.contact;
  return (
    <section aria-labelledby="user-center-basic" className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-6" data-testid="basic-info">
      <div className="flex items-center justify-between gap-4">
        <h2 id="user-center-basic" className="text-lg font-semibold text-fg">
          {t('userCenter.basic.title')}
        </h2>
        <Button ref={editButtonRef} variant="secondary" size="sm" onClick={onEdit}>
          {t('userCenter.edit.open')}
        </Button>
      </div>
      <dl className="m-0 flex flex-col gap-3 text-base">
        <InfoRow label={t('userCenter.basic.name')}>{orNone(info.user_name)}</InfoRow>
        <InfoRow label={t('userCenter.basic.role')}>{orNone(info.reg_role_name)}</InfoRow>
        <InfoRow label={t('userCenter.basic.country')}>{orNone(info.country_name)}</InfoRow>
        <InfoRow label={t('userCenter.basic.school')}>{orNone(info.reg_college)}</InfoRow>
        {info.reading_stage_name ? <InfoRow label={t('userCenter.basic.stage')}>{info.reading_stage_name}</InfoRow> : null}
        <InfoRow label={t('userCenter.basic.enrolment')}>{orNone(formatEnrolment(info.commencement_time, locale))}</InfoRow>
        <InfoRow label={t('userCenter.basic.major')}>{orNone(info.major)}</InfoRow>
        {info.phone ? <InfoRow label={t('userCenter.basic.phone')}>{info.phone}</InfoRow> : null}
        {info.email ? <InfoRow label={t('userCenter.basic.email')}>{info.email}</InfoRow> : null}
        <InfoRow label={t(isChinaResident(info) ? 'userCenter.basic.contact' : 'userCenter.basic.contactAbroad')}>{orNone(contact)}</InfoRow>
        {info.referral_code ? <InfoRow label={t('userCenter.basic.referral')}>{info.referral_code}</InfoRow> : null}
        <InfoRow label={t('userCenter.basic.created')}>{orNone(formatCreated(info.created_at, locale))}</InfoRow>
      </dl>
    </section>
  );
}
