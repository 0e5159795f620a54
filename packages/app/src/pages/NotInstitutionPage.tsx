import { useAppText } from '../i18n/useAppText';

/** /not_institution: offered when a school search finds nothing (spec 000 section 2). */
export default function NotInstitutionPage() {
  const t = useAppText();
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-3 px-6 py-16">
      <h1 className="text-2xl font-semibold text-fg">{t('notInstitution.title')}</h1>
      <p className="text-base text-fg-muted">{t('notInstitution.body')}</p>
    </section>
  );
}
