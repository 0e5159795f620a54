import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { dialogs, openLogin } from '../store/dialogs';
import { store } from '../store/store';
import { LOGIN_DIALOG_DELAY_MS, type GuardDecision } from './guard';

/**
 * Acts on what the route guard decided for the page being shown (spec 000 section 2, "Route guard"):
 * opens the login dialog about 100 ms after the redirect, the reset step for a reset link, and the
 * scan-login confirmation. Runs once per navigation (keyed by path and query), not on every render.
 */
export function GuardEffects({ decision, location }: { decision: Extract<GuardDecision, { kind: 'allow' }>; location: string }) {
  const { openLogin: wantsLogin, openResetPassword, scanLoginTicket } = decision;
  const { user_name } = useSnapshot(store);
  useEffect(() => {
    if (openResetPassword) {
      openLogin('reset', openResetPassword);
      return;
    }
    if (scanLoginTicket) {
      dialogs.scanTicket = scanLoginTicket;
      if (user_name === '') openLogin('sms');
      return;
    }
    if (!wantsLogin) return;
    const timer = setTimeout(() => openLogin('sms'), LOGIN_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
    // Once per navigation: the decision's parts are derived from `location`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);
  return null;
}

/** A guarded route without login: remember it, then go to `/?need_login=yes` (the effect above opens login). */
export function LoginRedirect({ to, remember }: { to: string; remember: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    dialogs.afterLogin = remember;
    navigate(to, { replace: true });
  }, [to, remember, navigate]);
  return null;
}
