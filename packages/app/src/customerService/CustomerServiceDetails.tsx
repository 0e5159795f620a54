import type { ReactNode } from 'react';
import type { CsInfo } from '../api/config';
import { useAppText } from '../i18n/useAppText';
import { csMessages } from './csMessages';
import { messagingApp, showPublicAccount } from './csWidgetForm';
import { QrOffer } from './QrOffer';

/**
 * What the widget, the panel and the dialog show (spec 000 section 2): the account manager's QR code,
 * messaging id, phone, working hours and e-mail; the public-account QR only for CHN.
 */
export function CustomerServiceDetails({ info, country }: { info: CsInfo; country: string }) {
  const t = useAppText(csMessages);
  const app = messagingApp(info.is_wechat);
  const idLabel = t(app === 'wechat' ? 'cs.id.wechat' : app === 'whatsapp' ? 'cs.id.whatsapp' : 'cs.id.other');
  // The name in the interface's language (account_name); servers without it answer the English one.
  const personName = info.account_name || info.account_en;
  const name = personName || t('cs.title');
  return (
    <div className="flex flex-col gap-4" data-testid="cs-details">
      {personName ? <p className="text-base font-medium text-fg">{personName}</p> : null}
      <QrOffer
        value={info.qr_code}
        alt={t('cs.qr', { name })}
        failedText={t('cs.qrFailed')}
        size={144}
        caption={app !== 'other' ? t(app === 'wechat' ? 'cs.qr.wechat' : 'cs.qr.whatsapp') : undefined}
        openLabel={t('cs.qr.open')}
        data-testid="cs-qr"
      />
      <dl className="m-0 flex flex-col gap-2 text-sm">
        {info.wechat_id ? <Row label={idLabel}>{info.wechat_id}</Row> : null}
        {/* The links are padded to 24 px tall, a target a finger can hit (WCAG 2.5.8). */}
        {info.phone_num ? (
          <Row label={t('cs.phone')}>
            <a href={`tel:${info.phone_num.replace(/[^\d+]/g, '')}`} className="inline-block py-0.5 text-primary underline underline-offset-4">
              {info.phone_num}
            </a>
          </Row>
        ) : null}
        {info.working ? <Row label={t('cs.working')}>{info.working}</Row> : null}
        {info.email ? (
          <Row label={t('cs.email')}>
            <a href={`mailto:${info.email}`} className="inline-block py-0.5 break-all text-primary underline underline-offset-4">
              {info.email}
            </a>
          </Row>
        ) : null}
      </dl>
      {showPublicAccount(country, info) ? (
        <QrOffer
          value={info.public_account}
          alt={t('cs.publicAccount.alt')}
          failedText={t('cs.qrFailed')}
          size={112}
          caption={`${t('cs.publicAccount')} · ${t('cs.publicAccount.hint')}`}
          openLabel={t('cs.publicAccount.open')}
          data-testid="cs-public-account"
        />
      ) : null}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="w-24 shrink-0 text-fg-muted">{label}</dt>
      <dd className="m-0 min-w-0 flex-1 text-fg">{children}</dd>
    </div>
  );
}
