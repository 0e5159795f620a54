import { useSnapshot } from 'valtio';
import { paymentInstitutions } from '../../api/content';
import { useAppText } from '../../i18n/useAppText';
import { store } from '../../store/store';
import { contentMessages } from './contentMessages';
import { InstitutionTable } from './InstitutionTable';
import { LoadState } from './LoadState';
import { useLoaded } from './useLoaded';

/** The cooperating payment institutions, loaded from /index_cooperative_payment_agencies_list. */
export function InstitutionsBlock() {
  const t = useAppText(contentMessages);
  const { locale } = useSnapshot(store);
  const loaded = useLoaded(`payment_agencies|${locale}`, paymentInstitutions);
  return (
    <LoadState loaded={loaded} loading={t('content.loading')} failed={t('content.failed')}>
      {(list) => <InstitutionTable list={list} />}
    </LoadState>
  );
}
