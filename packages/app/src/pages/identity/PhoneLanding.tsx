import { Alert } from '@edupay/ui';
import { useAppText } from '../../i18n/useAppText';
import { facePagesMessages } from './facePagesMessages';

export type PhoneResult = 'passed' | 'failed' | 'expired';

/**
 * Where the phone that scanned /self_pass's code lands after the vendor's check (issue 16 item 6,
 * follow-up): it has no session of the payer, so it asks the API nothing and says what happened and
 * to go back to the computer, which follows the verification by itself (/self_pass polls it). The
 * outcome comes from the server's redirect (redirect_tencent_validate) and is shown only: payment
 * asks the server's own record.
 */
export function PhoneLanding({ result }: { result: PhoneResult }) {
  const t = useAppText(facePagesMessages);
  return (
    <div className="flex flex-col gap-4" data-testid="face-phone-landing" data-state={result}>
      <Alert tone={result === 'passed' ? 'success' : result === 'failed' ? 'error' : 'warning'} description={t(`facePages.phone.${result}`)} />
      <p className="m-0 text-sm text-fg-muted">{t('facePages.phone.close')}</p>
    </div>
  );
}

export const isPhoneResult = (value: string | null): value is PhoneResult => value === 'passed' || value === 'failed' || value === 'expired';
