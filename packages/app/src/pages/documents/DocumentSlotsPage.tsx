import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { Alert, Button, EmptyState, Spinner, UploadTabs, useScanningPhone } from '@edupay/ui';
import type { DocumentSlotView } from '../../api/documents';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import { documentsMessages } from './documentsMessages';
import { isPageSlot, type PageSlot } from './pageSlots';
import { useOrderDocuments } from './useOrderDocuments';
import { useScanTickets } from './useScanTickets';
import { useOrderRequirements } from './useOrderRequirements';
import { RentContractForm } from './RentContractForm';

interface Props {
  /** The page's heading. */
  title: string;
  /** The slots this page shows (/identity: the passport; /selfie: the selfie); all the order has when absent. */
  only?: readonly PageSlot[];
}

/**
 * An upload page of an order (spec 001 section 2: proof, identity, passport and selfie upload pages):
 * the document slots it shows, each an UploadTabs (file picker, drag and drop, Ctrl+V paste, past
 * files, scan with a phone). What the order needs comes from the server (purpose, payer, amount);
 * the payment button waits until nothing the order needs is missing (the server refuses the payment too).
 */
export function DocumentSlotsPage({ title, only }: Props) {
  const t = useAppText(documentsMessages);
  const { locale } = useSnapshot(store);
  const orderId = new URLSearchParams(useSearch()).get('order_id') ?? '';
  const docs = useOrderDocuments(orderId, locale);
  const scan = useScanTickets(orderId);
  // On a phone the file is picked (or photographed) right here: no scan tab (issue 14 item 8).
  const scanningPhone = useScanningPhone();
  const [signatures, setSignatures] = useState(0);
  // The one list of what is missing (slots, the signed contract, the face check) is the server's.
  const requirements = useOrderRequirements(orderId, `${docs.missing.join(',')}|${signatures}`);
  const missing = requirements ? requirements.missing : docs.missing;
  // Awaiting the specialist's review: the order cannot be paid yet, so the page says who does what, by when.
  const reviewDue = requirements?.review_due ?? '';
  const slotName = (slot: string) =>
    slot === 'rent_contract_signature' || slot === 'face_verification'
      ? t(`documents.step.${slot}`)
      : isPageSlot(slot)
        ? t(`documents.slot.${slot}` as `documents.slot.${PageSlot}`)
        : slot;

  const section = (id: string, title: string, list: DocumentSlotView[]) =>
    list.length === 0 ? null : (
      <section aria-labelledby={id} className="flex flex-col gap-6">
        <h2 id={id} className="text-lg font-semibold text-fg">
          {title}
        </h2>
        {list.map((slot) => (
          <UploadTabs
            key={slot.slot}
            data-testid={`slot-${slot.slot}`}
            className="rounded-md border border-line p-4"
            label={
              <>
                {slotName(slot.slot)}
                <span className="ml-2 text-xs font-normal text-fg-muted">
                  {slot.complete ? t('documents.slotDone') : t('documents.slotNeeds', { min: slot.min })}
                </span>
              </>
            }
            kind={slot.kind}
            min={slot.min}
            max={slot.max}
            value={docs.filesOf(slot.slot)}
            onChange={(next) => docs.change(slot.slot, next)}
            onUpload={(file, { signal }) => docs.upload(slot.slot, file, signal)}
            onDelete={(file) => docs.remove(slot.slot, file)}
            pastFiles={docs.pastOf(slot.slot)}
            scanUrl={scanningPhone ? undefined : scan.urlOf(slot.slot)}
            subscribeToScanUploads={scanningPhone ? undefined : scan.subscribeFor(slot.slot)}
            data-scan-url={!scanningPhone && scan.ready(slot.slot) ? scan.urlOf(slot.slot) : undefined}
            error={docs.errorOf(slot.slot)}
          />
        ))}
      </section>
    );

  const slots = Array.isArray(docs.slots)
    ? docs.slots.filter((slot) => isPageSlot(slot.slot) && (!only || only.includes(slot.slot)))
    : [];
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-6 py-12">
      <h1 className="text-2xl font-semibold text-fg">{title}</h1>
      {!orderId ? (
        <EmptyState
          title={t('documents.noOrder')}
          action={
            <Button asChild>
              <Link href="/user_center">{t('documents.myOrders')}</Link>
            </Button>
          }
        />
      ) : docs.slots === 'failed' ? (
        <Alert
          tone="error"
          description={t('documents.failed')}
          action={
            <Button variant="secondary" size="sm" onClick={docs.retry}>
              {t('documents.retry')}
            </Button>
          }
        />
      ) : docs.slots === null ? (
        <p className="flex items-center gap-2 text-fg-muted" role="status">
          <Spinner label={null} /> {t('documents.loading')}
        </p>
      ) : (
        <>
          <p className="m-0 text-fg-muted">{t('documents.intro')}</p>
          <p className="m-0 text-sm text-fg-muted">{t('documents.paste')}</p>
          <p className="m-0 text-sm">
            <Link className="text-primary underline" href={`/idents_ass?order_id=${encodeURIComponent(orderId)}`}>
              {t('documents.identity.title')}
            </Link>
            {' · '}
            <Link className="text-primary underline" href={`/self_pass?order_id=${encodeURIComponent(orderId)}`}>
              {t('documents.face')}
            </Link>
          </p>
          {!only || only.includes('rent_contract') ? <RentContractForm orderId={orderId} locale={locale} onSigned={() => setSignatures((n) => n + 1)} /> : null}
          {section(
            'documents-required',
            t('documents.required'),
            slots.filter((slot) => slot.required === 1),
          )}
          {section(
            'documents-optional',
            t('documents.optional'),
            slots.filter((slot) => slot.required === 0),
          )}
          <div className="flex flex-col gap-3" data-testid="documents-status">
            {missing.length > 0 ? (
              <Alert
                tone="warning"
                description={t('documents.missing', {
                  list: missing.map(slotName).join(locale === 'en' ? ', ' : '、'),
                })}
              />
            ) : null}
            {reviewDue ? (
              <Alert tone="info" title={t('documents.review.title')} description={t('documents.review', { due: reviewDue })} />
            ) : missing.length === 0 ? (
              <Alert tone="success" description={t('documents.complete')} />
            ) : null}
            {missing.includes('face_verification') ? (
              <Button asChild variant="secondary" className="self-start">
                <Link href={`/self_pass?order_id=${encodeURIComponent(orderId)}`}>{t('documents.face')}</Link>
              </Button>
            ) : null}
            {missing.length === 0 && !reviewDue ? (
              <Button asChild className="self-start">
                <Link href={`/pay?order_id=${encodeURIComponent(orderId)}`}>{t('documents.pay')}</Link>
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
