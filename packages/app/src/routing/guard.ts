/**
 * The route guard of spec 000 section 2 ("Route guard"), as a pure function so every bullet is tested.
 */

/** Reachable without login even where a route is marked as needing it. */
export const PUBLIC_PATHS = new Set(['/', '/selfie', '/idents_ass', '/examfee/banz', '/examfee_info', '/examfee_pay']);

/** The spec's delay before the login dialog opens after the redirect. */
export const LOGIN_DIALOG_DELAY_MS = 100;

export interface GuardInput {
  path: string;
  /** The query string without '?'. */
  search: string;
  requiresLogin: boolean;
  userName: string;
  /**
   * Whether get_config has answered (or failed) since the page loaded. Before that an empty
   * user_name means "not known yet", not "logged out": a guarded route opened in a new tab or from a
   * bookmark waits instead of sending a logged-in user to the login dialog. Defaults to known.
   */
  sessionKnown?: boolean;
}

export type GuardDecision =
  | {
      kind: 'allow';
      openLogin: boolean;
      openResetPassword: { oid: string; id: string; t: string } | null;
      /** `type=scan_login&ticket=..`: the login QR code of step 3, opened on a phone, to confirm. */
      scanLoginTicket: string | null;
    }
  | { kind: 'redirect'; to: string; remember: string }
  /** A guarded route while the session is still being asked for: show nothing yet. */
  | { kind: 'wait' };

export function guardRoute({ path, search, requiresLogin, userName, sessionKnown = true }: GuardInput): GuardDecision {
  const query = new URLSearchParams(search);
  if (requiresLogin && userName === '' && !PUBLIC_PATHS.has(path)) {
    if (!sessionKnown) return { kind: 'wait' };
    const target = new URLSearchParams({ need_login: 'yes' });
    const country = query.get('country');
    if (country) target.set('country', country);
    return { kind: 'redirect', to: `/?${target.toString()}`, remember: search ? `${path}?${search}` : path };
  }
  // need_login=yes opens login after the redirect above, and when a channel link asks for it.
  const openLogin = query.get('need_login') === 'yes' && (path === '/' || query.has('channel_code')) && userName === '';
  const oid = query.get('oid');
  const id = query.get('id');
  const t = query.get('t');
  const openResetPassword = query.get('type') === 'reset_password' && oid && id && t ? { oid, id, t } : null;
  const ticket = query.get('ticket');
  const scanLoginTicket = query.get('type') === 'scan_login' && ticket ? ticket : null;
  return { kind: 'allow', openLogin, openResetPassword, scanLoginTicket };
}
