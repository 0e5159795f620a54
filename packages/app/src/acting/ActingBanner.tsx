import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { isSuccess } from '@edupay/forms/contract';
import { Button } from '@edupay/ui';
import { call } from '../api/api';
import { readCookie, TOKEN_COOKIE } from '../api/cookies';
import { userConfig } from '../api/orders';
import { useAppText } from '../i18n/useAppText';
import { store } from '../store/store';
import { actingMessages } from './actingMessages';
import { isActingTab, leaveActing } from './actToken';

/**
 * The strip at the top of every payer page while a payment specialist acts on the payer's behalf
 * (the tab the console opened): who, for whom, until when, and End. The words around the names are
 * the page's language; the staff member's name is the server's, in that language too (user_config's
 * acting_staff: a payment specialist's Chinese or English name, as the customer-manager card shows it). Not dismissable: the only way
 * to hide it is to end the acting. Only an acting tab asks the server (user_config's acting_staff).
 */
export function ActingBanner() {
  const t = useAppText(actingMessages);
  const { user_name: payer, locale } = useSnapshot(store);
  const [acting, setActing] = useState<{ name: string; until: string } | null>(null);
  const [ending, setEnding] = useState(false);

  useEffect(() => {
    if (!isActingTab()) return;
    void userConfig().then((answer) => {
      if (isSuccess(answer) && answer.data.acting_staff) setActing(answer.data.acting_staff);
      else leaveActing(); // ended or expired elsewhere: this tab is an ordinary tab again
    });
  }, []);

  if (!acting) return null;
  // Beijing time, as the SMS and e-mail the payer received say it (the banner names the zone).
  const until = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Shanghai', timeStyle: 'short' }).format(new Date(acting.until));
  const end = async () => {
    setEnding(true);
    // The acting session's own token ends it (this tab holds no staff token).
    await call('POST', '/ops/act_on_behalf_end', { act_token: readCookie(TOKEN_COOKIE) ?? '' });
    leaveActing();
    window.location.assign('/');
  };
  return (
    <div role="region" aria-label={t('acting.region')} data-testid="acting-banner" className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-3 border-b border-warning bg-warning-soft px-4 py-2 text-sm">
      <p>{t('acting.banner', { payer: payer || '—', staff: acting.name, until })}</p>
      <Button size="sm" variant="primary" disabled={ending} onClick={() => void end()}>
        {t('acting.end')}
      </Button>
    </div>
  );
}
