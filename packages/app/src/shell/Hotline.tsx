import { useSnapshot } from 'valtio';
import { useAppText } from '../i18n/useAppText';
import { store } from '../store/store';
import { headerMessages } from './headerMessages';

/** The fixed 400 hotline of the Chinese header (spec 000 section 2); not shown in English. */
export function Hotline() {
  const t = useAppText(headerMessages);
  const { locale, phone } = useSnapshot(store);
  if (locale === 'en' || !phone) return null;
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      className="inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm text-fg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      data-testid="hotline"
    >
      <span className="text-fg-muted">{t('header.hotline')}</span>
      <span className="font-semibold text-primary">{phone}</span>
    </a>
  );
}
