import { Link, useLocation, useSearch } from 'wouter';
import { readCookie, TOKEN_COOKIE } from '../api/cookies';
import { useAppText } from '../i18n/useAppText';
import { facePagesMessages } from './identity/facePagesMessages';
import { FaceVerificationView } from './identity/FaceVerificationView';
import { isPhoneResult, PhoneLanding } from './identity/PhoneLanding';
import { useFaceVerification } from './identity/useFaceVerification';

/**
 * /verify?order_id=[&verification_id=][&result=] (spec 001 section 2: the verification result):
 * passed, with "go to payment", or failed (why) or expired, with "verify again", which goes back to
 * /self_pass for a new session. Where the vendor's page sends the payer back (through
 * redirect_tencent_validate, which adds `result`). A browser without a session there is the phone
 * that scanned the code: it gets the phone landing and never the login dialog.
 */
export default function VerifyPage() {
  const query = new URLSearchParams(useSearch());
  const result = query.get('result');
  if (isPhoneResult(result) && !readCookie(TOKEN_COOKIE)) return <PhoneVerifyPage result={result} />;
  return <DesktopVerifyPage />;
}

function PhoneVerifyPage({ result }: { result: Parameters<typeof PhoneLanding>[0]['result'] }) {
  const t = useAppText(facePagesMessages);
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-12">
      <h1 className="text-2xl font-semibold text-fg">{t('facePages.verify.title')}</h1>
      <PhoneLanding result={result} />
    </section>
  );
}

function DesktopVerifyPage() {
  const t = useAppText(facePagesMessages);
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const orderId = query.get('order_id') ?? '';
  const face = useFaceVerification(orderId, { verificationId: query.get('verification_id') ?? '' });
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-12">
      <h1 className="text-2xl font-semibold text-fg">{t('facePages.verify.title')}</h1>
      <FaceVerificationView orderId={orderId} face={face} onRestart={() => navigate(`/self_pass?order_id=${encodeURIComponent(orderId)}&restart=1`)} />
      {orderId ? (
        <Link className="text-sm text-primary underline" href={`/idents_all?order_id=${encodeURIComponent(orderId)}`}>
          {t('facePages.documents')}
        </Link>
      ) : null}
    </section>
  );
}
