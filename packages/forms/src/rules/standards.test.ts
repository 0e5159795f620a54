/**
 * Where the real-world standard wins over the spec's pattern, each test says why, with published
 * examples (IBAN registry, Federal Reserve routing numbers, GB 11643-1999, SWIFT BICs, Verhoeff).
 */
import { describe, expect, it } from 'vitest';
import { validators as v } from './index';
import { gb11643CheckChar } from './chinaId';
import { verhoeffCheckDigit, verhoeffValid } from './verhoeff';

const NOW = Date.UTC(2026, 0, 1, 4);

describe('IBAN: length by country and ISO 7064 mod-97 (spec: "exactly 22")', () => {
  // Examples from the SWIFT IBAN registry.
  const registry = {
    GB: 'GB82WEST12345698765432',
    DE: 'DE89370400440532013000',
    NL: 'NL91ABNA0417164300',
    FR: 'FR1420041010050500013M02606',
    CH: 'CH9300762011623852957',
    NO: 'NO9386011117947',
    MT: 'MT84MALT011000012345MTLCAST001S',
    // Countries the registry added in its later releases.
    BI: 'BI4210000100010000332045181',
    DJ: 'DJ2100010000000154000100186',
    EG: 'EG380019000500000000263180002',
    FK: 'FK88SC123456789012',
    HN: 'HN88CABF00000000000250005469',
    LY: 'LY83002048000020100120361',
    MN: 'MN121234123456789123',
    NI: 'NI45BAPR00000013000003558124',
    OM: 'OM810180000001299123456',
    RU: 'RU0304452522540817810538091310419',
    SD: 'SD2129010501234001',
    SO: 'SO211000001001000100141',
    VA: 'VA59001123000012345678',
    YE: 'YE15CBYE0001018861234567891234',
    BY: 'BY13NBRB3600900000002Z00AB00',
    PK: 'PK36SCBL0000001123456702',
    PS: 'PS92PALS000000000400123456702',
  };

  it.each(Object.entries(registry))('accepts the registry example for %s', (_, iban) => {
    expect(v.iban(iban)).toBe(true);
  });

  it('keeps uppercaseAndNumericIban as the spec screen rule, but it is wrong for most countries', () => {
    // 22 characters is the length of GB and DE IBANs only: the spec rule refuses a valid Dutch IBAN
    // (18) and a valid French one (27), and accepts any 22 characters with a wrong check.
    expect(v.uppercaseAndNumericIban(registry.NL)).not.toBe(true);
    expect(v.uppercaseAndNumericIban(registry.FR)).not.toBe(true);
    expect(v.uppercaseAndNumericIban('GB00WEST12345698765432')).toBe(true);
    expect(v.iban('GB00WEST12345698765432')).toMatchObject({ messageId: 'ibanChecksum' });
  });

  it('names the country length that was expected', () => {
    expect(v.iban('NL91ABNA041716430')).toMatchObject({
      messageId: 'ibanLength',
      values: { country: 'NL', length: 18 },
    });
  });

  it('catches a single changed digit or swapped pair (mod-97)', () => {
    expect(v.iban('GB82WEST12345698765423')).toMatchObject({ messageId: 'ibanChecksum' });
    expect(v.iban('DE89370400440532013001')).not.toBe(true);
  });

  it('refuses a country without IBANs and a mismatch with the collection country', () => {
    expect(v.iban('US64SVBKUS6S3300958879')).toMatchObject({ messageId: 'ibanCountry' });
    expect(v.iban(registry.DE, { country: 'FR' })).toMatchObject({ messageId: 'ibanCountryMismatch' });
  });

  // IBANs below that are not registry examples are registry examples with one part changed and the
  // check digits recomputed (ISO 7064 MOD 97-10), so only the registry's country or BBAN format decides.

  it('refuses country codes the registry does not list, whatever their mod-97', () => {
    // Formats that some IBAN lists carry for countries outside the registry (Algeria, Angola, Iran,
    // Morocco, Senegal, Cameroon, Madagascar, Mozambique): a bank that follows ISO 13616 refuses them.
    const unregistered = [
      'DZ580002100001113000000570',
      'AO06004400006729503010102',
      'IR710570029971601460641001',
      'MA64011519000001205000534921',
      'SN08SN0100152000048500003035',
      'CM2110002000300277976315008',
      'MG4600005030071289421016045',
      'MZ59000301080016367102371',
    ];
    for (const iban of unregistered) {
      expect(v.iban(iban), iban).toMatchObject({ messageId: 'ibanCountry', values: { country: iban.slice(0, 2) } });
    }
  });

  it('refuses territory prefixes: the registry gives their accounts the FR or FI prefix', () => {
    // The FR entry covers GF, GP, MQ, RE, PF, TF, YT, NC, BL, MF, PM and WF; the FI entry covers AX.
    for (const iban of [
      'GF4120041010050500013M02606',
      'RE4220041010050500013M02606',
      'NC8420041010050500013M02606',
      'AX2112345600000785',
    ]) {
      expect(v.iban(iban), iban).toMatchObject({ messageId: 'ibanCountry' });
    }
  });

  it("refuses BBANs outside the registry's format for the country", () => {
    const wrongFormat = [
      'GE80120000000101904917', // GE bank code 2!a: digits
      'IE05931193115212345678', // IE bank code 4!a: digits
      'PK9012340000001123456702', // PK bank code 4!a: digits
      'PS881234000000000400123456702', // PS bank code 4!a: digits
      'VG7312340000012345678901', // VG bank code 4!a: digits
      'TR7900061A0519786457841326', // TR 5!n1!n16!c: a letter in the reserved digit
    ];
    for (const iban of wrongFormat) expect(v.iban(iban), iban).toMatchObject({ messageId: 'ibanFormat' });
  });

  it('accepts what the registry format allows: BY and DO bank codes 4!c, PK and PS accounts 16!c and 21!c', () => {
    const allowed = [
      'BY73NB1B3600900000002Z00AB00',
      'BY1512343600900000002Z00AB00',
      'DO08BA1R00000001212453611324',
      'DO60000100000001212453611324',
      'PK22SCBL00000011234567AB',
      'PS82PALS00000000040012345670A',
    ];
    for (const iban of allowed) expect(v.iban(iban), iban).toBe(true);
  });
});

describe('ABA routing: 3-7-1 checksum and Federal Reserve prefix (spec: "exactly 9 digits")', () => {
  it('accepts real routing numbers (Fed Boston 011000015, JPMorgan Chase 021000021, Bank of America 026009593)', () => {
    for (const n of ['011000015', '021000021', '026009593']) expect(v.abaRouting(n)).toBe(true);
  });
  it('refuses 9 digits that the spec rule would let through', () => {
    expect(v.abaRouting('021000012')).toMatchObject({ messageId: 'abaRouting' }); // transposed digits
    expect(v.abaRouting('123456789')).toMatchObject({ messageId: 'abaRouting' });
    expect(v.abaRouting('131000015')).toMatchObject({ messageId: 'abaRouting' }); // checksum ok, prefix 13 unassigned
  });
});

describe('BIC: a real ISO 3166 country (spec digit_check: "8 or 11 uppercase letters or digits")', () => {
  it('accepts DEUTDEFF, NWBKGB2L, BKCHCNBJ and a branch code', () => {
    for (const b of ['DEUTDEFF', 'NWBKGB2L', 'BKCHCNBJ', 'DEUTDEFF500']) expect(v.bic(b)).toBe(true);
  });
  it('refuses codes digit_check accepts', () => {
    expect(v.digit_check('DEUTXXFF')).toBe(true);
    expect(v.bic('DEUTXXFF')).toMatchObject({ messageId: 'bicCountry', values: { country: 'XX' } });
    expect(v.digit_check('12345678')).toBe(true);
    expect(v.bic('12345678')).toMatchObject({ messageId: 'bicFormat' });
  });
});

describe('Chinese resident ID: GB 11643-1999', () => {
  it('computes the check character of the standard example 11010519491231002X', () => {
    expect(gb11643CheckChar('11010519491231002')).toBe('X');
    expect(v.matchIDCardStrict('11010519491231002X', { now: NOW })).toBe(true);
  });
  it('matchIDCard checks format and province only; the strict rule also checks the checksum', () => {
    expect(v.matchIDCard('110105194912310021')).toBe(true);
    expect(v.matchIDCardStrict('110105194912310021', { now: NOW })).toMatchObject({ messageId: 'idCardChecksum' });
  });
  it('refuses a birth date that does not exist (29 Feb 1949)', () => {
    const first17 = '11010519490229001';
    expect(v.matchIDCardStrict(first17 + gb11643CheckChar(first17), { now: NOW })).toMatchObject({
      messageId: 'idCardBirthDate',
    });
  });
  it('accepts 29 Feb in a leap year', () => {
    const first17 = '11010520000229001';
    expect(v.matchIDCardStrict(first17 + gb11643CheckChar(first17), { now: NOW })).toBe(true);
  });
  it('applies age 3 to 100 on the exact birthday bounds', () => {
    const id = (date: string) => `440304${date}123` + gb11643CheckChar(`440304${date}123`);
    expect(v.matchIDCardStrict(id('20230101'), { now: NOW })).toBe(true); // 3 today
    expect(v.matchIDCardStrict(id('20230102'), { now: NOW })).toMatchObject({
      messageId: 'idCardAge',
      values: { min: 3, max: 100 },
    });
    expect(v.matchIDCardStrict(id('19251231'), { now: NOW })).toBe(true); // 100
    expect(v.matchIDCardStrict(id('19250101'), { now: NOW })).toMatchObject({ messageId: 'idCardAge' }); // 101 today
    expect(v.matchIDCardStrict(id('20260102'), { now: NOW })).toMatchObject({ messageId: 'idCardBirthDate' }); // future
  });
  it('refuses 15-digit first-generation numbers (invalid since 2013)', () => {
    expect(v.matchIDCard('110105491231002')).toMatchObject({ messageId: 'idCardFormat' });
  });
  it('refuses Hong Kong, Macau and Taiwan codes with the switch-region message (spec 001 section 5)', () => {
    const permit = '81000019900101001';
    const full = permit + gb11643CheckChar(permit);
    expect(v.cnResidentId(full, { now: NOW })).toMatchObject({ messageId: 'idCardRegion' });
    expect(v.cnResidentId(full, { now: NOW, allowResidencePermits: true })).toBe(true);
    expect(v.matchIDCard('99000019900101001X')).toMatchObject({ messageId: 'idCardFormat' });
  });
});

describe('AADHAAR: Verhoeff and first digit 2-9 (spec: only "AADHAAR")', () => {
  it('reproduces the published Verhoeff example: the check digit of 236 is 3', () => {
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
  });
  it('accepts the widely used test numbers 234123412346 and 499118665246', () => {
    expect(v.aadhaar('234123412346')).toBe(true);
    expect(v.aadhaar('4991 1866 5246')).toBe(true);
  });
  it('catches a single wrong digit and an adjacent transposition', () => {
    expect(v.aadhaar('234123412336')).toMatchObject({ messageId: 'aadhaarChecksum' });
    expect(v.aadhaar('243123412346')).toMatchObject({ messageId: 'aadhaarChecksum' });
  });
  it('refuses numbers starting with 0 or 1, never issued', () => {
    const body = '12341234123';
    expect(v.aadhaar(body + verhoeffCheckDigit(body))).toMatchObject({ messageId: 'aadhaarFormat' });
  });
});

describe('PAN: holder-type 4th letter', () => {
  it('accepts the Income Tax example structure AAAPZ1234C and every holder type', () => {
    for (const t of 'PCHFATBLJG') expect(v.pan(`AAA${t}Z1234C`)).toBe(true);
  });
  it('refuses a 4th letter that is no holder type', () => {
    expect(v.pan('AAADZ1234C')).toMatchObject({ messageId: 'panHolderType' });
  });

  it('refuses serial 0000: the 4 digits are a sequence number from 0001 to 9999', () => {
    for (const pan of ['AAAPZ0000C', 'ABCCD0000E', 'AAAHA0000B']) {
      expect(v.pan(pan), pan).toMatchObject({ messageId: 'panSerial' });
    }
    expect(v.pan('AAAPZ0001C')).toBe(true);
    expect(v.pan('AAAPZ9999C')).toBe(true);
  });
});

describe('Mainland mobile: allocated ranges (spec phone: 1[3-9] and 9 digits)', () => {
  it('refuses unallocated ranges the spec pattern accepts', () => {
    expect(v.phone('15400000000')).toBe(true);
    expect(v.cnMobile('15400000000')).not.toBe(true);
    expect(v.phone('19400000000')).toBe(true);
    expect(v.cnMobile('19400000000')).not.toBe(true);
  });
  it('accepts +86 and separators as typed or pasted', () => {
    expect(v.cnMobile('+86 139-1234-5678')).toBe(true);
  });

  it('accepts the 148, 149 and 174 ranges MIIT allocated, which libphonenumber does not list', () => {
    const allocated = [
      '14812345678', // China Mobile
      '14912345678', // China Telecom
      '+86 149 1234 5678',
      '17406012345', // 1740[6-9]: MIIT emergency communications
      '17412012345', // 1741[0-2]: MIIT emergency communications
      '17490012345', // 1749: maritime satellite (Inmarsat)
    ];
    for (const n of allocated) expect(v.cnMobile(n), n).toBe(true);
  });
});

describe('Bank codes: non-ASCII digits and letters are refused, not folded', () => {
  // A bank reads these codes in ASCII. Folding ４, ٤ or ४ to 4 (or ſ to S when upper-casing) would
  // send the payment on a detail the payer never saw: they are refused with the field's message.
  const fw = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
  const digitsFrom = (zero: number) => (s: string) => s.replace(/\d/g, (d) => String.fromCodePoint(zero + Number(d)));
  const arabicIndic = digitsFrom(0x0660);
  const persian = digitsFrom(0x06f0);
  const devanagari = digitsFrom(0x0966);
  const cases: [keyof typeof v, string, string][] = [
    ['iban', fw('GB82WEST12345698765432'), 'ibanFormat'],
    ['iban', 'GB82WEST' + fw('12345698765432'), 'ibanFormat'],
    ['iban', arabicIndic('DE89370400440532013000'), 'ibanFormat'],
    ['iban', 'NL91ABNA' + devanagari('0417164300'), 'ibanFormat'],
    ['iban', '\uFB012112345600000785', 'ibanFormat'], // the ligature ﬁ upper-cases to FI
    ['bic', fw('DEUTDEFF'), 'bicFormat'],
    ['bic', 'NWBKGB' + arabicIndic('2') + 'L', 'bicFormat'],
    ['bic', 'DEUTDEFF' + fw('500'), 'bicFormat'],
    ['bic', '\u0131NGBNL2A', 'bicFormat'], // dotless ı upper-cases to I
    ['ifsc', 'SBIN' + fw('0011513'), 'ifsc'],
    ['ifsc', 'HDFC' + devanagari('0000001'), 'ifsc'],
    ['ifsc', '\u017FBIN0011513', 'ifsc'], // long ſ upper-cases to S
    ['abaRouting', fw('021000021'), 'digitsExact'],
    ['abaRouting', arabicIndic('021000021'), 'digitsExact'],
    ['ach', persian('021000021'), 'digitsExact'],
    ['sortCode', devanagari('12-34-56'), 'digitsExact'],
    ['bsb', fw('062-000'), 'digitsExact'],
    ['bankId', arabicIndic('001'), 'digitsExact'],
    ['branchNumber', devanagari('00011'), 'digitsExact'],
    ['matchBankAccount', fw('12345678'), 'bankAccount'],
    ['matchBankAccount', 'ACC_' + devanagari('123'), 'bankAccount'],
    ['matchSwift', 'DEUTDEFF' + persian('500'), 'wordChars'],
    ['digit_check', 'DEUTDEFF' + fw('500'), 'upperAlnumLength'],
    ['uppercaseAndNumericIban', 'GB82WEST' + arabicIndic('12345698765432'), 'upperAlnumLength'],
  ];
  it.each(cases)('%s refuses %j', (rule, value, messageId) => {
    expect(v[rule](value)).toMatchObject({ rule, messageId });
  });
});

describe('E-mail: RFC dot-atom (spec matchEmail: 2-3 letter ending, no plus)', () => {
  it('accepts real addresses matchEmail refuses', () => {
    for (const e of ['admissions@ox.ac.uk', 'first.last+fees@school.education', 'li@museum.museum']) {
      expect(v.email(e)).toBe(true);
    }
    expect(v.matchEmail('first.last+fees@school.education')).not.toBe(true);
  });
});
