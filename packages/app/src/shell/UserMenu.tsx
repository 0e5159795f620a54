import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { useToast } from '@edupay/ui';
import { logout } from '../api/session';
import { useAppText } from '../i18n/useAppText';
import { routes } from '../routes';
import { openCustomerService } from '../customerService/customerServiceDialogState';
import { openLogin } from '../store/dialogs';
import { store } from '../store/store';
import { HeaderMenu, type HeaderMenuItem } from './HeaderMenu';
import { headerMessages } from './headerMessages';
import { IDENTITY_CHECK_ROUTE, USER_CENTER_ROUTE, userMenuItems, type UserMenuItemId } from './userMenu';

/** The logged-in user's menu (spec 000 section 2): user centre, payment specialist, identity check, change password, logout. */
export function UserMenu() {
  const t = useAppText(headerMessages);
  const toast = useToast();
  const [path, navigate] = useLocation();
  const { user_name, locale } = useSnapshot(store);

  const actions: Record<UserMenuItemId, Omit<HeaderMenuItem, 'key'>> = {
    userCenter: { label: t('header.user.center'), onAction: () => navigate(USER_CENTER_ROUTE) },
    specialist: { label: t('header.user.specialist'), onAction: (trigger) => openCustomerService(trigger) },
    identity: { label: t('header.user.identity'), onAction: () => navigate(IDENTITY_CHECK_ROUTE) },
    changePassword: { label: t('header.user.changePassword'), onAction: (trigger) => openLogin('change', {}, trigger) },
    logout: {
      label: t('header.logout'),
      onAction: () =>
        void logout({
          toastSuccess: (message) => toast.show(message, { tone: 'success' }),
          fallback: t('header.user.logoutDone'),
          // Logging out of a page that needs login goes home, without the login dialog.
          beforeClear: () => {
            if (routes.some((route) => route.requiresLogin && route.path === path)) navigate('/', { replace: true });
          },
        }),
    },
  };

  const items = userMenuItems(
    routes.map((r) => r.path),
    locale,
  ).map((id) => ({ key: id, ...actions[id] }));

  return (
    <HeaderMenu
      data-testid="user-menu"
      trigger={<span className="max-w-24 truncate lg:max-w-40">{user_name}</span>}
      triggerLabel={t('header.user.trigger', { name: user_name })}
      menuLabel={t('header.user.trigger', { name: user_name })}
      placement="bottom end"
      items={items}
    />
  );
}
