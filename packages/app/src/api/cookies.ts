/** The client cookies of spec 000 section 3 (the language and the session token), and the country cookie the server writes. */
export const LANGUAGE_COOKIE = 'language';
export const TOKEN_COOKIE = 'token';
/** Written by the server's change_location (the site variant a visitor chose); read by the home page's boot. */
export const COUNTRY_COOKIE = 'country';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const hit = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return hit ? decodeURIComponent(hit.slice(prefix.length)) : undefined;
}

/** Secure on an HTTPS page, like the server's cookies: a token written here must not travel over plain HTTP. */
export function writeCookie(name: string, value: string, maxAgeDays = 365): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeDays * 86400}; samesite=lax${secure}`;
}
