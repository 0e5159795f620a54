import { useDomainText } from '../../i18n/useDomainText';
import { Checkbox } from '../../primitives/Checkbox';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { OrderSection } from './OrderSection';
import { orderMessages } from './orderMessages';
import type { OrderFormState } from './useOrderForm';

export interface PayerInfoSectionProps {
  form: OrderFormState;
}

/**
 * Payer Information (spec 001 section 3): who pays (the student or a direct relative), their name
 * and mainland ID as the bank knows them, the bank card's mobile and an e-mail; a payer under 18
 * (read from the ID's birth date) is asked for a guardian's consent.
 */
export function PayerInfoSection({ form }: PayerInfoSectionProps) {
  const t = useDomainText(orderMessages);
  const { fields: f, shows } = form;
  return (
    <OrderSection title={t('order.section.payer')} data-slot="order-payer-section">
      <Select label={t('order.relationship')} {...f.relationship} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('order.payerCnName')} lang="zh" autoComplete="name" {...f.payer_cn_name} />
        <TextField label={t('order.payerIdNumber')} autoComplete="off" {...f.payer_id_number} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="tel"
          label={t('order.payerMobile')}
          hint={t('order.payerMobile.hint')}
          autoComplete="tel-national"
          {...f.payer_mobile}
        />
        <TextField type="email" label={t('order.payerEmail')} autoComplete="email" {...f.payer_email} />
      </div>
      {shows.guardian ? <Checkbox label={t('order.guardianConsent')} {...f.guardian_consent} /> : null}
    </OrderSection>
  );
}
