import type { AppLocale } from '../../i18n/defineAppMessages';
import type { AboutUsKind } from './aboutUsKinds';
import { privacyPolicy } from './privacyPolicyTexts';
import { termsOfService } from './termsOfServiceTexts';

/**
 * The legal documents of /about_us in the three locales. They are long prose, so they live here as
 * typed content rather than ICU message tables; legalTexts.test.ts checks the three locales have the
 * same sections in the same order, so a translation cannot drop or reorder a clause.
 */
export interface LegalSection {
  /** Stable across locales: the section's anchor and the parity test's key. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  sections: readonly LegalSection[];
}

export type LegalTexts = Record<AppLocale, LegalDocument>;

/** When both documents last changed; printed on the page. Change it together with the texts. */
export const LEGAL_LAST_UPDATED = '2026-11-22';

export const legalTexts: Record<AboutUsKind, LegalTexts> = {
  clause: termsOfService,
  policy: privacyPolicy,
};
