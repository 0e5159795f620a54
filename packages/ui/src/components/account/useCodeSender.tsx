import { useRef, useState, type ReactNode } from 'react';
import { useDomainText } from '../../i18n/useDomainText';
import { loginMessages } from './loginMessages';
import { runCall } from './runCall';
import { SliderCaptcha } from './SliderCaptcha';
import type { ApiResult } from '@edupay/forms/contract';
import type { PhonePayload, SliderPuzzle, SliderVerifyPayload } from './loginTypes';

export interface CodeSenderOptions {
  /** Sends the SMS code. Awaited. */
  send?: (payload: PhonePayload) => Promise<ApiResult>;
  /** Checks the slider (371). Awaited; passes on `data.pass`. */
  onSliderVerify?: (payload: SliderVerifyPayload) => Promise<ApiResult<{ pass?: boolean }>>;
  /** Loads a slider puzzle. Awaited. */
  loadSliderPuzzle?: () => Promise<ApiResult<SliderPuzzle>>;
  /** Shows (string) or clears (null) the step's error. */
  setError: (message: string | null) => void;
  /** Called after a send that needed the slider succeeded: the slider is gone, put focus somewhere useful. */
  onSentAfterSlider?: () => void;
}

/**
 * The SMS send of spec 000 section 4: status 371 opens the slider captcha and, once it passes,
 * sends again by itself. `sendCode` stays pending while the slider is open, so the
 * CountdownButton that awaits it starts its 60 s only after the real send.
 */
export function useCodeSender({
  send,
  onSliderVerify,
  loadSliderPuzzle,
  setError,
  onSentAfterSlider,
}: CodeSenderOptions) {
  const t = useDomainText(loginMessages);
  const [slider, setSlider] = useState<{ payload: PhonePayload; message?: string } | null>(null);
  const settle = useRef<((passed: boolean) => void) | null>(null);

  const sendCode = async (payload: PhonePayload): Promise<boolean> => {
    setError(null);
    let outcome = await runCall(send && (() => send(payload)), t, ['needs_slider']);
    let neededSlider = false;
    if (outcome.kind === 'needs_slider') {
      neededSlider = true;
      const passed = await new Promise<boolean>((resolve) => {
        settle.current = resolve;
        setSlider({ payload, message: outcome.result?.message });
      });
      settle.current = null;
      setSlider(null);
      if (!passed) return false;
      // Asked for the slider twice in a row: not handled, so it is an error rather than a loop.
      outcome = await runCall(send && (() => send(payload)), t);
    }
    if (outcome.error) {
      setError(outcome.error);
      return false;
    }
    if (!outcome.result) return false;
    if (neededSlider) onSentAfterSlider?.();
    return true;
  };

  const sliderElement: ReactNode = slider ? (
    <SliderCaptcha
      phone={slider.payload.phone}
      description={slider.message}
      loadPuzzle={loadSliderPuzzle}
      initialFocus
      onVerify={async ({ captchaVerifyParam }) =>
        onSliderVerify
          ? onSliderVerify({ captchaVerifyParam, ...slider.payload })
          : { status_code: 200, data: { pass: true } }
      }
      onPass={() => settle.current?.(true)}
      onCancel={() => settle.current?.(false)}
    />
  ) : null;

  return { sendCode, sliderElement, sliderOpen: slider !== null };
}
