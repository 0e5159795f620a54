import { Alert } from '@edupay/ui';
import { useAppText } from '../i18n/useAppText';

/** Where status 4005 sends every page (spec 000 section 8). */
export default function OutOfServicePage() {
  const t = useAppText();
  return (
    <section className="mx-auto max-w-3xl px-6 py-16">
      <Alert tone="warning" title={t('outOfService.title')} description={t('outOfService.body')} />
    </section>
  );
}
