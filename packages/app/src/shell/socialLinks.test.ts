import { describe, expect, it } from 'vitest';
import { SOCIAL_LINKS, socialLinks } from './socialLinks';

describe('footer social links', () => {
  it('WeChat first when the public account is a web page, e-mail last', () => {
    const links = socialLinks('https://edupay.example/wechat', 'service@edupay.example');
    expect(links.map((l) => l.id)).toEqual(['wechat', ...SOCIAL_LINKS.map((l) => l.id), 'email']);
    expect(links.at(-1)!.url).toBe('mailto:service@edupay.example');
  });

  it('no WeChat link for a missing or non-web public account, no e-mail without an address', () => {
    expect(socialLinks(undefined, undefined).map((l) => l.id)).toEqual(SOCIAL_LINKS.map((l) => l.id));
    expect(socialLinks('javascript:alert(1)', '').map((l) => l.id)).not.toContain('wechat');
  });
});
