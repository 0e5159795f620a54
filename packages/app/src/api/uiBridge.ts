import type { PolicyEffects } from './responsePolicy';

/**
 * The response policy runs outside React (in the api client) but acts on the page: the router,
 * the toast and the login dialog. The shell registers those here once it has mounted.
 */
type Handlers = Omit<PolicyEffects, 'text' | 'assign'>;

const noop = () => {};
export const uiBridge: Handlers & { text: PolicyEffects['text'] } = {
  navigate: noop,
  toast: noop,
  hideToast: noop,
  openLogin: noop,
  text: { errorPrefix: 'Error: ', network: 'Network connection abnormal.', httpError: (s) => `HTTP ${s}` },
};

export function connectUi(handlers: Partial<typeof uiBridge>): void {
  Object.assign(uiBridge, handlers);
}

export const bridgeEffects: PolicyEffects = {
  navigate: (path) => uiBridge.navigate(path),
  assign: (url) => window.location.assign(url),
  toast: (message, ms) => uiBridge.toast(message, ms),
  hideToast: () => uiBridge.hideToast(),
  openLogin: () => uiBridge.openLogin(),
  get text() {
    return uiBridge.text;
  },
};
