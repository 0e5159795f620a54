import { useRef } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { AssignManagerDialog, Dialog, DialogContent, DialogTitle, RegistrationForm, useToast, type RegistrationPayload } from '@edupay/ui';
import * as account from '../api/account';
import type { ApiResult } from '../api/envelope';
import { searchInstitutions } from '../api/institutions';
import { useAppText } from '../i18n/useAppText';
import { configStore } from '../store/configStore';
import { dialogs } from '../store/dialogs';
import { store } from '../store/store';
import { completeLogin } from './completeLogin';
import { loginDialogMessages } from './loginDialogMessages';
import { partnerKeys } from './partnerKeys';

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
  const [, navigate] = useLocation();
  // The register answer's user_info (the form's onSuccess hands over `data` only).
  const registered = useRef<ApiResult['user_info']>(undefined);

  const submit = async (payload: RegistrationPayload) => {
    const result = await account.register(payload);
    if (result.status_code === 200) registered.current = (result as ApiResult).user_info;
    return result;
  };

  const finish = () => {
    const target = completeLogin(registered.current);
    if (target) navigate(target);
  };

  const keys = partnerKeys();
  return (
    <>
      <Dialog open={registration !== null} onOpenChange={(open) => (open ? undefined : (dialogs.registration = null))}>
        <DialogContent size="lg" aria-describedby={undefined}>
          <DialogTitle>{t('loginDialog.registrationTitle')}</DialogTitle>
          {registration ? (
            <RegistrationForm
              loginMethod={registration.loginMethod}
              phone={registration.loginMethod === 'phone' ? registration.phone : undefined}
              telCode={registration.loginMethod === 'phone' ? registration.tel_code : undefined}
              email={registration.loginMethod === 'email' ? registration.email : undefined}
              roles={(config?.register_role ?? []).map((role) => ({ value: String(role.value), name: role.name }))}
              countries={config?.country ?? []}
              stages={config?.reading_stage ?? []}
              codes={config?.tel_code_list ?? []}
              channelCountry={channel_country || undefined}
              searchInstitutions={(query) => searchInstitutions(query, remittance_country_id, { forRegistration: true })}
              onInstitutionNotFound={() => window.open(`/not_institution?country=${encodeURIComponent(country)}`, '_blank', 'noopener')}
              termsHref="/about_us?k=clause"
              privacyHref="/about_us?k=policy"
              thirdPartKey={keys.thirdPartKey}
              merchantNum={keys.merchantNum}
              onSubmit={submit}
              onSuccess={(data) => {
                dialogs.registration = null;
                store.user_name = registered.current?.user_name ?? '';
                dialogs.assignedManager = data ?? {};
                if (!data) toast.show(t('loginDialog.loggedIn'), { tone: 'success' });
              }}
              onCancel={() => (dialogs.registration = null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      {assignedManager ? (
        <AssignManagerDialog
          manager={assignedManager}
          country={country}
          open
          onOpenChange={(open) => (open ? undefined : finish())}
          onDone={finish}
        />
      ) : null}
    </>
  );
}
