import { useAppText } from '../i18n/useAppText';
import { opsMessages } from './opsMessages';

/** The console's strings in the active locale. */
export const useOpsText = () => useAppText(opsMessages);
