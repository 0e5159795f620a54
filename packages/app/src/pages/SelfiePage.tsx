import { useAppText } from '../i18n/useAppText';
import { DocumentSlotsPage } from './documents/DocumentSlotsPage';
import { documentsMessages } from './documents/documentsMessages';

/** /selfie?order_id= (spec 001 section 2; public path in spec 000): the selfie holding the passport (JPG or PNG). */
export default function SelfiePage() {
  const t = useAppText(documentsMessages);
  return <DocumentSlotsPage title={t('documents.page.selfie')} only={['selfie_passport']} />;
}
