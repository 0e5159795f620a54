import { useSnapshot } from 'valtio';
import { Alert, Button, Field, getControlProps, Select, TextField } from '@edupay/ui';
import { useAppText } from '../i18n/useAppText';
import { useHydrated } from '../routing/useHydrated';
import { configStore } from '../store/configStore';
import { store } from '../store/store';
import { notInstitutionMessages } from './notInstitution/notInstitutionMessages';
import { useInstitutionRequest } from './notInstitution/useInstitutionRequest';

/**
 * /not_institution: offered when a school search finds nothing (spec 000 section 2). Not a dead
 * end (issue 14 item 2): the payer asks for the school here, and a registration can go on with the
 * school typed by hand.
 */
export default function NotInstitutionPage() {
  const t = useAppText(notInstitutionMessages);
  const { locale } = useSnapshot(store);
  const { config } = useSnapshot(configStore);
  const request = useInstitutionRequest(locale);
  const countries = (config?.country ?? []).map((c) => ({ value: c.value, label: c.name }));
  const note = request.field('note');
  const hydrated = useHydrated();

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6" data-testid="not-institution-page">
      <div className="flex flex-col gap-2">
        <h1 className="m-0 text-2xl font-semibold text-fg">{t('notInstitution.title')}</h1>
        <p className="m-0 text-base text-fg-muted">{t('notInstitution.intro')}</p>
        <p className="m-0 text-sm text-fg-muted">{t('notInstitution.registering')}</p>
      </div>
      {request.sent !== null ? (
        <div className="flex flex-col items-start gap-3" data-testid="institution-request-sent">
          <Alert tone="success">{t('notInstitution.sent', { id: request.sent })}</Alert>
          <Button variant="secondary" onClick={request.another}>
            {t('notInstitution.another')}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={request.submit} className="flex flex-col gap-4" aria-labelledby="institution-request-title">
          <h2 id="institution-request-title" className="m-0 text-lg font-semibold text-fg">
            {t('notInstitution.formTitle')}
          </h2>
          {/* Rendered by the server for a first visit (SERVER_RENDERED in src/prerender.tsx): the fields take text only once
              the script has hydrated them (React would drop it). */}
          <fieldset disabled={!hydrated} className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
            {request.failed ? <Alert tone="error">{t('notInstitution.failed')}</Alert> : null}
            <TextField label={t('notInstitution.name')} hint={t('notInstitution.name.hint')} required maxLength={100} {...request.field('institution_name')} />
            <Select
              label={t('notInstitution.country')}
              required
              placeholder={t('notInstitution.choose')}
              options={countries}
              {...request.field('institution_country')}
            />
            <TextField label={t('notInstitution.city')} maxLength={60} {...request.field('city')} />
            <TextField label={t('notInstitution.website')} type="url" inputMode="url" maxLength={200} {...request.field('website')} />
            <TextField label={t('notInstitution.contactName')} required autoComplete="name" maxLength={40} {...request.field('contact_name')} />
            <TextField label={t('notInstitution.email')} type="email" required autoComplete="email" maxLength={254} {...request.field('email')} />
            <Field label={t('notInstitution.note')} error={note.error} id={note.id}>
              {(ids) => (
                <textarea
                  rows={4}
                  maxLength={500}
                  value={note.value}
                  onChange={(event) => note.onChange(event.target.value)}
                  onBlur={note.onBlur}
                  className="min-h-24 w-full rounded-md border border-line bg-surface px-3 py-2 text-base text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-invalid:border-danger"
                  {...getControlProps(ids, { error: note.error })}
                />
              )}
            </Field>
            <Button type="submit" disabled={request.busy} className="self-start">
              {request.busy ? t('notInstitution.sending') : t('notInstitution.send')}
            </Button>
          </fieldset>
        </form>
      )}
    </section>
  );
}
