/**
 * Valid and invalid examples for every rule, shared by rules.test.ts (behaviour) and
 * messages.test.ts (every error formats in every locale). Typed Record<RuleName, Case>, so a rule
 * without examples does not compile.
 */
import type { RuleName } from './index';
import { gb11643CheckChar } from './chinaId';

export interface Case {
  readonly params?: object;
  readonly valid: readonly unknown[];
  readonly invalid: readonly unknown[];
}

/** A fixed "now" (2026-01-01, noon in Beijing) so ID ages do not drift. */
const NOW = Date.UTC(2026, 0, 1, 4);
const ID = '11010519491231002X'; // the GB 11643-1999 example
const idWith = (first17: string) => first17 + gb11643CheckChar(first17);
const MiB = 1024 * 1024;

export const cases: Record<RuleName, Case> = {
  // --- spec 000 section 5
  matchEmail: {
    valid: ['li.lei@qq.com', 'a_b-c@mail.school.edu', 'x@y.cn'],
    invalid: ['a@b', 'a@b.info', 'first+tag@x.com', 'a..b@x.com', 'a@b.c'],
  },
  phone: {
    valid: ['13800138000', '19912345678'],
    invalid: ['12800138000', '1380013800', '138001380001', '1380013800a', '+8613800138000'],
  },
  matchMob: { valid: ['12800138000', '13800138000'], invalid: ['11800138000', '1280013800'] },
  phone_numeric: { valid: ['0123456789'], invalid: ['12a', '1 2', '12.5', '-1'] },
  captcha_numeric: { valid: ['1234'], invalid: ['12a4', 'abcd'] },
  matchDigits: { valid: ['9', '000'], invalid: ['1,000', 'x'] },
  phone_between: { valid: ['12345', '123456789012'], invalid: ['1234', '1234567890123'] },
  captcha_between: { valid: ['1234'], invalid: ['123', '12345'] },
  min: { params: { length: 3 }, valid: ['abc', ' abc ', '𠮷𠮷𠮷'], invalid: ['ab', ' ab '] },
  max: { params: { length: 3 }, valid: ['abc', ' abc ', '𠮷𠮷𠮷'], invalid: ['abcd', '𠮷𠮷𠮷𠮷'] },
  password_min: { valid: ['123456'], invalid: ['12345'] },
  password_max: { valid: ['a'.repeat(20)], invalid: ['a'.repeat(21)] },
  confirmed: { params: { target: 'Secret1!' }, valid: ['Secret1!'], invalid: ['Secret1', 'Secret1! ', 'secret1!'] },
  matchAlphanumeric: { valid: ['abc123', 'ABC'], invalid: ['abc-123', 'abc 123', '中文'] },
  matchENorNUM: { valid: ['A1b2'], invalid: ['A_1'] },
  matchLetter: { valid: ['abc', 'XYZ'], invalid: ['abc1', 'a b'] },
  matchNoCh: { valid: ['abc 123 !', 'Zhang San'], invalid: ['北京', 'a，b', 'ａｂｃ'] },
  matchEnNameH: { valid: ['Li Lei'], invalid: ['李雷', 'Li\u3000Lei'] },
  digit_check: {
    valid: ['ABCDEFGH', 'ABCDEFGH123'],
    invalid: ['ABCDEFG', 'ABCDEFGH1', 'ABCDEFGH1234', 'abcdefgh', 'ABCD EFGH'],
  },
  digit_check_new: { params: { length: 6 }, valid: ['ABC123'], invalid: ['ABC12', 'ABC1234', 'abc123'] },
  uppercaseAndNumericIban: {
    valid: ['GB82WEST12345698765432'],
    invalid: ['GB82WEST1234569876543', 'GB82WEST123456987654321', 'gb82west12345698765432'],
  },
  match100num9: { valid: ['100123456'], invalid: ['101123456', '10012345', '1001234567'] },
  matchStudentId: { valid: ['001234567'], invalid: ['011234567', '00123456', '0012345678'] },
  matchName: {
    valid: ['张三', 'John Smith', '买买提·艾力', '张'.repeat(20)],
    invalid: ['张', '张'.repeat(21), '张3', 'John_Smith', 'ＪＯＨＮ'],
  },
  matchChinaName: { valid: ['张三', '买买提·艾力', '欧阳娜娜'], invalid: ['·张三', '张三·', 'Zhang San', '张 三'] },
  matchChPoint: { valid: ['阿依古丽·买买提'], invalid: ['Ayi'] },
  matchChLen: { valid: ['北京市朝阳区 Road 1', '中文字abcdefg'], invalid: ['abcdefgh中文', 'Main Street'] },
  matchNumber: { valid: ['John Smith', 'LI'], invalid: ['John3', 'José', '李'] },
  matchEn: { valid: ['Room 5, 1 Main St. #2', 'a-b/c'], invalid: ['李', 'ｆｕｌｌ', 'Müller'] },
  matchEnName: { valid: ["O'BRIEN (JR.)", 'MIT, Cambridge MA 02139'], invalid: ['A & B', '李', 'Müller', 'a@b'] },
  matchBank: { valid: ['HSBC BANK PLC'], invalid: ['HSBC_BANK'] },
  matchBankSAddress: { valid: ['8 Canada Square, London E14 5HQ'], invalid: ['8 Canada Sq; London'] },
  matchEnNameIn: { valid: ['Rahul Kumar'], invalid: ['Rahul#Kumar'] },
  matchEnglish: { valid: ['New_York-1.5 St'], invalid: ['a,b', 'a/b'] },
  matchZhOrEn: { valid: ['张三abc'], invalid: ['张 三', '张三1'] },
  matchZhOrEnOrS: { valid: ['张 三 abc'], invalid: ['张三1', '张-三'] },
  matchZhOrEnOrIn: { valid: ['Li Ming 李明'], invalid: ['Li.Ming'] },
  banSpace: { valid: ['abc', 'a-b'], invalid: ['a b', 'a\u3000b', ' abc', 'abc\t'] },
  crnTest: { valid: ['CRN 123', 'x'], invalid: [' CRN', 'CRN ', 'CRN\u3000', '\nCRN'] },
  positiveInteger: { valid: ['1', '30000'], invalid: ['0', '007', '-1', '1.0', '+1'] },
  matchMoney: {
    valid: ['1,234.56', '-1,234', '+0.5', '1234567.8', '0'],
    invalid: ['1,23', '1.234', '12,3456', '1.', '.5', 'abc', '1e3'],
  },
  matchMoneyMl: { valid: ['12,000.00'], invalid: ['12.000,00'] },
  matchMoneyMin: { params: { min: 100 }, valid: ['100', '100.00', '1,000'], invalid: ['99.99', '-100', 'x'] },
  matchMoneyMax: { params: { max: 30000 }, valid: ['30,000.00', '0.01'], invalid: ['30000.01', '1,000,000'] },
  matchMaxMoney: { valid: ['30000'], invalid: ['30000.01'] },
  matchMaxMoney2: { params: { max: '50,000' }, valid: ['50000'], invalid: ['50000.01'] },
  matchCompare: { params: { due: '1000' }, valid: ['1000', '999.99'], invalid: ['1000.01', 'abc'] },
  matchFeeMax: { params: { limit: 3 }, valid: ['a;b', 'a；b', 'a;;b;'], invalid: ['a;b;c', 'a；b；c；d'] },
  matchBankAccount: { valid: ['abcd', 'a'.repeat(20), 'ACC_123'], invalid: ['abc', 'a'.repeat(21), 'ab-cd', 'ab cd'] },
  matchPassport: { valid: ['E12345678', 'A'.repeat(30)], invalid: ['A'.repeat(31), 'E1234 5678', 'E-123'] },
  matchSwift: { valid: ['ABC_123', 'A'.repeat(12)], invalid: ['A'.repeat(13), 'AB-C'] },
  matchPromo: { valid: ['SPRING2026'], invalid: ['SPRING 2026'] },
  matchWeChat: { valid: ['abcd', 'wx_id-1', 'a'.repeat(20)], invalid: ['abc', 'a'.repeat(21), 'wx id', '微信号abc'] },
  matchCitizen: { valid: ['1234567890', 'A123456789'], invalid: ['123456789'] },
  matchIDCard: {
    valid: [ID, '110105194912310021' /* format only: checksum not checked */],
    invalid: ['99010519491231002X', '81000019491231002X', '110105491231002', '1101051949123100', '11010519491231002Y'],
  },
  matchIDCardStrict: {
    params: { now: NOW },
    valid: [ID, '11010519491231002x', idWith('44030420230101123'), idWith('44030419260101123')],
    invalid: [
      '110105194912310021',
      idWith('11010519490230123'),
      idWith('44030420230102123'),
      idWith('44030419250101123'),
      '71000019491231002X',
    ],
  },
  tuitionCharacterVal: {
    valid: ['1 Main Street', 'Post Oak Blvd 5', 'Boxhill Road', 'Pollock Street'],
    invalid: [
      'PO Box 123',
      'P.O. Box 5',
      'p o box 9',
      'POBox 1',
      'PO-Box 2',
      'Post Office Box 7',
      'GPO Box 1',
      'Postbox 3',
      'Locked Bag 4',
      '北京邮政信箱123',
    ],
  },
  rentCharacterVal: { valid: ['Flat 2, 10 High St'], invalid: ['P.O.B. 12', '郵政信箱 8'] },
  selectRequired: { valid: ['CHN', 0, ['a']], invalid: [' ', [], false] },
  coustRequired: { valid: ['x'], invalid: ['\u3000', false] },
  required: { valid: ['x', 0, true, ['a'], { a: 1 }], invalid: [' ', '\t\n', [], false] },

  // --- real-world and spec 001
  email: {
    valid: [
      'first.last+tag@school.education',
      'li.lei@qq.com',
      "o'brien@ex-ample.co.uk",
      `${'a'.repeat(64)}@x.com`,
      'a@example.xn--fiqs8s',
    ],
    invalid: [
      'a@b',
      'a..b@x.com',
      '.a@x.com',
      'a.@x.com',
      'a@-x.com',
      'a＠b.com',
      'a b@x.com',
      `${'a'.repeat(65)}@x.com`,
      'a@b.c',
    ],
  },
  cnMobile: {
    valid: [
      '13800138000',
      '+86 138 0013 8000',
      '0086-138-0013-8000',
      '8613800138000',
      '19912345678',
      '17400012345',
      '14812345678',
      '14912345678',
      '17406012345',
      '17412012345',
      '17490012345',
    ],
    invalid: [
      '15400000000',
      '19400000000',
      '14000000000',
      '12345678901',
      '1380013800',
      // 1742-1748 are not allocated; 141, 144 and 146 are 13-digit IoT ranges, never 11-digit mobiles
      '17420000000',
      '17480000000',
      '14100000000',
      '14400000000',
      '14600000000',
    ],
  },
  loginPhone: { params: { areaCode: '+86' }, valid: ['13800138000'], invalid: ['12345', '12800138000'] },
  cnResidentId: {
    params: { now: NOW },
    valid: [ID, '110105 19491231 002x', '110105-19491231-002X'],
    invalid: ['110105194912310021', '81000019491231002X'],
  },
  password: {
    valid: ['abc123!@', 'a'.repeat(6), 'a'.repeat(20)],
    invalid: ['abc12', 'a'.repeat(21), 'abc 1234', 'ａｂｃ１２３４', '密码123456'],
  },
  accepted: { valid: [true], invalid: [false, 'true', 1] },
  nameNoDigits: { valid: ["José O'Brien", 'Nguyễn Văn An', 'Jean-Luc', '李 雷'], invalid: ['John3', 'A@b', 'Li_Lei'] },
  iban: {
    valid: [
      'GB82WEST12345698765432',
      'DE89370400440532013000',
      'NL91ABNA0417164300',
      'FR1420041010050500013M02606',
      'gb82 west 1234 5698 7654 32',
    ],
    invalid: [
      'GB82WEST12345698765431',
      'GB82WEST1234569876543',
      'XX82WEST12345698765432',
      'US12345678901234567890',
      '1234',
      // mod-97 holds, but ISO 13616 check digits run 02-98
      'GB00HLFX11016111455365',
      'GB01BARC20714583608387',
      // mod-97 holds, but not the national check digits (Belgium: the last 2 digits; Spain: the DC digits)
      'BE41539007547035',
      'ES2921000418460200051332',
    ],
  },
  bic: {
    valid: ['DEUTDEFF', 'NWBKGB2L', 'DEUTDEFF500', 'BKCHCNBJ', 'deutdeff'],
    invalid: ['DEUTXXFF', 'DEUT12FF', 'DEUTDEF', 'DEUTDEFF5', 'DEUTDEFF5000'],
  },
  abaRouting: {
    valid: ['011000015', '021000021', '026009593', '0210-0002-1'],
    invalid: ['021000022', '02100002', '0210000210', '131000015', '90000000X'],
  },
  ach: { valid: ['021000021'], invalid: ['021000023'] },
  sortCode: { valid: ['12-34-56', '123456', '12 34 56'], invalid: ['12345', '1234567', '12-34-5a'] },
  bsb: { valid: ['062-000', '062000'], invalid: ['06200', '0620001'] },
  bankId: { valid: ['001', '004'], invalid: ['01', '0001', 'a01'] },
  branchNumber: { valid: ['00011'], invalid: ['0001', '000111'] },
  ifsc: {
    valid: ['SBIN0011513', 'HDFC0000001', 'sbin0011513'],
    invalid: ['SBIN1011513', 'SBI0011513', 'SBIN001151', 'SBIN00115133'],
  },
  pan: {
    valid: ['AAAPZ1234C', 'ABCCD1234E', 'aaapz1234c', 'AAAPZ0001C', 'AAAPZ9999C'],
    invalid: ['ABCDE1234F', 'ABCP1234F', 'AAAPZ12345', '1AAPZ1234C', 'AAAPZ0000C'],
  },
  aadhaar: {
    valid: ['234123412346', '2341 2341 2346', '499118665246'],
    invalid: ['234123412347', '123412341234', '034123412346', '23412341234', '2341234123467'],
  },
  indiaPinCode: { valid: ['110001', '110 001', '560034'], invalid: ['011001', '11001', '1100011'] },
  tcsAmount: { valid: ['0', '700000', '700,000.00', '1.5'], invalid: ['700,000.01', '-1', 'abc', '1.234'] },
  installmentAmount: { valid: ['1', '30000', '30,000.00', '100.00'], invalid: ['30001', '100.50', '0', '-5', 'x'] },
  notAboveBill: { params: { bill: '500.00' }, valid: ['500', '499.99'], invalid: ['500.01', 'abc'] },
  passportRequired: {
    params: { amountCny: '300000.01' },
    valid: ['E12345678', [{ name: 'p.pdf' }]],
    invalid: [' ', []],
  },
  livingExpenseCurrency: { valid: ['USD', 'GBP', 'CAD', 'AUD', 'EUR', 'eur'], invalid: ['CNY', 'JPY', 'US'] },
  purposesCount: { params: { max: 2 }, valid: [['tuition'], ['tuition', 'rent']], invalid: [['a', 'b', 'c']] },
  admissionYearMonth: {
    valid: [{ year: 2025, month: 9 }, {}, { year: '２０２５', month: '９' }],
    invalid: [
      { year: 2025 },
      { month: 9 },
      { year: 2025, month: 13 },
      { year: 2025, month: 0 },
      { year: 'x', month: 1 },
    ],
  },
  oneOf: { params: { values: ['yearly', 'monthly'] }, valid: ['yearly'], invalid: ['weekly', 'Yearly'] },
  rentPeriod: {
    valid: [
      { start: '2024-01-01', end: '2024-12-31' },
      { start: '2025-01-01', end: '2026-01-01' }, // exactly 365 days = 31536000000 ms
      { start: '2025-03-01', end: '2025-03-01' },
      { start: { year: 2025, month: 1, day: 1 }, end: new Date(Date.UTC(2025, 5, 1)) },
      { start: '2025-01-01' },
    ],
    invalid: [
      { start: '2024-01-01', end: '2025-01-01' }, // 366 days (leap year): more than the spec's 31536000000 ms
      { start: '2025-02-01', end: '2025-01-31' },
      { start: '2025-02-30', end: '2025-03-01' },
    ],
  },
  date: {
    valid: ['2024-02-29', '2025/1/5', { year: 2025, month: 12, day: 31 }],
    invalid: ['2023-02-29', 'abc', '2025-13-01'],
  },
  uploadFileType: {
    valid: [
      { name: 'offer.pdf', type: 'application/pdf' },
      { name: 'ID.PNG' },
      [{ name: 'a.jpeg', type: 'image/jpeg' }, { name: 'b.jpg' }],
    ],
    invalid: [
      { name: 'a.gif' },
      { name: 'a.pdf', type: 'application/x-msdownload' },
      { name: 'pdf' },
      [{ name: 'a.pdf' }, { name: 'b.heic' }],
    ],
  },
  uploadFileSize: {
    valid: [{ name: 'a.pdf', size: 2 * MiB - 1 }, { size: 0 }],
    invalid: [{ size: 2 * MiB }, { name: 'a.pdf' }],
  },
  uploadCount: {
    params: { min: 2, max: 3 },
    valid: [
      [{}, {}],
      [{}, {}, {}],
    ],
    invalid: [[{}], [{}, {}, {}, {}]],
  },
  uploadFiles: {
    params: { kind: 'selfie', min: 1, max: 1 },
    valid: [[{ name: 'me.jpg', size: 1000 }]],
    invalid: [
      [{ name: 'me.pdf', size: 1000 }],
      [{ name: 'me.png', size: 3 * MiB }],
      [
        { name: 'a.jpg', size: 1 },
        { name: 'b.jpg', size: 1 },
      ],
    ],
  },
};
