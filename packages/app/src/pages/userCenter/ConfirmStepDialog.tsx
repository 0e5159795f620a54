import { useRef } from 'react';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@edupay/ui';

export interface ConfirmStepDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  confirm: string;
  back: string;
  /** A change that cannot be undone (cancel) is shown as such. */
  tone?: 'danger' | 'primary';
  busy: boolean;
  onConfirm: () => void;
  /** Where focus goes when it closes; by default back to the button that opened it. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The question before a change the payer cannot take back (spec 001 section 4: "cancelling an order
 * and confirming arrival each ask for confirmation first"). The safe answer has focus first, so an
 * Enter pressed out of habit changes nothing.
 */
export function ConfirmStepDialog({ open, onOpenChange, title, body, confirm, back, tone = 'primary', busy, onConfirm, onCloseAutoFocus }: ConfirmStepDialogProps) {
  const backButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        size="sm"
        hideClose
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          backButton.current?.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{body}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button ref={backButton} variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {back}
          </Button>
          <Button variant={tone} loading={busy} onClick={onConfirm}>
            {confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
