import { Link } from 'wouter';
import { Button } from '@edupay/ui';
import { useAppText } from '../i18n/useAppText';

/** Spec 000 section 8: "This page could not be found" with 404. */
export default function NotFoundPage() {
  const t = useAppText();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-6 py-16" data-status="404">
      <p className="text-5xl font-semibold text-fg-muted" aria-hidden="true">404</p>
      <h1 className="text-2xl font-semibold text-fg">{t('notFound.title')}</h1>
      <Button asChild variant="secondary">
        <Link href="/">{t('notFound.back')}</Link>
      </Button>
    </section>
  );
}
