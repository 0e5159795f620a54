import { useState } from 'react';
import { CountdownButton, type CountdownStorage } from '../../primitives/CountdownButton';
import { PhoneField, type PhoneCode } from '../../primitives/PhoneField';
import { TextField } from '../../primitives/TextField';
import { useDomainText } from '../../i18n/useDomainText';
import { loginMessages } from './loginMessages';
import type { ApiResult } from '@edupay/forms/contract';
import type { PhonePayload, SliderPuzzle, SliderVerifyPayload } from './loginTypes';
import { useCodeSender } from './useCodeSender';
import type { useStepForm } from './useStepForm';
import { useAnnounceOnChange } from '../../provider/useAnnounceOnChange';

/** Clock and storage of the 60 s resend wait; inject `now` in tests and stories. */
export interface CountdownOptions {
  /** The clock of the resend countdowns, epoch ms. Default `Date.now`. */
  now?: () => number;
  /** Where countdown end times are kept across remounts. Default sessionStorage. */
  countdownStorage?: CountdownStorage;
}

export interface SliderOptions {
  /** Checks the slider captcha after a 371 (POST /other/slider_verification). Awaited; passes on `data.pass`. */
  onSliderVerify?: (payload: SliderVerifyPayload) => Promise<ApiResult<{ pass?: boolean }>>;
  /** Loads a slider puzzle (GET /other/slider_captcha). Awaited. Without it the slider is "slide to the end". */
  onGetSliderPuzzle?: () => Promise<ApiResult<SliderPuzzle>>;
}

interface PhoneCodeFieldsProps extends CountdownOptions, SliderOptions {
  form: ReturnType<typeof useStepForm>;
  codes: readonly PhoneCode[];
  send?: (payload: PhonePayload) => Promise<ApiResult>;
  /** Namespaces the stored countdown: `sms-login`, `reset-sms`. */
  purpose: string;
  setError: (message: string | null) => void;
  disabled?: boolean;
}

/**
 * Phone, SMS code and the send button with its 60 s countdown, shared by step 1 and step 5.
 * The phone is validated before sending; a 371 shows the slider below, and the send is retried
 * once it passes.
 */
export function PhoneCodeFields({
  form,
  codes,
  send,
  purpose,
  setError,
  now,
  countdownStorage,
  onSliderVerify,
  onGetSliderPuzzle,
  disabled,
}: PhoneCodeFieldsProps) {
  const t = useDomainText(loginMessages);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { sendCode, sliderElement } = useCodeSender({
    send,
    onSliderVerify,
    loadSliderPuzzle: onGetSliderPuzzle,
    setError,
    onSentAfterSlider: () => form.focus('code'),
  });
  const { tel_code, phone } = form.values as { tel_code: string; phone: string };
  // One countdown per number: another number may be sent to at once.
  const persistKey = `${purpose}:${tel_code} ${phone}`;

  const sentText = sentTo === `${tel_code} ${phone}` ? t('login.codeSent', { phone: sentTo }) : '';
  useAnnounceOnChange(sentText);
  return (
    <>
      <PhoneField label={t('login.field.phone')} codes={codes} required disabled={disabled} {...form.phone()} />
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-2">
          <TextField
            label={t('login.field.smsCode')}
            required
            disabled={disabled}
            inputMode="numeric"
            autoComplete="one-time-code"
            className="min-w-0 flex-1"
            {...form.text('code')}
          />
          <CountdownButton
            key={persistKey}
            variant="secondary"
            className="mt-[1.625rem] shrink-0"
            persistKey={persistKey}
            storage={countdownStorage}
            now={now}
            disabled={disabled}
            onSend={async () => {
              if (!form.validateFields(['tel_code', 'phone'])) return false;
              const payload = { tel_code, phone };
              const ok = await sendCode(payload);
              if (ok) setSentTo(`${tel_code} ${phone}`);
              return ok;
            }}
          />
        </div>
        <p data-slot="login-code-sent" className="text-xs text-fg-muted">
          {sentText}
        </p>
      </div>
      {sliderElement}
    </>
  );
}
