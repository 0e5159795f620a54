/**
 * The `k` values of /about_us (spec 000 route table: clause, policy, update, partner, news) that this
 * app has a page for. Kept free of imports and components so the shell can hide the other about links
 * (shell/builtLinks.ts) without pulling the page's chunk into the main bundle.
 */
export const ABOUT_US_KINDS = ['clause', 'policy'] as const;

export type AboutUsKind = (typeof ABOUT_US_KINDS)[number];

export function isAboutUsKind(k: string | null): k is AboutUsKind {
  return (ABOUT_US_KINDS as readonly (string | null)[]).includes(k);
}


/** The `k` values whose text comes from the server (/other/about_content): service updates, partners, company news. */
export const ABOUT_US_CONTENT_KINDS = ['update', 'partner', 'news'] as const;

export type AboutUsContentKind = (typeof ABOUT_US_CONTENT_KINDS)[number];

export function isAboutUsContentKind(k: string | null): k is AboutUsContentKind {
  return (ABOUT_US_CONTENT_KINDS as readonly (string | null)[]).includes(k);
}
