import type { CsInfo } from '../../api/config';
import { QrOffer } from '../../customerService/QrOffer';
import { messagingApp } from '../../customerService/csWidgetForm';
import { useAppText } from '../../i18n/useAppText';
import { InfoRow } from './InfoRow';
import { userCenterMessages } from './userCenterMessages';

/**
 * The customer-manager card of the user centre (spec 001 section 2): the assigned account manager's
 * QR code, messaging id, phone, working hours (9:00-17:00 Beijing time, as the server words it) and
 * e-mail. Without an assigned manager the server answers the service desk, shown the same way.
 */
export function ManagerCard({ info }: { info: CsInfo }) {
  const t = useAppText(userCenterMessages);
  const app = messagingApp(info.is_wechat);
  // The name in the interface's language (account_name); servers without it answer the English one.
  const personName = info.account_name || info.account_en;
  const name = personName || t('userCenter.manager.title');
  return (
    <section aria-labelledby="user-center-manager" className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-6" data-testid="manager-card">
      <div className="flex flex-col gap-1">
        <h2 id="user-center-manager" className="text-lg font-semibold text-fg">
          {t('userCenter.manager.title')}
        </h2>
        <p className="text-sm text-fg-muted">{t('userCenter.manager.intro')}</p>
      </div>
      <QrOffer
        value={info.qr_code}
        alt={t('userCenter.manager.qr', { name })}
        failedText={t('userCenter.manager.qrFailed')}
        size={144}
        caption={app !== 'other' ? t(app === 'wechat' ? 'userCenter.manager.qrWechat' : 'userCenter.manager.qrWhatsapp') : undefined}
        openLabel={t('userCenter.manager.qrOpen')}
        data-testid="manager-qr"
      />
      <dl className="m-0 flex flex-col gap-2 text-sm">
        {personName ? <InfoRow narrow label={t('userCenter.manager.name')}>{personName}</InfoRow> : null}
        {info.wechat_id ? (
          <InfoRow narrow label={t(app === 'wechat' ? 'userCenter.manager.wechat' : app === 'whatsapp' ? 'userCenter.manager.whatsapp' : 'userCenter.manager.messaging')}>
            {info.wechat_id}
          </InfoRow>
        ) : null}
        {info.phone_num ? (
          <InfoRow narrow label={t('userCenter.manager.phone')}>
            <a href={`tel:${info.phone_num.replace(/[^\d+]/g, '')}`} className="inline-block py-0.5 text-primary underline underline-offset-4">
              {info.phone_num}
            </a>
          </InfoRow>
        ) : null}
        {info.working ? <InfoRow narrow label={t('userCenter.manager.hours')}>{info.working}</InfoRow> : null}
        {info.email ? (
          <InfoRow narrow label={t('userCenter.manager.email')}>
            <a href={`mailto:${info.email}`} className="inline-block py-0.5 break-all text-primary underline underline-offset-4">
              {info.email}
            </a>
          </InfoRow>
        ) : null}
      </dl>
    </section>
  );
}
