import { useAppText } from '../i18n/useAppText';

/** Where status 4005 sends every page (spec 000 section 8). */
export default function OutOfServicePage() {
  const t = useAppText();
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-3 px-6 py-16">
      <h1 className="text-2xl font-semibold text-fg">{t('outOfService.title')}</h1>
      <p className="text-base text-fg-muted">{t('outOfService.body')}</p>
    </section>
  );
}
