import { useSnapshot } from 'valtio';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@edupay/ui';
import { useAppText } from '../i18n/useAppText';
import { configStore } from '../store/configStore';
import { store } from '../store/store';
import { closeCustomerService, returnFocusFromCustomerService } from './customerServiceDialogState';
import { csMessages } from './csMessages';
import { CustomerServiceDetails } from './CustomerServiceDetails';
import { isAssignedManager } from './csWidgetForm';

/**
 * The customer-service modal: the widget's form on small screens and mobile agents, and what the user
 * menu's "payment specialist" opens (spec 000 section 2). Loaded on first use.
 */
export default function CustomerServiceDialog() {
  const t = useAppText(csMessages);
  const { config } = useSnapshot(configStore);
  const { country } = useSnapshot(store);
  const info = config?.cs_info;
  return (
    <Dialog open onOpenChange={(open) => void (open || closeCustomerService())}>
      <DialogContent size="sm" data-testid="cs-dialog" onCloseAutoFocus={returnFocusFromCustomerService}>
        <DialogHeader>
          <DialogTitle>{t(isAssignedManager(info) ? 'cs.title' : 'cs.open')}</DialogTitle>
          <DialogDescription>{t('cs.description')}</DialogDescription>
        </DialogHeader>
        {info ? <CustomerServiceDetails info={info} country={country} /> : null}
      </DialogContent>
    </Dialog>
  );
}
