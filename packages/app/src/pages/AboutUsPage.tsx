import { Link, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { useAppText } from '../i18n/useAppText';
import { store } from '../store/store';
import { isAboutUsContentKind, isAboutUsKind } from './aboutUs/aboutUsKinds';
import { AboutUsContent } from './content/AboutUsContent';
import { aboutUsMessages } from './aboutUs/aboutUsMessages';
import { LegalDocumentView } from './aboutUs/LegalDocumentView';
import { LEGAL_LAST_UPDATED, legalTexts } from './aboutUs/legalTexts';
import { LegalSwitch } from './aboutUs/LegalSwitch';
import NotFoundPage from './NotFoundPage';

/**
 * /about_us (spec 000 route table): `k=clause` is the Terms of Service and `k=policy` the Privacy
 * Policy that registration asks the payer to accept; update, partner and news are texts from the
 * server (/other/about_content) with the partners or latest news. A missing or unknown `k` is not found.
 */
export default function AboutUsPage() {
  const search = useSearch();
  const { locale } = useSnapshot(store);
  const t = useAppText(aboutUsMessages);
  const kind = new URLSearchParams(search).get('k');
  if (isAboutUsContentKind(kind)) return <AboutUsContent kind={kind} />;
  if (!isAboutUsKind(kind)) return <NotFoundPage />;
  // A calendar date, not an instant: formatted in UTC so no time zone moves it to the day before.
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${LEGAL_LAST_UPDATED}T00:00:00Z`));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-12" data-testid="about-us">
      <LegalSwitch current={kind} search={search} t={t} />
      <LegalDocumentView
        document={legalTexts[kind][locale]}
        lastUpdated={t('aboutUs.lastUpdated', { date })}
      />
      <p>
        <Link href="/cs_school" className="text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
          {t('aboutUs.contactDesk')}
        </Link>
      </p>
    </div>
  );
}
