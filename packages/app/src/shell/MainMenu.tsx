import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { cn } from '@edupay/ui';
import { useAppText } from '../i18n/useAppText';
import { routes } from '../routes';
import { store } from '../store/store';
import { headerMessages } from './headerMessages';
import { isCurrentEntry, mainMenuItems } from './mainMenu';

/**
 * The main menu: site navigation as a list of links (a `nav` landmark), the pattern WAI-ARIA advises
 * for navigation; the drop-down menus of the header are for commands and choices. Entries come from
 * the route table (mainMenu.ts), so later routes appear here without touching the header.
 */
export function MainMenu({ vertical = false }: { vertical?: boolean }) {
  const t = useAppText(headerMessages);
  const { locale } = useSnapshot(store);
  const [path] = useLocation();
  const items = mainMenuItems(
    routes.map((r) => r.path),
    locale,
  );
  return (
    <nav aria-label={t('header.nav.label')}>
      <ul className={cn('m-0 flex list-none gap-1 p-0', vertical ? 'flex-col items-start' : 'flex-wrap items-center')}>
        {items.map((item) => {
          const current = isCurrentEntry(item, path);
          return (
            <li key={item.id}>
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-md px-3 text-sm text-fg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                  current && 'font-semibold text-primary',
                )}
              >
                {t(`header.nav.${item.id}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
