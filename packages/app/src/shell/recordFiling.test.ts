import { describe, expect, it } from 'vitest';
import { FILING_RULES, MIIT_FILING_URL, recordFilingFor } from './recordFiling';

describe('record-filing text by hosting domain', () => {
  it('a mainland .cn host shows the ICP filing linked to the MIIT system', () => {
    const filing = recordFilingFor('www.edupay.cn');
    expect(filing?.icp).toMatch(/ICP备\d+号/);
    expect(filing?.url).toBe(MIIT_FILING_URL);
    expect(recordFilingFor('pay.edupay.com.cn')).toEqual(filing);
    expect(recordFilingFor('EDUPAY.CN.')).toEqual(filing);
  });

  it('other hosts show no filing line', () => {
    for (const host of ['edupay.com', 'localhost', '127.0.0.1', 'edupay.com.hk', 'cn.edupay.com', 'edupaycn', '']) {
      expect(recordFilingFor(host), host).toBeNull();
    }
  });

  it('the most specific rule wins when several match', () => {
    const rules = [
      { suffix: '.edupay.com.cn', filing: { icp: 'A', url: MIIT_FILING_URL } },
      ...FILING_RULES,
    ];
    expect(recordFilingFor('www.edupay.com.cn', rules)?.icp).toBe('A');
    expect(recordFilingFor('other.cn', rules)?.icp).toBe(FILING_RULES[0]!.filing.icp);
  });
});
