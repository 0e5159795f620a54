import { useRef, useState } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Alert, AssignManagerDialog, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, RegistrationForm, useScanningPhone, useToast, type RegistrationPayload } from '@edupay/ui';
import * as account from '../api/account';
import type { ApiResult } from '@edupay/forms/contract';
import { searchInstitutions } from '../api/institutions';
import { useAppText } from '../i18n/useAppText';
import { configStore } from '../store/configStore';
import { dialogs } from '../store/dialogs';
import { store } from '../store/store';
import { completeLogin } from './completeLogin';
import { orderPhoneProven } from './waitForLogin';
import { loginDialogMessages } from './loginDialogMessages';
import { partnerKeys } from './partnerKeys';
import { openNotInstitution } from '../routing/notInstitutionHref';

/**
 * The registration supplement and, once it succeeds, the assign-manager dialog (spec 000 sections
 * 2 and 4). Registration logs the new user in; after the manager is shown the visitor goes on to
 * the route they asked for, if any.
 */
export function RegistrationDialog() {
  const t = useAppText(loginDialogMessages);
  const { registration, assignedManager } = useSnapshot(dialogs);
  const { config } = useSnapshot(configStore);
  const { channel_country, remittance_country_id, country } = useSnapshot(store);
  const toast = useToast();
  const [location, navigate] = useLocation();
  // The manager's QR is a picture to scan: not on the phone that would scan it, where the messaging
  // id and phone number beside it are the way to reach them (issue 14 item 8).
  const scanningPhone = useScanningPhone();
  // The register answer's user_info (the form's onSuccess hands over `data` only).
  const registered = useRef<ApiResult['user_info']>(undefined);
  // Something was typed or chosen in the form: closing it (Escape, the overlay, the close button)
  // then asks first instead of losing it. The form's own Cancel button is an explicit choice.
  // Kept per opening (the store's registration object), so a form closed some other way (a
  // navigation) does not ask on its next opening.
  const [dirtyFor, setDirtyFor] = useState<object | null>(null);
  const dirty = dirtyFor !== null && dirtyFor === dialogs.registration;
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const keepEditing = useRef<HTMLButtonElement>(null);
  const close = () => {
    setDirtyFor(null);
    setConfirmDiscard(false);
    dialogs.registration = null;
    dialogs.registrationPrefill = null;
  };

  // The order form the login was opened from (/order is open to anonymous payers; /order_fee is not).
  const onOrderForm = location === '/order';
  const orderWithoutAccount = () => {
    orderPhoneProven();
    close();
    toast.show(t('loginDialog.orderPhoneProven'), { tone: 'success' });
    // Back to where the payer was: the form's submit button (the order goes on by itself), everything typed still there.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-slot="order-submit"]')?.focus());
  };

  const submit = async (payload: RegistrationPayload) => {
    const result = await account.register(payload);
    if (isSuccess(result)) registered.current = (result as ApiResult).user_info;
    return result;
  };

  const finish = () => {
    const target = completeLogin(registered.current);
    if (target) navigate(target);
  };

  const keys = partnerKeys();
  return (
    <>
      <Dialog
        open={registration !== null}
        onOpenChange={(open) => {
          if (open) return;
          if (dirty) setConfirmDiscard(true);
          else close();
        }}
      >
        <DialogContent size="lg" aria-describedby={undefined} onChangeCapture={() => setDirtyFor(dialogs.registration)}>
          <DialogTitle>{t('loginDialog.registrationTitle')}</DialogTitle>
          {registration?.loginMethod === 'phone' && onOrderForm ? (
            // An anonymous payer (spec 001 section 2: anonymous users may place orders): the SMS code
            // has proven the phone, which is all an order needs; registering can wait.
            <Alert
              tone="info"
              description={t('loginDialog.orderWithoutAccount.hint')}
              action={
                <Button variant="secondary" size="sm" onClick={orderWithoutAccount} data-testid="order-without-account">
                  {t('loginDialog.orderWithoutAccount')}
                </Button>
              }
            />
          ) : null}
          {registration ? (
            <RegistrationForm
              // What the page already holds (the order's payer, student and school) is not asked again.
              defaultValue={dialogs.registrationPrefill ?? undefined}
              loginMethod={registration.loginMethod}
              phone={registration.loginMethod === 'phone' ? registration.phone : undefined}
              telCode={registration.loginMethod === 'phone' ? registration.tel_code : undefined}
              email={registration.loginMethod === 'email' ? registration.email : undefined}
              roles={(config?.register_role ?? []).map((role) => ({ value: String(role.value), name: role.name }))}
              countries={config?.country ?? []}
              stages={config?.reading_stage ?? []}
              codes={config?.tel_code_list ?? []}
              country={country}
              channelCountry={channel_country || undefined}
              searchInstitutions={(query) => searchInstitutions(query, remittance_country_id, { forRegistration: true })}
              onInstitutionNotFound={(query) => openNotInstitution(country, query)}
              termsHref="/about_us?k=clause"
              privacyHref="/about_us?k=policy"
              thirdPartKey={keys.thirdPartKey}
              merchantNum={keys.merchantNum}
              onSubmit={submit}
              onSuccess={(data) => {
                close();
                store.user_name = registered.current?.user_name ?? '';
                dialogs.assignedManager = data ?? {};
                if (!data) toast.show(t('loginDialog.loggedIn'), { tone: 'success' });
              }}
              onCancel={close}
            />
          ) : null}
          <Dialog open={confirmDiscard} onOpenChange={setConfirmDiscard}>
            <DialogContent
              size="sm"
              role="alertdialog"
              hideClose
              // The safe answer first: Enter or Space keeps the form.
              onOpenAutoFocus={(event) => {
                event.preventDefault();
                keepEditing.current?.focus();
              }}
            >
              <DialogTitle>{t('loginDialog.discardTitle')}</DialogTitle>
              <DialogDescription>{t('loginDialog.discardBody')}</DialogDescription>
              <DialogFooter>
                <Button variant="secondary" onClick={close}>
                  {t('loginDialog.discardConfirm')}
                </Button>
                <Button ref={keepEditing} onClick={() => setConfirmDiscard(false)}>
                  {t('loginDialog.discardKeep')}
                </Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </DialogContent>
      </Dialog>
      {assignedManager ? (
        <AssignManagerDialog
          manager={scanningPhone ? { ...assignedManager, qr_code: '' } : assignedManager}
          country={country}
          open
          onOpenChange={(open) => (open ? undefined : finish())}
          onDone={finish}
        />
      ) : null}
    </>
  );
}
