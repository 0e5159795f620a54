import { smsLoginSchema } from '@edupay/forms';
import type { PhoneCode } from '../../primitives/PhoneField';
import { useDomainText } from '../../i18n/useDomainText';
import { loginMessages } from './loginMessages';
import type { SmsLoginPayload } from './loginTypes';
import { useStepCall } from './useStepCall';
import { useLoginValue, useStepForm, type FieldMap, type LoginValueProps } from './useStepForm';

const MAP: FieldMap = { tel_code: 'tel_code', phone: 'phone', code: 'phone_captcha' };

/**
 * What step 1 (SMS login) and step 5 (forgot password by phone) share: the phone and code form on
 * the shared values, the submit state, and the validated `{ tel_code, phone, phone_captcha }`
 * payload (null while a field is invalid or a call is running). What the answer means stays with
 * each step. Both steps use the same schema (forgotPasswordPhoneSchema is smsLoginSchema).
 */
export function usePhoneCodeStep(props: LoginValueProps, codes: readonly PhoneCode[]) {
  const t = useDomainText(loginMessages);
  const [value, setValue] = useLoginValue(props, codes);
  const form = useStepForm(smsLoginSchema, MAP, value, setValue);
  const step = useStepCall(t);
  const payload = (): SmsLoginPayload | null => {
    if (step.submitting || !form.validate()) return null;
    const { tel_code, phone, phone_captcha } = form.normalized();
    return { tel_code, phone, phone_captcha };
  };
  return { t, form, setValue, payload, ...step };
}
