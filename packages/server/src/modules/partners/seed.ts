/**
 * The demo partners (development and test databases only): `awehome`, a student-housing platform
 * ordering rent to Unite Students, and `monash`, Monash University's fee page. Their secrets are
 * known (like the demo payer's phone) so scripts, tests and a developer's fake partner can sign; a
 * production database gets no partner with a known secret (partners are onboarded one by one).
 * Idempotent; runs on every start. `DEV_PARTNER_RETURN_URL` (not in production) adds one more
 * registered return URL to both, so a local fake partner page (the e2e test's) may be returned to.
 */
import type { Db } from '../../db/client';
import { identityKey, sealIdentity } from '../../domain/identity-seal';
import { insertPartner, partnerByName, setReturnUrls } from './repo';

export const DEMO_PARTNERS = [
  {
    name: 'awehome',
    kind: 'housing',
    displayName: { en: 'AweHome student housing', 'zh-CN': 'AweHome 学生公寓', 'zh-TW': 'AweHome 學生公寓' },
    secret: 'demo_partner_secret_awehome_6f3a1c9e',
    returnUrls: ['https://www.awehome.com/edupay/return'],
    payeeAccountCodes: ['DEMO-GB-UNITE-STUDENTS'],
  },
  {
    name: 'monash',
    kind: 'institution',
    displayName: { en: 'Monash University', 'zh-CN': '莫纳什大学', 'zh-TW': '莫納什大學' },
    secret: 'demo_partner_secret_monash_2b7d4e81',
    returnUrls: ['https://www.monash.edu/fees/edupay-return'],
    payeeAccountCodes: ['DEMO-AU-MONASH-UNIVERSITY'],
  },
] as const;

export async function seedDemoPartners(db: Db, appSecret: string, at: Date, extraReturnUrl: string | undefined): Promise<void> {
  const key = identityKey(appSecret);
  for (const demo of DEMO_PARTNERS) {
    await insertPartner(db, {
      name: demo.name,
      kind: demo.kind,
      displayName: demo.displayName,
      secretSealed: sealIdentity(key, demo.secret),
      secretKeyId: key.id,
      returnUrls: [...demo.returnUrls],
      payeeAccountCodes: [...demo.payeeAccountCodes],
      createdAt: at,
    });
    const row = await partnerByName(db, demo.name);
    if (row) await setReturnUrls(db, row.id, extraReturnUrl ? [...demo.returnUrls, extraReturnUrl] : [...demo.returnUrls]);
  }
}
