import { useSnapshot } from 'valtio';
import { useToast } from '@edupay/ui';
import { useAppText } from '../i18n/useAppText';
import { configStore } from '../store/configStore';
import { store } from '../store/store';
import { HeaderMenu } from './HeaderMenu';
import { headerMessages } from './headerMessages';
import { rememberFocusForReload, useFocusAfterReload } from './focusAfterReload';
import { switchCountry } from './switchCountry';

/**
 * The header's country switch (spec 000 section 2): the countries of change_country_list. Hidden when
 * a channel fixes the country (spec 000 section 6: channel variants decide whether the choice shows).
 */
export function CountrySwitch() {
  const t = useAppText(headerMessages);
  const toast = useToast();
  const { config } = useSnapshot(configStore);
  const { country, channel_country } = useSnapshot(store);
  const list = config?.change_country_list ?? [];
  const shown = list.length > 0 && !channel_country;
  useFocusAfterReload('country-switch', shown);
  if (!shown) return null;
  const currentTitle = list.find((c) => c.value === country)?.title ?? country;
  return (
    <HeaderMenu
      data-testid="country-switch"
      trigger={currentTitle}
      triggerLabel={t('header.country.trigger', { country: currentTitle })}
      menuLabel={t('header.country.menu')}
      selectedKey={country}
      items={list.map((option) => ({
        key: option.value,
        label: option.title,
        onAction: () => {
          if (option.value === country) return;
          rememberFocusForReload('country-switch');
          void switchCountry(option.value, { offered: option.list.map((l) => l.value) }).then((ok) => {
            if (!ok) toast.show(t('header.country.failed'), { tone: 'error' });
          });
        },
      }))}
    />
  );
}
