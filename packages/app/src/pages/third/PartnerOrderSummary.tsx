import { useSnapshot } from 'valtio';
import { Money } from '@edupay/ui';
import type { PartnerPayInfo } from '../../api/partners';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import { thirdPartyMessages } from './thirdPartyMessages';

const PURPOSES = ['tuition', 'rent', 'deposit', 'application_fee', 'exam_fee', 'living'] as const;

/** What a partner asks the payer to pay: payee, amount, purpose, its reference and note (a description list). */
export function PartnerOrderSummary({ info }: { info: PartnerPayInfo }) {
  const t = useAppText(thirdPartyMessages);
  const { locale } = useSnapshot(store);
  const payee = locale !== 'en' && info.payee.institution_zh ? info.payee.institution_zh : info.payee.institution;
  const purpose = (PURPOSES as readonly string[]).includes(info.purpose) ? (info.purpose as (typeof PURPOSES)[number]) : 'other';
  const row = (label: string, value: React.ReactNode) => (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-fg-muted sm:w-40">{label}</dt>
      <dd className="m-0 text-fg">{value}</dd>
    </div>
  );
  return (
    <dl className="m-0 flex flex-col gap-3 rounded-lg border border-line bg-surface p-6" data-testid="partner-order">
      {row(t('third.payee'), payee)}
      {row(t('third.amount'), <Money value={info.amount} currency={info.currency} locale={locale} className="font-semibold" />)}
      {row(t('third.purpose'), t(`third.purpose.${purpose}`))}
      {row(t('third.reference'), info.reference)}
      {info.description ? row(t('third.note'), info.description) : null}
      {info.order_no ? row(t('third.orderNo'), info.order_no) : null}
    </dl>
  );
}

/** The partner's name in the page's language. */
export function partnerName(info: PartnerPayInfo, locale: 'en' | 'zh-CN' | 'zh-TW'): string {
  return info.partner.display_name[locale] || info.partner.display_name.en || info.partner.name;
}
