import { useMemo } from 'react';
import { formatMoney } from '../../lib/formatMoney';
import { useEduPay } from '../../provider/useEduPay';
import { useDomainText } from '../../i18n/useDomainText';
import { paymentMessages } from './paymentMessages';
import { RadioGroup, type RadioOption } from '../../primitives/RadioGroup';
import { isCouponExpired } from './couponExpiry';
import type { Coupon } from './paymentTypes';

export interface CouponPickerProps {
  coupons: readonly Coupon[];
  /** The chosen coupon's id, or null for none. */
  value: string | null;
  onChange: (couponId: string | null) => void;
  /** The clock expiry is judged against. */
  now: Date | number;
  disabled?: boolean;
}

/** Coupon choice: "no coupon" plus each coupon (name, discount, valid until); expired coupons are shown but disabled. */
export function CouponPicker({ coupons, value, onChange, now, disabled }: CouponPickerProps) {
  const { intl } = useEduPay();
  const t = useDomainText(paymentMessages);
  const options = useMemo<RadioOption[]>(
    () => [
      { value: '', label: t('payment.coupon.none') },
      ...coupons.map((coupon) => {
        const expired = isCouponExpired(coupon.valid_until, now);
        // A date-only value is a calendar day: format it as such, not shifted by the time zone.
        const date = intl.formatDate(
          coupon.valid_until,
          /^\d{4}-\d{2}-\d{2}$/.test(coupon.valid_until)
            ? { dateStyle: 'medium', timeZone: 'UTC' }
            : { dateStyle: 'medium' },
        );
        return {
          value: coupon.id,
          disabled: expired,
          label: (
            <span className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium">{coupon.name}</span>
              <span className={expired ? undefined : 'text-success'}>
                {discountText(coupon.discount, intl.locale, (amount) => t('payment.coupon.discount', { amount }))}
              </span>
            </span>
          ),
          description: expired ? t('payment.coupon.expired', { date }) : t('payment.coupon.validUntil', { date }),
        };
      }),
    ],
    [coupons, now, intl, t],
  );
  return (
    <RadioGroup
      label={t('payment.coupon.label')}
      options={options}
      value={value ?? ''}
      onChange={(next) => onChange(next === '' ? null : next)}
      disabled={disabled}
    />
  );
}

function discountText(discount: Coupon['discount'], locale: string, wrap: (amount: string) => string): string {
  if (typeof discount === 'string') return discount;
  try {
    return wrap(formatMoney({ value: discount.value, currency: discount.currency, locale }).text);
  } catch {
    // Never guess at a malformed amount (see Money).
    return '—';
  }
}
