import { useSnapshot } from 'valtio';
import { Button } from '@edupay/ui';
import { useAppText } from '../i18n/useAppText';
import { openLogin } from '../store/dialogs';
import { isLoggedIn, store } from '../store/store';
import { UserMenu } from './UserMenu';

/** A login button, or the user menu once logged in (logged in means user_name is not empty). */
export function AccountArea() {
  const t = useAppText();
  const state = useSnapshot(store);
  if (isLoggedIn(state)) return <UserMenu />;
  return (
    <Button size="sm" onClick={() => openLogin()} data-testid="login-button">
      {t('header.login')}
    </Button>
  );
}
