import { bridgeEffects } from './uiBridge';
import { createApiClient } from './client';
import { readCookie, TOKEN_COOKIE } from './cookies';

/** The app's one API client: token from the cookie, the response policy wired to the page. */
export const call = createApiClient({ getToken: () => readCookie(TOKEN_COOKIE), effects: bridgeEffects });
