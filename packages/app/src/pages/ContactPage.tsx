import { useState, type FormEvent } from 'react';
import { isSuccess } from '@edupay/forms/contract';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Alert, Button, Field, getControlProps, Select, TextField } from '@edupay/ui';
import { contactForm, sendContact } from '../api/content';
import { useAppText } from '../i18n/useAppText';
import { useHydrated } from '../routing/useHydrated';
import { store } from '../store/store';
import { checkContact, contactFieldError, EMPTY_CONTACT, type ContactErrors, type ContactField, type ContactValues } from './content/contactForm';
import { contentMessages } from './content/contentMessages';
import { useLoaded } from './content/useLoaded';

const fieldId = (name: ContactField) => `contact-${name}`;

/**
 * /contact (payers) and /contactb (institutions and partners): the contact form (spec 000 section 2),
 * checked as the visitor leaves each field and on submit with @edupay/forms' contactSchema, sent to
 * nuxt/save__info; a refusal from the server is shown at the field it names.
 */
export default function ContactPage() {
  const t = useAppText(contentMessages);
  const { locale } = useSnapshot(store);
  const [path] = useLocation();
  const form = path === '/contactb' ? 'contactb' : 'contact';
  const definition = useLoaded(`get_form|${locale}|${form}`, () => contactForm(form));
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  // Prerendered (src/prerender.tsx) and hydrated at the visitor's first move: the fields take text only once
  // the app runs, so nothing typed before is dropped. The send button stays live: boot.ts holds its click.
  const disabled = !useHydrated();

  const change = (name: ContactField) => (value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // Once a field shows an error, it updates as the visitor types.
    if (errors[name]) setErrors({ ...errors, [name]: contactFieldError(name, next, locale) });
  };
  const blur = (name: ContactField) => () => setErrors({ ...errors, [name]: contactFieldError(name, values, locale) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkContact(values, locale);
    setErrors(checked.errors);
    if (checked.first) {
      document.getElementById(fieldId(checked.first))?.focus();
      return;
    }
    setBusy(true);
    const answer = await sendContact({ form, ...values }).finally(() => setBusy(false));
    if (isSuccess(answer) && answer.data) {
      setSent(answer.data.id);
      setValues(EMPTY_CONTACT);
      return;
    }
    const field = (answer.data as { field?: string } | undefined)?.field as ContactField | undefined;
    if (field && field in EMPTY_CONTACT) {
      setErrors({ [field]: answer.message ?? '' });
      document.getElementById(fieldId(field))?.focus();
    }
  };

  const options = definition.state === 'ready' ? definition.data.enquiry_types.map((o) => ({ value: o.key, label: o.name })) : [];
  const text = (name: 'contact_name' | 'email' | 'phone' | 'organisation', label: string, props: { type?: string; required?: boolean; autoComplete?: string; maxLength: number }) => (
    <TextField
      id={fieldId(name)}
      label={label}
      value={values[name]}
      onChange={change(name)}
      onBlur={blur(name)}
      error={errors[name]}
      disabled={disabled}
      {...props}
    />
  );

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6" data-testid="contact-page">
      <div className="flex flex-col gap-2">
        <h1 className="m-0 text-2xl font-semibold text-fg">{t(form === 'contactb' ? 'contact.titleBusiness' : 'contact.title')}</h1>
        <p className="m-0 text-base text-fg-muted">{t('contact.intro')}</p>
      </div>
      <div>
        {sent !== null ? (
          <Alert tone="success" data-testid="contact-sent">
            {t('contact.sent', { id: sent })}
          </Alert>
        ) : null}
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="contact-form">
        {text('contact_name', t('contact.name'), { required: true, autoComplete: 'name', maxLength: 40 })}
        {text('email', t('contact.email'), { type: 'email', required: true, autoComplete: 'email', maxLength: 254 })}
        {text('phone', t('contact.phone'), { type: 'tel', autoComplete: 'tel', maxLength: 15 })}
        {text('organisation', t(form === 'contactb' ? 'contact.organisation' : 'contact.organisationOptional'), { autoComplete: 'organization', maxLength: 100 })}
        <Select
          id={fieldId('enquiry_type')}
          label={t('contact.enquiry')}
          required
          options={options}
          value={values.enquiry_type}
          onChange={change('enquiry_type')}
          onBlur={blur('enquiry_type')}
          error={errors.enquiry_type}
          disabled={disabled}
        />
        <Field label={t('contact.message')} required error={errors.message} id={fieldId('message')}>
          {(ids) => (
            <textarea
              rows={6}
              maxLength={2000}
              value={values.message}
              onChange={(event) => change('message')(event.target.value)}
              onBlur={blur('message')}
              disabled={disabled}
              className="min-h-32 w-full rounded-md border border-line bg-surface px-3 py-2 text-base text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-invalid:border-danger"
              {...getControlProps(ids, { error: errors.message, required: true })}
            />
          )}
        </Field>
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? t('contact.sending') : t('contact.send')}
        </Button>
      </form>
    </section>
  );
}
