import { useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { useSnapshot } from 'valtio';
import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, useToast, useEduPay } from '@edupay/ui';
import { confirmScan } from '../api/account';
import { useAppText } from '../i18n/useAppText';
import { dialogs } from '../store/dialogs';
import { store } from '../store/store';
import { loginDialogMessages } from './loginDialogMessages';

/**
 * Scan login, the phone's side: the QR code of login step 3 opens `/?type=scan_login&ticket=..` here.
 * A logged-in user confirms, and the computer polling that ticket is logged in as them. Asking first
 * matters: a QR code sent by someone else must not log a stranger into this account silently.
 */
export function ScanConfirmDialog() {
  const t = useAppText(loginDialogMessages);
  // The kit's own word for a busy button, read by screen readers while the call runs.
  const { t: kit } = useEduPay();
  const { scanTicket } = useSnapshot(dialogs);
  const { user_name } = useSnapshot(store);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const open = scanTicket !== null && user_name !== '';

  const close = () => {
    dialogs.scanTicket = null;
    setError(null);
  };
  const confirm = async () => {
    if (!scanTicket) return;
    setBusy(true);
    try {
      const result = await confirmScan(scanTicket);
      if (isSuccess(result)) {
        toast.show(t('scanConfirm.done'), { tone: 'success' });
        close();
      } else setError(result.message ?? null);
    } catch {
      // The api client has told the user about the network.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent size="sm">
        <DialogTitle>{t('scanConfirm.title')}</DialogTitle>
        <DialogDescription>{t('scanConfirm.body', { user: user_name })}</DialogDescription>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <DialogFooter>
          <Button variant="secondary" onClick={close}>
            {t('scanConfirm.cancel')}
          </Button>
          <Button onClick={confirm} loading={busy} loadingLabel={kit('button.loading')}>
            {t('scanConfirm.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
