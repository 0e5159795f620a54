import { useAppText } from '../i18n/useAppText';

export function Footer() {
  const t = useAppText();
  // The year comes from the current date (spec 000 section 2, Footer).
  return (
    <footer className="border-t border-line bg-surface px-6 py-6 text-center text-sm text-fg-muted">
      {t('footer.copyright', { year: new Date().getFullYear() })}
    </footer>
  );
}
