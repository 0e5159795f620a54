import { useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useScanningPhone } from '@edupay/ui';
import type { SiteLink } from '../api/config';
import { QrImage } from '../customerService/QrImage';
import { useAppText, type AppText } from '../i18n/useAppText';
import { routes } from '../routes';
import { configStore } from '../store/configStore';
import { store } from '../store/store';
import { builtLinks, isInternal } from './builtLinks';
import { footerMessages } from './footerMessages';
import { recordFilingFor } from './recordFiling';
import { socialLinks } from './socialLinks';

const noChanges = () => () => {};

type FooterText = AppText<keyof (typeof footerMessages)['en']>;

// At least 24 px tall (WCAG 2.5.8 target size): a line of small text alone is 20 px, too small to tap.
const linkClass = 'inline-flex min-h-6 items-center rounded-sm text-sm text-fg-muted hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * The footer (spec 000 section 2): link groups from the config, a QR code, social links, the year
 * from the current date, and the record-filing line chosen by the hosting domain.
 */
export function Footer() {
  const t = useAppText(footerMessages);
  const { config } = useSnapshot(configStore);
  const { locale } = useSnapshot(store);
  const paths = routes.map((r) => r.path);
  const groups = [
    { id: 'friend', title: t('footer.group.friend'), links: builtLinks(config?.friend_link_list, paths, locale) },
    { id: 'education', title: t('footer.group.education'), links: builtLinks(config?.education_list, paths, locale) },
    { id: 'finance', title: t('footer.group.finance'), links: builtLinks(config?.finance_list, paths, locale) },
    { id: 'investment', title: t('footer.group.investment'), links: builtLinks(config?.investment_list, paths, locale) },
    { id: 'about', title: t('footer.group.about'), links: builtLinks(config?.aboutUs_list, paths, locale) },
  ].filter((group) => group.links.length > 0);
  // Not on the phone that would have to scan it (issue 14 item 8): there the WeChat link among the
  // social links opens the same official account.
  const qr = useScanningPhone() ? undefined : config?.cs_school_qr_code || config?.cs_info?.public_account;
  const social = socialLinks(config?.cs_info?.public_account, config?.cs_info?.email);
  // The host is unknown to the prerendered home page (src/prerender.tsx): none while hydrating, then the real one.
  const host = useSyncExternalStore(noChanges, () => window.location.hostname, () => '');
  const filing = host ? recordFilingFor(host) : null;

  // Bottom padding: the floating buttons' footprint (app.css), so they never cover the last line.
  return (
    <footer className="border-t border-line bg-surface px-6 pt-8 pb-[var(--edupay-floating-footprint)]" data-testid="footer">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 md:flex-row md:justify-between">
        {groups.length > 0 ? (
          <nav aria-label={t('footer.label')} className="grid grid-cols-2 gap-6 sm:grid-cols-3">
            {groups.map((group) => (
              <section key={group.id} aria-labelledby={`footer-${group.id}`}>
                <h2 id={`footer-${group.id}`} className="mb-2 text-sm font-semibold text-fg">
                  {group.title}
                </h2>
                <ul className="m-0 flex list-none flex-col gap-1 p-0">
                  {group.links.map((link) => (
                    <li key={link.url}>
                      <FooterLink link={link} t={t} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        ) : null}
        <div className="flex flex-col gap-4 md:items-end">
          {qr ? (
            <figure className="m-0 flex flex-col items-center gap-1">
              <QrImage value={qr} alt={t('footer.qr.alt')} failedText={t('footer.qr')} size={96} />
              <figcaption className="text-xs text-fg-muted">
                {t('footer.qr')} · {t('footer.qr.hint')}
              </figcaption>
            </figure>
          ) : null}
          <div>
            <h2 className="mb-2 text-sm font-semibold text-fg">{t('footer.social')}</h2>
            <ul className="m-0 flex list-none flex-wrap gap-3 p-0">
              {social.map((link) => (
                <li key={link.id}>
                  {link.id === 'email' ? (
                    <a href={link.url} className={linkClass}>
                      {t('footer.social.email')}
                    </a>
                  ) : (
                    <a href={link.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                      {t(`footer.social.${link.id}`)}
                      <span className="sr-only"> {t('footer.newTab')}</span>
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="mx-auto mt-8 flex max-w-6xl flex-wrap justify-center gap-x-4 gap-y-1 text-center text-sm text-fg-muted">
        {/* The year comes from the current date (spec 000 section 2, Footer). */}
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        {filing ? (
          <a href={filing.url} target="_blank" rel="noopener noreferrer" className={linkClass} data-testid="record-filing">
            {t('footer.filing', { icp: filing.icp })}
          </a>
        ) : null}
      </div>
    </footer>
  );
}

function FooterLink({ link, t }: { link: SiteLink; t: FooterText }) {
  if (isInternal(link.url)) {
    return (
      <Link href={link.url} className={linkClass}>
        {link.title}
      </Link>
    );
  }
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {link.title}
      <span className="sr-only"> {t('footer.newTab')}</span>
    </a>
  );
}
