import { proxy, ref } from 'valtio';
import type { SiteConfig } from '../api/config';

/**
 * The whole get_config answer (lists, links, customer-service info) as last received. The shared
 * state (store.ts) keeps the few fields the spec names as shared; the rest is read from here by the
 * header, footer, customer-service widget and the login and registration dialogs. `ref` keeps the
 * large lists out of valtio's proxy tracking: the config is replaced as a whole, never edited.
 */
export const configStore = proxy<{ config: SiteConfig | null; sessionKnown: boolean }>({ config: null, sessionKnown: false });

/**
 * get_config has answered or failed since the page loaded: from here on an empty user_name means
 * "logged out" (the route guard waits for this; see routing/guard.ts).
 */
export function markSessionKnown(): void {
  configStore.sessionKnown = true;
}

export function setSiteConfig(config: SiteConfig): void {
  configStore.config = ref(config);
}
