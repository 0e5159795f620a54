import { useAppText } from '../i18n/useAppText';
import { DocumentSlotsPage } from './documents/DocumentSlotsPage';
import { documentsMessages } from './documents/documentsMessages';

/** /idents_payer?order_id= (spec 001 section 2): the payer's identity documents: ID card, proof of kinship, household register pages. */
export default function IdentsPayerPage() {
  const t = useAppText(documentsMessages);
  return <DocumentSlotsPage title={t('documents.page.payer')} only={['payer_id', 'kinship_proof', 'household_register']} />;
}
