/**
 * Demo account managers (payment specialists) seeded on first start. Phone numbers are in
 * reserved-looking ranges and the QR codes encode a contact URL; real staff replace these rows.
 */
export interface ManagerSeed {
  readonly name: string;
  readonly nameEn: string;
  /** As the person writes it in traditional characters (zh-TW pages), where it differs. */
  readonly nameZhTw: string | null;
  readonly wechatId: string;
  readonly whatsapp: string | null;
  readonly phone: string;
  readonly email: string;
  readonly isWechat: number;
  /** The payers' countries (alpha-3) they serve, reachable there: WeChat works in mainland China, WhatsApp does not. */
  readonly countries: readonly string[];
  readonly languages: readonly string[];
}

const CHINESE_SPEAKING = ['CHN', 'HKG', 'MAC', 'TWN', 'SGP', 'MYS'];

export const MANAGERS: readonly ManagerSeed[] = [
  { name: '王静', nameEn: 'Jing Wang', nameZhTw: '王靜', wechatId: 'edupay_wangjing', whatsapp: null, phone: '+86 13800138001', email: 'jing.wang@edupay.example', isWechat: 1, countries: CHINESE_SPEAKING, languages: ['zh-CN', 'zh-TW', 'en'] },
  { name: '李明', nameEn: 'Ming Li', nameZhTw: null, wechatId: 'edupay_liming', whatsapp: null, phone: '+86 13800138002', email: 'ming.li@edupay.example', isWechat: 1, countries: CHINESE_SPEAKING, languages: ['zh-CN', 'zh-TW', 'en'] },
  { name: '陈晓', nameEn: 'Xiao Chen', nameZhTw: '陳曉', wechatId: 'edupay_chenxiao', whatsapp: null, phone: '+86 13800138003', email: 'xiao.chen@edupay.example', isWechat: 1, countries: CHINESE_SPEAKING, languages: ['zh-CN', 'zh-TW', 'en'] },
  { name: '张悦', nameEn: 'Yue Zhang', nameZhTw: '張悅', wechatId: 'edupay_zhangyue', whatsapp: null, phone: '+86 13800138004', email: 'yue.zhang@edupay.example', isWechat: 1, countries: CHINESE_SPEAKING, languages: ['zh-CN', 'zh-TW', 'en'] },
  { name: 'Priya Sharma', nameEn: 'Priya Sharma', nameZhTw: null, wechatId: 'edupay_priya', whatsapp: '+91 9800098000', phone: '+91 9800098000', email: 'priya.sharma@edupay.example', isWechat: 2, countries: ['IND'], languages: ['en'] },
];

/** Support hours of spec 000 section 9, stored with each manager. */
export const MANAGER_WORKING_HOURS = '9:00-17:00 (UTC+8)';
