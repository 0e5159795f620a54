import type { RefObject } from 'react';
import { Link } from 'wouter';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, PdfPager } from '@edupay/ui';
import { useAppText } from '../i18n/useAppText';
import { GUIDE_DOWNLOAD_NAME, GUIDE_DOWNLOAD_URL, GUIDE_PARTS } from './guideFiles';
import { paymentGuideMessages } from './paymentGuideMessages';

/**
 * The payment guide (country IND): the kit's PdfPager over the guide's three PDFs, one download with
 * a fixed file name, and a link to fee payment. Loaded on first open, pdf.js after it.
 */
export default function PaymentGuideDialog({ onClose, returnFocusTo }: { onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  const t = useAppText(paymentGuideMessages);
  return (
    <Dialog open onOpenChange={(open) => void (open || onClose())}>
      <DialogContent
        size="lg"
        data-testid="payment-guide-dialog"
        // Opened without a Radix DialogTrigger: focus goes back to the header's guide button by hand.
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo.current?.isConnected) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('guide.title')}</DialogTitle>
          <DialogDescription>{t('guide.description')}</DialogDescription>
        </DialogHeader>
        <PdfPager
          label={t('guide.viewer')}
          documents={GUIDE_PARTS.map((part) => ({ id: part.id, url: part.url, title: t(part.titleKey) }))}
          downloadName={GUIDE_DOWNLOAD_NAME}
          downloadUrl={GUIDE_DOWNLOAD_URL}
          actions={
            <Button asChild variant="secondary" size="sm">
              <Link href="/college_list" onClick={onClose}>
                {t('guide.pay')}
              </Link>
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
