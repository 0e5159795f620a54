import { DeferredInstitutionSearch, type SchoolResult } from '@edupay/ui';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { searchInstitutions } from '../../api/institutions';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import { rememberPickedSchool } from '../pickedSchool';
import { homeMessages } from './homeMessages';
import { openNotInstitution } from '../../routing/notInstitutionHref';

const loadSearch = () => import('./institutionSearch').then((module) => module.InstitutionSearch);

/**
 * The institution search of /college_list, on the home page: picking a payee continues there. Its
 * combobox is fetched when the payer reaches for the field, so the home page's first load stays light.
 */
export function HomeSearch() {
  const t = useAppText(homeMessages);
  const { remittance_country_id, country } = useSnapshot(store);
  const [, navigate] = useLocation();
  const pick = (school: SchoolResult | null) => {
    if (!school) return;
    rememberPickedSchool(school);
    navigate('/college_list');
  };
  return (
    <div className="w-full max-w-xl" data-testid="home-search">
      <DeferredInstitutionSearch
        label={t('home.search.label')}
        hint={t('home.search.hint')}
        search={(query) => searchInstitutions(query, remittance_country_id)}
        value={null}
        onChange={pick}
        requireSelection
        onNotFound={(query) => openNotInstitution(country, query)}
        load={loadSearch}
      />
    </div>
  );
}
