import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { Button, InstitutionSearch, chineseName, type SchoolResult } from '@edupay/ui';
import { searchInstitutions } from '../api/institutions';
import { useAppText } from '../i18n/useAppText';
import { store } from '../store/store';
import { readPickedSchool } from './pickedSchool';
import { orderPagesMessages } from './order/orderPagesMessages';
import { openNotInstitution } from '../routing/notInstitutionHref';
import { PayeeEntryLink } from './order/PayeeEntryLink';
import { useHydrated } from '../routing/useHydrated';

/** /college_list: the fee payment entry (spec 000 section 2): search the school or payee to pay. */
export default function CollegeListPage() {
  const t = useAppText(orderPagesMessages);
  const { remittance_country_id, country, locale } = useSnapshot(store);
  // Prerendered (src/prerender.tsx): the search is disabled until the script has hydrated it.
  const hydrated = useHydrated();
  // A school picked in the home page's search arrives chosen, once hydrated: the prerendered markup has none
  // picked, and hydration must meet the state it was rendered with. Until the payer chooses (`chosen`).
  const picked = useMemo(() => (hydrated ? readPickedSchool() : null), [hydrated]);
  const [chosen, setSchool] = useState<SchoolResult | null | undefined>(undefined);
  const school = chosen === undefined ? picked : chosen;
  const name = school ? (locale === 'en' ? school.en : (chineseName(school) ?? school.en)) : '';
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4 px-6 py-12">
      <h1 className="text-2xl font-semibold text-fg">{t('collegeList.title')}</h1>
      <p className="text-base text-fg-muted">{t('collegeList.subtitle')}</p>
      <InstitutionSearch
        label={t('collegeList.label')}
        search={(query) => searchInstitutions(query, remittance_country_id)}
        value={school}
        onChange={setSchool}
        requireSelection
        disabled={!hydrated}
        // Spec: the not-found page opens in a new tab, with the country.
        onNotFound={(query) => openNotInstitution(country, query)}
      />
      {school ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-base text-fg" data-testid="selected-school">
            {t('collegeList.selected', { name })}
          </p>
          {/* Spec 000 section 2: the payment entry's Make a Payment goes on to the school's accounts. */}
          <Button asChild>
            <Link href={`/select_account?institution_id=${encodeURIComponent(String(school.code))}`}>{t('collegeList.pay')}</Link>
          </Button>
        </div>
      ) : null}
      <PayeeEntryLink />
    </section>
  );
}
