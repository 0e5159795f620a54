import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Spinner } from '@edupay/ui';
import { QrOffer } from '../customerService/QrOffer';
import { useAppText } from '../i18n/useAppText';
import { configStore } from '../store/configStore';
import { csSchoolMessages } from './csSchoolMessages';

/**
 * /cs_school: the customer-service page (spec 000 section 2), opened in a new tab from the widget when
 * there is no account manager. The optional `country` query reaches get_config at start-up, so the
 * desk's address, phone, hours and QR below are already that country's.
 */
export default function CsSchoolPage() {
  const t = useAppText(csSchoolMessages);
  const { config } = useSnapshot(configStore);
  const info = config?.cs_info;
  const phone = info?.office_phone || config?.phone;
  const qr = config?.cs_school_qr_code || info?.public_account;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-fg">{t('csSchool.title')}</h1>
        <p className="text-base text-fg-muted">{t('csSchool.intro')}</p>
      </div>
      {config ? (
        <div className="flex flex-col gap-6 rounded-lg border border-line bg-surface p-6 sm:flex-row sm:justify-between">
          <dl className="m-0 flex flex-col gap-3 text-base" data-testid="cs-school-details">
            {config.address ? <Row label={t('csSchool.address')}>{config.address}</Row> : null}
            {phone ? (
              <Row label={t('csSchool.phone')}>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="inline-block py-0.5 text-primary underline underline-offset-4">
                  {phone}
                </a>
              </Row>
            ) : null}
            {config.working ? <Row label={t('csSchool.hours')}>{config.working}</Row> : null}
            {info?.email ? (
              <Row label={t('csSchool.email')}>
                <a href={`mailto:${info.email}`} className="inline-block py-0.5 break-all text-primary underline underline-offset-4">
                  {info.email}
                </a>
              </Row>
            ) : null}
          </dl>
          <QrOffer value={qr} alt={t('csSchool.qr')} failedText={t('csSchool.qrFailed')} size={160} caption={t('csSchool.qr.hint')} openLabel={t('csSchool.qr.open')} data-testid="cs-school-qr" />
        </div>
      ) : (
        <p className="flex items-center gap-2 text-fg-muted" role="status">
          <Spinner label={null} /> {t('csSchool.loading')}
        </p>
      )}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="w-32 shrink-0 text-fg-muted">{label}</dt>
      <dd className="m-0 text-fg">{children}</dd>
    </div>
  );
}
