import { useAppText } from '../i18n/useAppText';
import { DocumentSlotsPage } from './documents/DocumentSlotsPage';
import { documentsMessages } from './documents/documentsMessages';

/** /idents_all?order_id= (spec 001 section 2): every document the order needs, by slot. */
export default function IdentsAllPage() {
  const t = useAppText(documentsMessages);
  return <DocumentSlotsPage title={t('documents.title')} />;
}
