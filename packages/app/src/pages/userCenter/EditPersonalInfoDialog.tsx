import { useMemo, useState, type FormEvent, type RefObject } from 'react';
import { useSnapshot } from 'valtio';
import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, PhoneField, Select, TextField, useEduPay } from '@edupay/ui';
import { isSuccess, STATUS } from '@edupay/forms/contract';
import { updatePersonalInfo, type PersonalInfo } from '../../api/user';
import { useAppText } from '../../i18n/useAppText';
import { configStore } from '../../store/configStore';
import { store } from '../../store/store';
import { checkForm, fieldOfServer, formFromInfo, isChinaResident, requiredFields, toPayload, yearChoices, type FormErrors, type FormField, type PersonalInfoForm } from './personalInfoForm';
import { monthOptions } from './profileDates';
import { userCenterMessages } from './userCenterMessages';

const ids: Record<FormField, string> = {
  contact: 'user-center-contact',
  major: 'user-center-major',
  enrol_year: 'user-center-enrol-year',
  enrol_month: 'user-center-enrol-month',
};

export interface EditPersonalInfoDialogProps {
  info: PersonalInfo;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets focus back on close (the page's Edit button; Radix's own return target may be re-rendered away). */
  returnFocusTo?: RefObject<HTMLButtonElement | null>;
  /** The saved info, as the server answered it, and its (localized) message. */
  onSaved: (info: PersonalInfo, message: string) => void;
}

/**
 * The edit modal of the basic info (spec 001 section 2): contact number, major and enrolment, the
 * fields a user may change themselves. Radix unmounts the content when closed, so every opening
 * starts from the saved info; while open, a refusal keeps everything typed and shows the server's
 * message beside its field (or above the buttons when it names none).
 */
export function EditPersonalInfoDialog({ info, open, onOpenChange, onSaved, returnFocusTo }: EditPersonalInfoDialogProps) {
  const t = useAppText(userCenterMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="md"
        data-testid="edit-personal-info"
        onCloseAutoFocus={(event) => {
          const opener = returnFocusTo?.current;
          if (!opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('userCenter.edit.title')}</DialogTitle>
          <DialogDescription>{t('userCenter.edit.description')}</DialogDescription>
        </DialogHeader>
        <EditForm info={info} onCancel={() => onOpenChange(false)} onSaved={onSaved} />
      </DialogContent>
    </Dialog>
  );
}

function EditForm({ info, onCancel, onSaved }: { info: PersonalInfo; onCancel: () => void; onSaved: EditPersonalInfoDialogProps['onSaved'] }) {
  const t = useAppText(userCenterMessages);
  const { locale } = useSnapshot(store);
  const { config } = useSnapshot(configStore);
  const codes = config?.tel_code_list ?? [];
  const [form, setForm] = useState<PersonalInfoForm>(() => formFromInfo(info, codes[0]?.tel_code));
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const required = useMemo(() => requiredFields(info), [info]);
  // The kit's own word for a busy button, read by screen readers while the call runs.
  const { t: kit } = useEduPay();
  const years = useMemo(() => yearChoices(info).map((year) => ({ value: String(year), label: String(year) })), [info]);
  const months = useMemo(() => monthOptions(locale), [locale]);

  const change = (next: Partial<PersonalInfoForm>) => {
    const updated = { ...form, ...next };
    setForm(updated);
    setFailure(null);
    // A field that showed a message is judged again as it is corrected, so the message goes away at once.
    if (Object.keys(errors).length > 0) {
      const { errors: now } = checkForm(info, updated, locale);
      setErrors((shown) => Object.fromEntries(Object.keys(shown).filter((f) => now[f as FormField]).map((f) => [f, now[f as FormField]])) as FormErrors);
    }
  };

  const focus = (field: FormField) => document.getElementById(ids[field])?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkForm(info, form, locale);
    setErrors(checked.errors);
    setFailure(null);
    if (checked.first) {
      focus(checked.first);
      return;
    }
    setBusy(true);
    try {
      const result = await updatePersonalInfo(toPayload(info, form));
      if (isSuccess(result) && result.data) {
        onSaved(result.data, result.message || t('userCenter.edit.saved'));
        return;
      }
      // Logged out meanwhile: the response policy opens the login dialog, which takes this one's place.
      if (result.status_code === STATUS.NEED_LOGIN) {
        onCancel();
        return;
      }
      const field = fieldOfServer(result.data?.field);
      const message = result.message || t('userCenter.edit.failed');
      if (field) {
        setErrors({ [field]: message });
        focus(field);
      } else setFailure(message);
    } catch {
      // No answer at all: the api client has toasted the network failure; the dialog says it too.
      setFailure(t('userCenter.edit.failed'));
    } finally {
      setBusy(false);
    }
  };

  const contactProps = {
    id: ids.contact,
    hint: t('userCenter.edit.contactHint'),
    error: errors.contact,
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {isChinaResident(info) ? (
        <TextField {...contactProps} label={t('userCenter.basic.contact')} maxLength={30} value={form.contact} onChange={(contact) => change({ contact })} />
      ) : (
        <PhoneField
          {...contactProps}
          label={t('userCenter.basic.contactAbroad')}
          codes={codes}
          value={{ tel_code: form.whats_code, phone: form.contact }}
          onChange={(next) => change({ whats_code: next.tel_code, contact: next.phone })}
        />
      )}
      <TextField id={ids.major} label={t('userCenter.basic.major')} required={required.major} maxLength={100} value={form.major} onChange={(major) => change({ major })} error={errors.major} />
      <fieldset className="m-0 grid gap-4 border-0 p-0 sm:grid-cols-2">
        <legend className="sr-only">{t('userCenter.basic.enrolment')}</legend>
        <Select id={ids.enrol_year} label={t('userCenter.edit.year')} required={required.enrolment} options={years} value={form.enrol_year} onChange={(enrol_year) => change({ enrol_year })} error={errors.enrol_year} />
        <Select id={ids.enrol_month} label={t('userCenter.edit.month')} required={required.enrolment} options={months} value={form.enrol_month} onChange={(enrol_month) => change({ enrol_month })} error={errors.enrol_month} />
      </fieldset>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          {t('userCenter.edit.cancel')}
        </Button>
        <Button type="submit" loading={busy} loadingLabel={kit('button.loading')}>
          {t('userCenter.edit.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
