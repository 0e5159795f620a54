import { useAppText } from '../i18n/useAppText';
import { DocumentSlotsPage } from './documents/DocumentSlotsPage';
import { documentsMessages } from './documents/documentsMessages';

/** /identity?order_id= (spec 001 section 2): the student's passport (front and back). */
export default function IdentityPage() {
  const t = useAppText(documentsMessages);
  return <DocumentSlotsPage title={t('documents.page.passport')} only={['student_passport']} />;
}
