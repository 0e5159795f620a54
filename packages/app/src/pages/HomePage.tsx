import { useAppText } from '../i18n/useAppText';

// The payment entry (/college_list with InstitutionSearch) joins here when its route lands.
export default function HomePage() {
  const t = useAppText();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-6 py-16">
      <h1 className="text-3xl font-semibold text-fg">{t('home.title')}</h1>
      <p className="text-base text-fg-muted">{t('home.subtitle')}</p>
    </section>
  );
}
