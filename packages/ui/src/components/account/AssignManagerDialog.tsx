import type { ReactNode } from 'react';
import { useEduPay } from '../../provider/useEduPay';
import { useDomainText } from '../../i18n/useDomainText';
import { registrationMessages } from './registrationMessages';
import { Button } from '../../primitives/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/Dialog';
import { useToast } from '../../primitives/Toast';
import type { RegistrationResponse } from './RegistrationForm';

export interface AssignManagerDialogProps {
  /** The registration response: the assigned manager's `wechat_number`, `is_wechat`, `tell` and `qr_code`. */
  manager: RegistrationResponse;
  /** The user's country (alpha-3). The phone shows only for CHN in Chinese (zh-CN). */
  country?: string;
  /** Controlled visibility; pair with `onOpenChange`. */
  open?: boolean;
  /** Uncontrolled: open at first. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The footer button: the dialog closes, then this is called. */
  onDone?: () => void;
  /** Copies the messaging id; default `navigator.clipboard.writeText`. Awaited: "Copied" on success. */
  copy?: (text: string) => Promise<void>;
  /** Where the dialog is portalled (see DialogContent). */
  container?: HTMLElement | null;
}

const defaultCopy = (text: string) => {
  if (typeof navigator === 'undefined' || !navigator.clipboard)
    return Promise.reject(new Error('Clipboard unavailable'));
  return navigator.clipboard.writeText(text);
};

/**
 * Registration success (spec 000 section 2): the assigned account manager's QR code, messaging id
 * (with a copy button) and, when the language is Chinese (zh-CN) and the country is CHN, the phone.
 */
export function AssignManagerDialog({
  manager,
  country,
  open,
  defaultOpen,
  onOpenChange,
  onDone,
  copy = defaultCopy,
  container,
}: AssignManagerDialogProps) {
  const { locale } = useEduPay();
  const t = useDomainText(registrationMessages);
  const toast = useToast();
  const isWechat = String(manager.is_wechat ?? '') === '1';
  const idLabel = isWechat ? t('assignManager.wechat') : t('assignManager.messagingId');
  const showPhone = locale === 'zh-CN' && country === 'CHN' && Boolean(manager.tell);

  const copyId = async () => {
    if (!manager.wechat_number) return;
    try {
      await copy(manager.wechat_number);
      toast.show(t('assignManager.copied'), { tone: 'success' });
    } catch {
      toast.show(t('assignManager.copyFailed'), { tone: 'error' });
    }
  };

  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogContent size="sm" container={container} data-slot="assign-manager-dialog">
        <DialogHeader>
          <DialogTitle>{t('assignManager.title')}</DialogTitle>
          <DialogDescription>{t('assignManager.description')}</DialogDescription>
        </DialogHeader>
        {manager.qr_code ? (
          <figure data-slot="assign-manager-qr" className="m-0 flex flex-col items-center gap-2">
            <img
              src={manager.qr_code}
              alt={t('assignManager.qr')}
              width={160}
              height={160}
              className="size-40 rounded-md border border-line bg-white p-1"
            />
            {isWechat ? <figcaption className="text-xs text-fg-muted">{t('assignManager.qr.hint')}</figcaption> : null}
          </figure>
        ) : null}
        <dl data-slot="assign-manager-details" className="m-0 flex flex-col gap-2 text-sm">
          {manager.wechat_number ? (
            <Row label={idLabel}>
              <span data-slot="assign-manager-id" className="font-medium">
                {manager.wechat_number}
              </span>
              <Button
                variant="link"
                size="sm"
                onClick={copyId}
                aria-label={t('assignManager.copyLabel', { label: idLabel, id: manager.wechat_number })}
              >
                {t('assignManager.copy')}
              </Button>
            </Row>
          ) : null}
          {showPhone ? (
            <Row label={t('assignManager.phone')}>
              <a
                data-slot="assign-manager-phone"
                href={`tel:${manager.tell!.replace(/[^\d+]/g, '')}`}
                className="font-medium text-primary underline underline-offset-4"
              >
                {manager.tell}
              </a>
            </Row>
          ) : null}
        </dl>
        <DialogFooter>
          {/* DialogClose closes in both modes (and calls onOpenChange(false)); onDone follows. */}
          <DialogClose asChild>
            <Button onClick={onDone}>{t('assignManager.done')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <dt className="w-20 shrink-0 text-fg-muted">{label}</dt>
      <dd className="m-0 flex min-w-0 flex-1 items-center gap-3">{children}</dd>
    </div>
  );
}
