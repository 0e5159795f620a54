import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { useAppText } from '../i18n/useAppText';
import { routes } from '../routes';
import { configStore } from '../store/configStore';
import { store } from '../store/store';
import { builtLinks, isInternal } from './builtLinks';
import { HeaderMenu } from './HeaderMenu';
import { headerMessages } from './headerMessages';

/** The about menu: the config's aboutUs_list (terms, privacy, updates, partners, news), pages that exist. */
export function AboutMenu() {
  const t = useAppText(headerMessages);
  const [, navigate] = useLocation();
  const { config } = useSnapshot(configStore);
  const { locale } = useSnapshot(store);
  const links = builtLinks(
    config?.aboutUs_list,
    routes.map((r) => r.path),
    locale,
  );
  if (links.length === 0) return null;
  return (
    <HeaderMenu
      data-testid="about-menu"
      trigger={t('header.about')}
      menuLabel={t('header.about')}
      items={links.map((link) => ({
        key: link.url,
        label: link.title,
        onAction: () => (isInternal(link.url) ? navigate(link.url) : window.location.assign(link.url)),
      }))}
    />
  );
}
