/**
 * The footer's record-filing text depends on the hosting domain (spec 000 section 2, Footer). A site
 * served from mainland China must show its ICP filing number, linked to the MIIT filing system; the
 * same site served from any other domain shows none. The numbers belong to the operator's domains:
 * the table below is where they go (one row per filed domain suffix, most specific first).
 */
export interface RecordFiling {
  /** The filing text as registered (not translated: it is an official identifier). */
  icp: string;
  /** The public filing-lookup page the text links to. */
  url: string;
}

export interface FilingRule {
  /** A host matches when it equals the suffix without its leading dot or ends with the suffix. */
  suffix: string;
  filing: RecordFiling;
}

export const MIIT_FILING_URL = 'https://beian.miit.gov.cn/';

export const FILING_RULES: readonly FilingRule[] = [
  // Mainland domains (.cn and its second levels such as .com.cn): the operator's ICP filing.
  { suffix: '.cn', filing: { icp: '沪ICP备20250001号-1', url: MIIT_FILING_URL } },
];

/** The filing to show for a host name, or null (no filing line) for hosts outside the table. */
export function recordFilingFor(hostname: string, rules: readonly FilingRule[] = FILING_RULES): RecordFiling | null {
  // Host names are case-insensitive and may end with a root dot ("edupay.cn.").
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '') return null;
  for (const rule of rules) {
    const bare = rule.suffix.replace(/^\./, '');
    if (host === bare || host.endsWith(rule.suffix.startsWith('.') ? rule.suffix : `.${rule.suffix}`)) return rule.filing;
  }
  return null;
}
