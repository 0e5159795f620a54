import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Button, cn, Spinner, useToast } from '@edupay/ui';
import type { AppLocale } from '../i18n/defineAppMessages';
import { useAppText } from '../i18n/useAppText';
import { switchCountry } from '../shell/switchCountry';
import { configStore } from '../store/configStore';
import { store } from '../store/store';
import { changeCountryMessages } from './changeCountryMessages';

const isLocale = (value: string): value is AppLocale => value === 'en' || value === 'zh-CN' || value === 'zh-TW';

/**
 * /change_country: every country of change_country_list with the languages it offers (spec 000
 * section 2). Choosing sets both, then the home page loads in the new country (see switchCountry).
 */
export default function ChangeCountryPage() {
  const t = useAppText(changeCountryMessages);
  const toast = useToast();
  const { config } = useSnapshot(configStore);
  const { country, locale } = useSnapshot(store);
  const [busy, setBusy] = useState<string | null>(null);
  const list = config?.change_country_list;

  const choose = async (value: string, lang: AppLocale, offered: string[]) => {
    setBusy(`${value}:${lang}`);
    const ok = await switchCountry(value, { offered, lang, goHome: true });
    if (!ok) {
      setBusy(null);
      toast.show(t('changeCountry.failed'), { tone: 'error' });
    }
  };

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-fg">{t('changeCountry.title')}</h1>
        <p className="text-base text-fg-muted">{t('changeCountry.intro')}</p>
      </div>
      {list ? (
        <ul className="m-0 grid list-none gap-3 p-0 sm:grid-cols-2" data-testid="country-list">
          {list.map((option) => {
            const isCurrent = option.value === country;
            const offered = option.list.map((l) => l.value);
            return (
              <li key={option.value} className={cn('flex flex-col gap-3 rounded-lg border bg-surface p-4', isCurrent ? 'border-primary' : 'border-line')}>
                <h2 className="flex items-center gap-2 text-base font-semibold text-fg">
                  {option.title}
                  {isCurrent ? <span className="rounded-sm bg-primary-soft px-1.5 py-0.5 text-xs font-medium text-primary">{t('changeCountry.current')}</span> : null}
                </h2>
                <div className="flex flex-wrap gap-2">
                  {option.list.filter((l) => isLocale(l.value)).map((language) => {
                    const key = `${option.value}:${language.value}`;
                    const active = isCurrent && language.value === locale;
                    return (
                      <Button
                        key={key}
                        variant={active ? 'primary' : 'secondary'}
                        size="sm"
                        lang={language.value}
                        aria-pressed={active}
                        aria-label={t('changeCountry.choose', { country: option.title, language: language.name })}
                        disabled={busy !== null}
                        onClick={() => void (active || choose(option.value, language.value as AppLocale, offered))}
                      >
                        {busy === key ? <Spinner size="sm" label={null} /> : null}
                        {language.name}
                      </Button>
                    );
                  })}
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="flex items-center gap-2 text-fg-muted" role="status">
          <Spinner label={null} /> {t('changeCountry.loading')}
        </p>
      )}
    </section>
  );
}
