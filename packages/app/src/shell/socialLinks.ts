/**
 * The footer's social links (spec 000 section 2, Footer). The config has no field for them, so they
 * live here; the addresses are the operator's accounts on the product's domain (replace them with
 * the real account pages when they exist). The WeChat official account comes from the customer-service
 * info (public_account) when the server gives one.
 */
export interface SocialLink {
  id: 'wechat' | 'weibo' | 'linkedin' | 'email';
  url: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { id: 'weibo', url: 'https://edupay.example/weibo' },
  { id: 'linkedin', url: 'https://edupay.example/linkedin' },
];

/** The links to show: WeChat first when the public account is known, the e-mail last. */
export function socialLinks(publicAccount: string | undefined, email: string | undefined): SocialLink[] {
  const links: SocialLink[] = [];
  if (publicAccount && /^https?:\/\//.test(publicAccount)) links.push({ id: 'wechat', url: publicAccount });
  links.push(...SOCIAL_LINKS);
  if (email) links.push({ id: 'email', url: `mailto:${email}` });
  return links;
}
