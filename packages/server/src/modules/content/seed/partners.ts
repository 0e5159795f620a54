/**
 * Seeded partners (the partner institutions the spec's partner order pages name) and cooperating
 * payment institutions. Licence texts state only the kind of authorisation each type holds.
 */
import type { Localized } from './types';

export interface SeedPartner {
  readonly slug: string;
  readonly kind: 'partner' | 'agency';
  readonly nameEn: string;
  readonly nameZh: string;
  readonly country: string;
  readonly website: string;
  readonly texts: Localized<{ description: string; licence: string }>;
}

const partner = (slug: string, nameEn: string, nameZh: string, country: string, website: string, en: string, cn: string, tw: string): SeedPartner => ({
  slug,
  kind: 'partner',
  nameEn,
  nameZh,
  country,
  website,
  texts: { en: { description: en, licence: '' }, 'zh-CN': { description: cn, licence: '' }, 'zh-TW': { description: tw, licence: '' } },
});

const agency = (slug: string, nameEn: string, nameZh: string, country: string, website: string, d: Localized<string>, l: Localized<string>): SeedPartner => ({
  slug,
  kind: 'agency',
  nameEn,
  nameZh,
  country,
  website,
  texts: { en: { description: d.en, licence: l.en }, 'zh-CN': { description: d['zh-CN'], licence: l['zh-CN'] }, 'zh-TW': { description: d['zh-TW'], licence: l['zh-TW'] } },
});

export const PARTNERS: readonly SeedPartner[] = [
  partner('monash', 'Monash University', '莫纳什大学', 'AUS', 'https://www.monash.edu', 'Fixed-amount pages for application and exam fees paid in AUD and CNY.', '提供澳元和人民币计价的申请费、考试费固定金额缴费页面。', '提供澳幣和人民幣計價的申請費、考試費固定金額繳費頁面。'),
  partner('montverde', 'Montverde Academy', '蒙特沃德学院', 'USA', 'https://www.montverde.org', 'A dedicated order page for boarding-school tuition in USD.', '美元寄宿学校学费专属缴费页面。', '美元寄宿學校學費專屬繳費頁面。'),
  partner('ncuk', 'NCUK', 'NCUK 北方大学联合会', 'GBR', 'https://www.ncuk.ac.uk', 'Admission fee pages for NCUK foundation and pathway programmes.', 'NCUK 预科及衔接课程的录取费缴费页面。', 'NCUK 預科及銜接課程的錄取費繳費頁面。'),
  partner('tripalink', 'Tripalink', 'Tripalink', 'USA', 'https://www.tripalink.com', 'Student housing rent paid from China with the tenancy contract.', '凭租房合同从中国支付学生公寓房租。', '憑租屋合約從中國支付學生公寓房租。'),
  partner('uswoo', 'Uswoo', '优寓', 'USA', 'https://www.uswoo.com', 'Rent and deposit payments for student apartments in the United States.', '美国学生公寓的房租和押金缴纳。', '美國學生公寓的房租和押金繳納。'),
  partner('hooli', 'Hooli', 'Hooli', 'CAN', 'https://www.hooli.com', 'Student accommodation in Canada, paid in CAD.', '加拿大学生住宿，以加元支付。', '加拿大學生住宿，以加幣支付。'),
  partner('eduhomely', 'EduHomely', 'EduHomely', 'GBR', 'https://www.eduhomely.com', 'Student homes in the United Kingdom with GBP rent orders.', '英国学生住宿，以英镑下房租订单。', '英國學生住宿，以英鎊下房租訂單。'),
  partner('zoonest', 'Zoonest', 'Zoonest', 'AUS', 'https://www.zoonest.com', 'Student rentals in Australia with rent paid through EduPay.', '澳大利亚学生租房，通过 EduPay 支付房租。', '澳洲學生租屋，透過 EduPay 支付房租。'),
];

export const AGENCIES: readonly SeedPartner[] = [
  agency(
    'ad-bank-china', 'Licensed commercial banks (China)', '持牌商业银行（中国）', 'CHN', 'https://www.safe.gov.cn',
    { en: 'Receive CNY from payers and convert it at live rates for education remittances.', 'zh-CN': '接收付款人的人民币，并按实时汇率办理留学汇款购汇。', 'zh-TW': '接收付款人的人民幣，並按即時匯率辦理留學匯款購匯。' },
    { en: 'Foreign-exchange business under the State Administration of Foreign Exchange', 'zh-CN': '在国家外汇管理局监管下开展外汇业务', 'zh-TW': '在國家外匯管理局監管下開展外匯業務' },
  ),
  agency(
    'payment-institution-china', 'Licensed payment institutions (China)', '持牌支付机构（中国）', 'CHN', 'https://www.pbc.gov.cn',
    { en: 'Card, QR code and messaging-app payments collected in China.', 'zh-CN': '在中国境内收取银行卡、扫码和微信支付款项。', 'zh-TW': '在中國境內收取銀行卡、掃碼和微信支付款項。' },
    { en: 'Payment business licence of the People\'s Bank of China', 'zh-CN': '中国人民银行颁发的支付业务许可证', 'zh-TW': '中國人民銀行頒發的支付業務許可證' },
  ),
  agency(
    'ad-bank-india', 'Authorised dealer banks (India)', '授权交易银行（印度）', 'IND', 'https://www.rbi.org.in',
    { en: 'Remit tuition from India under the Liberalised Remittance Scheme, with the A2 form.', 'zh-CN': '在自由汇款计划下凭 A2 表格从印度汇出学费。', 'zh-TW': '在自由匯款計畫下憑 A2 表格從印度匯出學費。' },
    { en: 'Authorised Dealer Category I licence of the Reserve Bank of India', 'zh-CN': '印度储备银行一类授权交易商牌照', 'zh-TW': '印度儲備銀行一類授權交易商牌照' },
  ),
  agency(
    'emi-uk', 'Electronic money institutions (United Kingdom)', '电子货币机构（英国）', 'GBR', 'https://www.fca.org.uk',
    { en: 'Pay out GBP to universities and landlords in the UK.', 'zh-CN': '向英国的大学和房东支付英镑款项。', 'zh-TW': '向英國的大學和房東支付英鎊款項。' },
    { en: 'Authorised by the Financial Conduct Authority', 'zh-CN': '由英国金融行为监管局授权', 'zh-TW': '由英國金融行為監管局授權' },
  ),
  agency(
    'msb-usa', 'Money services businesses (United States)', '货币服务企业（美国）', 'USA', 'https://www.fincen.gov',
    { en: 'Pay out USD to schools and landlords in the United States.', 'zh-CN': '向美国的学校和房东支付美元款项。', 'zh-TW': '向美國的學校和房東支付美元款項。' },
    { en: 'Registered with FinCEN and licensed by the states where required', 'zh-CN': '已在美国金融犯罪执法网络注册，并按要求持有州牌照', 'zh-TW': '已在美國金融犯罪執法網絡註冊，並按要求持有州牌照' },
  ),
  agency(
    'msb-malaysia', 'Licensed remittance providers (Malaysia)', '持牌汇款机构（马来西亚）', 'MYS', 'https://www.bnm.gov.my',
    { en: 'Collect MYR from payers in Malaysia within the 30,000 MYR per transaction limit.', 'zh-CN': '在每笔 30,000 令吉的限额内收取马来西亚付款人的令吉。', 'zh-TW': '在每筆 30,000 令吉的限額內收取馬來西亞付款人的令吉。' },
    { en: 'Licensed by Bank Negara Malaysia under the Money Services Business Act', 'zh-CN': '依《货币服务业务法》由马来西亚国家银行发牌', 'zh-TW': '依《貨幣服務業務法》由馬來西亞國家銀行發牌' },
  ),
];
