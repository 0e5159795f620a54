import { Link } from 'wouter';
import { EmptyState, buttonVariants } from '@edupay/ui';
import { useAppText } from '../i18n/useAppText';

/** Spec 000 section 8: "This page could not be found" with 404. */
export default function NotFoundPage() {
  const t = useAppText();
  return (
    <section className="mx-auto max-w-3xl px-6 py-16" data-status="404">
      <EmptyState
        title={<span><span aria-hidden="true">404 · </span>{t('notFound.title')}</span>}
        action={<Link href="/" className={buttonVariants({ variant: 'secondary' })}>{t('notFound.back')}</Link>}
      />
    </section>
  );
}
