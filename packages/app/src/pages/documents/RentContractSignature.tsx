import { useEffect, useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { Alert, Button, SignatureModal } from '@edupay/ui';
import { signContract, signInfo, type SignInfo } from '../../api/signInfo';
import { useAppText } from '../../i18n/useAppText';
import { rentContractMessages } from './rentContractMessages';

/**
 * The payer signs the rent contract as saved (spec 000 "Sign info"; the kit's SignatureModal: draw
 * with mouse, finger or pen, or type the name by keyboard). A signed contract shows its signature
 * and cannot be signed again; after the contract is changed the server asks for a new signature.
 * `savedAt` changes whenever the form saved the contract, so the state is asked again.
 */
export function RentContractSignature({ orderId, savedAt, onSigned }: { orderId: string; savedAt: number; onSigned?: () => void }) {
  const t = useAppText(rentContractMessages);
  const [info, setInfo] = useState<SignInfo | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!orderId) return undefined;
    let current = true;
    void signInfo(orderId)
      .then((answer) => {
        if (current && isSuccess(answer) && answer.data) setInfo(answer.data);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [orderId, savedAt]);

  if (!info || info.required !== 1) return null;
  const signed = info.is_sign_data === 1;
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4" data-testid="rent-contract-signature" data-state={signed ? 'signed' : info.resign_needed === 1 ? 'stale' : 'unsigned'}>
      <h3 className="m-0 text-base font-semibold text-fg">{t('rentContract.signTitle')}</h3>
      {signed ? (
        <>
          <Alert tone="success" description={t('rentContract.signed')} />
          <img src={info.sign_data} alt={t('rentContract.signatureAlt', { name: info.payer_name })} className="h-20 w-auto self-start rounded border border-line bg-white" />
        </>
      ) : (
        <>
          <p className="m-0 text-sm text-fg-muted">{info.has_contract === 1 ? t('rentContract.signIntro') : t('rentContract.saveFirst')}</p>
          {info.resign_needed === 1 ? <Alert tone="warning" description={t('rentContract.resign')} /> : null}
          <SignatureModal
            open={open}
            onOpenChange={setOpen}
            title={t('rentContract.signTitle')}
            description={t('rentContract.signIntro')}
            defaultTypedName={info.payer_name}
            trigger={
              <Button className="self-start" disabled={info.has_contract !== 1}>
                {t('rentContract.sign')}
              </Button>
            }
            onConfirm={async (png) => {
              const answer = await signContract(orderId, png);
              if (isSuccess(answer) && answer.data) {
                setInfo(answer.data);
                onSigned?.();
              }
              return answer;
            }}
          />
        </>
      )}
    </div>
  );
}
