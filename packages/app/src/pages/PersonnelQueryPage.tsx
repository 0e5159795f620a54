import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { alertVariants, Button, ImageCaptchaField, TextField, useEduPay } from '@edupay/ui';
import { searchPersonal, staffCaptchaUrl, type StaffLookup } from '../api/staff';
import { useAppText } from '../i18n/useAppText';
import { useHydrated } from '../routing/useHydrated';
import { StaffCard } from '../staff/StaffCard';
import { checkStaffForm, type StaffFormErrors } from '../staff/staffForm';
import { staffMessages } from '../staff/staffMessages';
import { openLogin } from '../store/dialogs';
import { isLoggedIn, store } from '../store/store';
import NotFoundPage from './NotFoundPage';

const KEYWORD_ID = 'staff-keyword';
const CAPTCHA_ID = 'staff-captcha';

/**
 * /personnel_query: the public staff lookup (spec 000 sections 2, 6 and 8), Chinese language only;
 * in English the route is not found. A phone number or messaging id plus the 4-digit image captcha;
 * the staff card when found, the spec's warning about counterfeiters when not.
 */
export default function PersonnelQueryPage() {
  const { locale } = useSnapshot(store);
  if (locale === 'en') return <NotFoundPage />;
  return <PersonnelQuery />;
}

function PersonnelQuery() {
  const t = useAppText(staffMessages);
  // Logged in: no picture to read (the server skips it); otherwise logging in is the way round it.
  const signedIn = isLoggedIn(useSnapshot(store));
  // The kit's own word for a busy button, read by screen readers while the call runs.
  const { t: kit } = useEduPay();
  const [keyword, setKeyword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [errors, setErrors] = useState<StaffFormErrors>({});
  const [serverCaptchaError, setServerCaptchaError] = useState('');
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<StaffLookup | null>(null);
  // Prerendered (src/prerender.tsx) and hydrated at the visitor's first move: the fields take text only once
  // the app runs, and the captcha's image (which opens the session) is asked for only then.
  const disabled = !useHydrated();

  // A captcha is single use: every answer from the server asks for a new picture.
  const newCaptcha = () => {
    setCaptcha('');
    setCaptchaGeneration((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkStaffForm(keyword, captcha, !signedIn);
    setErrors(found);
    setServerCaptchaError('');
    if (found.keyword || found.captcha) {
      document.getElementById(found.keyword ? KEYWORD_ID : CAPTCHA_ID)?.focus();
      return;
    }
    setBusy(true);
    const outcome = await searchPersonal({ keyword: keyword.trim(), ...(signedIn ? {} : { img_captcha: captcha.trim() }) });
    setBusy(false);
    newCaptcha();
    if (outcome.kind === 'captchaWrong') {
      setServerCaptchaError(outcome.message || t('staff.captcha.invalid'));
      setResult(null);
      document.getElementById(CAPTCHA_ID)?.focus();
      return;
    }
    setResult(outcome);
  };

  const captchaError = serverCaptchaError || (errors.captcha ? t('staff.captcha.invalid') : undefined);

  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6 px-6 py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-fg">{t('staff.title')}</h1>
        <p className="text-base text-fg-muted">{t('staff.intro')}</p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="staff-form">
        <TextField
          id={KEYWORD_ID}
          label={t('staff.keyword')}
          hint={t('staff.keyword.hint')}
          required
          autoComplete="off"
          maxLength={50}
          disabled={disabled}
          value={keyword}
          onChange={(value) => {
            setKeyword(value);
            if (errors.keyword && value.trim() !== '') setErrors((e) => ({ ...e, keyword: undefined }));
          }}
          error={errors.keyword ? t('staff.keyword.required') : undefined}
        />
        {signedIn ? null : (
          <>
            <ImageCaptchaField
              id={CAPTCHA_ID}
              getImageUrl={staffCaptchaUrl}
              refreshKey={captchaGeneration}
              disabled={disabled}
              value={captcha}
              onChange={(value) => {
                setCaptcha(value);
                if (serverCaptchaError) setServerCaptchaError('');
                if (errors.captcha && /^\d{4}$/.test(value)) setErrors((e) => ({ ...e, captcha: undefined }));
              }}
              error={captchaError}
            />
            <p className="m-0 flex flex-wrap items-center gap-x-2 text-sm text-fg-muted">
              {t('staff.captcha.alternative')}
              <Button type="button" variant="link" onClick={(event) => openLogin('sms', {}, event.currentTarget)}>
                {t('staff.captcha.login')}
              </Button>
            </p>
          </>
        )}
        <Button type="submit" loading={busy} loadingLabel={kit('button.loading')} className="self-start">
          {t('staff.submit')}
        </Button>
      </form>
      <div aria-live="polite" data-testid="staff-result">
        {result?.kind === 'found' ? <StaffCard staff={result.staff} /> : null}
        {result?.kind === 'notFound' ? (
          <p className={alertVariants({ tone: 'warning' })} data-testid="staff-not-found">
            {t('staff.notFound')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
