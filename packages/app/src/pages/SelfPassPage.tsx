import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useAppText } from '../i18n/useAppText';
import { facePagesMessages } from './identity/facePagesMessages';
import { FaceVerificationView } from './identity/FaceVerificationView';
import { useFaceVerification } from './identity/useFaceVerification';

/**
 * /self_pass?order_id=[&restart=1] (spec 001 section 2: payer face verification by a scan): the QR
 * code of the vendor's liveness page for the payer's phone, followed live; once the vendor has a
 * verdict the page moves to /verify. `restart=1` (from /verify's "verify again") starts a new session
 * after a failure.
 */
export default function SelfPassPage() {
  const t = useAppText(facePagesMessages);
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const orderId = query.get('order_id') ?? '';
  const face = useFaceVerification(orderId, { restart: query.get('restart') === '1' });
  const final = face.follow.kind === 'ready' && face.follow.verification.status !== 'pending' ? face.follow.verification : null;

  useEffect(() => {
    if (!final) return;
    navigate(`/verify?order_id=${encodeURIComponent(final.order_id)}&verification_id=${encodeURIComponent(final.verification_id)}`, { replace: true });
  }, [final, navigate]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-12">
      <h1 className="text-2xl font-semibold text-fg">{t('facePages.selfPass.title')}</h1>
      <p className="m-0 text-fg-muted">{t('facePages.selfPass.intro')}</p>
      <FaceVerificationView orderId={orderId} face={face} onRestart={face.restart} />
      {orderId ? (
        <Link className="text-sm text-primary underline" href={`/idents_all?order_id=${encodeURIComponent(orderId)}`}>
          {t('facePages.documents')}
        </Link>
      ) : null}
    </section>
  );
}
