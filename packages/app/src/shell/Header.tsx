import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useAppText } from '../i18n/useAppText';
import { store } from '../store/store';
import { LanguageSwitch } from './LanguageSwitch';

export function Header() {
  const t = useAppText();
  const { user_name } = useSnapshot(store);
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-6 py-3">
        <Link href="/" className="text-lg font-semibold text-primary" aria-label={t('nav.home')}>
          EduPay
        </Link>
        <div className="flex items-center gap-3">
          {user_name ? <span className="text-sm text-fg">{user_name}</span> : null}
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
