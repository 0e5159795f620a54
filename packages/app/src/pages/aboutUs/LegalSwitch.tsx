import { Link } from 'wouter';
import type { AppText } from '../../i18n/useAppText';
import { ABOUT_US_KINDS, type AboutUsKind } from './aboutUsKinds';

type Keys = 'aboutUs.switch' | `aboutUs.switch.${AboutUsKind}`;

/**
 * The "Terms | Privacy" switch above the document. Other query parameters (the spec's `country`)
 * are kept, so switching documents does not change the country the page was opened for.
 */
export function LegalSwitch({ current, search, t }: { current: AboutUsKind; search: string; t: AppText<Keys> }) {
  return (
    <nav aria-label={t('aboutUs.switch')} className="text-sm">
      <ul className="m-0 flex list-none items-center gap-2 p-0">
        {ABOUT_US_KINDS.map((kind, i) => {
          const query = new URLSearchParams(search);
          query.set('k', kind);
          const isCurrent = kind === current;
          return (
            <li key={kind} className="flex items-center gap-2">
              {i > 0 ? (
                <span aria-hidden="true" className="text-fg-muted">
                  |
                </span>
              ) : null}
              <Link
                href={`/about_us?${query.toString()}`}
                aria-current={isCurrent ? 'page' : undefined}
                className={`rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ${isCurrent ? 'font-semibold text-fg' : 'text-primary'}`}
              >
                {t(`aboutUs.switch.${kind}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
