import { Link } from 'wouter';
import { Alert, Button, EmptyState, FaceVerificationStatus, Spinner, useScanningPhone } from '@edupay/ui';
import { useAppText } from '../../i18n/useAppText';
import { facePagesMessages } from './facePagesMessages';
import type { useFaceVerification } from './useFaceVerification';

interface Props {
  orderId: string;
  face: ReturnType<typeof useFaceVerification>;
  onRestart: () => void;
}

/** What /self_pass and /verify show of a followed verification: loading, a failed load, or the kit's status. */
export function FaceVerificationView({ orderId, face, onRestart }: Props) {
  const t = useAppText(facePagesMessages);
  // On the phone that would scan the code: the check starts here instead (issue 14 item 8).
  const scanningPhone = useScanningPhone();
  if (!orderId) {
    return (
      <EmptyState
        title={t('facePages.noOrder')}
        action={
          <Button asChild>
            <Link href="/user_center">{t('facePages.myOrders')}</Link>
          </Button>
        }
      />
    );
  }
  if (face.follow.kind === 'failed') {
    return (
      <Alert
        tone="error"
        description={t('facePages.failed')}
        action={
          <Button variant="secondary" size="sm" onClick={face.retry}>
            {t('facePages.retry')}
          </Button>
        }
      />
    );
  }
  if (face.follow.kind === 'loading') {
    return (
      <p className="flex items-center gap-2 text-fg-muted" role="status">
        <Spinner label={null} /> {t('facePages.loading')}
      </p>
    );
  }
  const v = face.follow.verification;
  return (
    <FaceVerificationStatus
      data-testid="face-verification"
      state={v.status}
      url={v.url}
      personName={v.person_name}
      idNumber={v.id_number}
      failureReason={v.failure_reason}
      onRestart={onRestart}
      restarting={face.restarting}
      onThisDevice={scanningPhone}
      passedAction={
        <Button asChild>
          <Link href={`/pay?order_id=${encodeURIComponent(orderId)}`}>{t('facePages.pay')}</Link>
        </Button>
      }
    />
  );
}
