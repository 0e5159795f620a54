/** Seeded FAQ (home page and help centre): general questions, and India's for country IND. */
import type { SeedArticle } from './types';

type Pair = readonly [question: string, answer: string];
const entry = (slug: string, category: 'general' | 'india', sort: number, en: Pair, cn: Pair, tw: Pair): SeedArticle & { sort: number } => ({
  slug,
  category,
  sort,
  date: '2026-01-05T02:00:00Z',
  texts: {
    en: { title: en[0], body: `<p>${en[1]}</p>` },
    'zh-CN': { title: cn[0], body: `<p>${cn[1]}</p>` },
    'zh-TW': { title: tw[0], body: `<p>${tw[1]}</p>` },
  },
});

export const FAQ: readonly (SeedArticle & { sort: number })[] = [
  entry(
    'faq-how-long', 'general', 1,
    ['How long does it take to pay?', 'Placing an order takes 3 to 5 minutes. Most payments arrive within 1 to 6 business days.'],
    ['缴费需要多长时间？', '下单只需 3 到 5 分钟，大多数款项在 1 至 6 个工作日内到账。'],
    ['繳費需要多長時間？', '下單只需 3 到 5 分鐘，大多數款項在 1 至 6 個工作日內到帳。'],
  ),
  entry(
    'faq-fees', 'general', 2,
    ['Do you charge a processing fee?', 'Not on a bank transfer. Cards, UnionPay QR, WeChat Pay and Alipay carry a service fee (from 0.2% for cards, at least 80 and at most 200 CNY); the payment page shows each method\'s fee and total before you choose.'],
    ['收取手续费吗？', '银行转账不收。银行卡、银联二维码、微信支付和支付宝收取服务费（银行卡 0.2%，最低 80 元，最高 200 元人民币）；付款页面会在您选择前列明每种方式的费用和总额。'],
    ['收取手續費嗎？', '銀行轉帳不收。銀行卡、銀聯二維碼、微信支付和支付寶收取服務費（銀行卡 0.2%，最低 80 元，最高 200 元人民幣）；付款頁面會在您選擇前列明每種方式的費用和總額。'],
  ),
  entry(
    'faq-safe', 'general', 3,
    ['Is my money safe?', 'Payments go through licensed banks and payment institutions, each order is reviewed by anti-money-laundering checks, and EduPay never asks you to pay into an individual\'s account.'],
    ['资金安全吗？', '款项经由持牌银行和支付机构处理，每笔订单都经过反洗钱审核，EduPay 绝不会要求您向个人账户付款。'],
    ['資金安全嗎？', '款項經由持牌銀行和支付機構處理，每筆訂單都經過反洗錢審核，EduPay 絕不會要求您向個人帳戶付款。'],
  ),
  entry(
    'faq-specialist', 'general', 4,
    ['Who helps me if something goes wrong?', 'Your own payment specialist, reachable by messaging app, phone and e-mail from 9:00 to 17:00 Beijing time, or in your time zone for other countries.'],
    ['遇到问题找谁？', '您的专属缴费专员，可通过微信、电话和邮件联系，服务时间为北京时间 9:00 至 17:00；其他国家按当地时区服务。'],
    ['遇到問題找誰？', '您的專屬繳費專員，可透過微信、電話和電子郵件聯絡，服務時間為北京時間 9:00 至 17:00；其他國家按當地時區服務。'],
  ),
  entry(
    'faq-what-can-i-pay', 'general', 5,
    ['What can I pay with EduPay?', 'Tuition, deposits, application and exam fees, student rent and living expenses.'],
    ['可以用 EduPay 缴纳哪些费用？', '学费、押金、申请费、考试费、学生房租和生活费。'],
    ['可以用 EduPay 繳納哪些費用？', '學費、押金、申請費、考試費、學生房租和生活費。'],
  ),
  entry(
    'faq-india-tcs', 'india', 6,
    ['How much TCS applies to my payment?', 'TCS is 5% on the part above INR 7 lakh in a financial year, and 0.5% when the payment is funded by an education loan. TCS and GST are not refunded.'],
    ['我的付款需缴纳多少 TCS？', '一个财年内超过 70 万卢比的部分按 5% 征收 TCS，教育贷款资金按 0.5% 征收。TCS 和 GST 不予退还。'],
    ['我的付款需繳納多少 TCS？', '一個財年內超過 70 萬盧比的部分按 5% 徵收 TCS，教育貸款資金按 0.5% 徵收。TCS 和 GST 不予退還。'],
  ),
  entry(
    'faq-india-documents', 'india', 7,
    ['Which documents do payers in India need?', 'PAN, AADHAAR front and back, the student\'s passport, a selfie, and for loan-funded payments the sanction and disbursement letters. The A2 form and student declaration are signed online.'],
    ['印度付款人需要哪些材料？', 'PAN、AADHAAR 正反面、学生护照、自拍照；贷款付款还需贷款批准函和放款函。A2 表格和学生声明在线签署。'],
    ['印度付款人需要哪些資料？', 'PAN、AADHAAR 正反面、學生護照、自拍照；貸款付款還需貸款核准函和撥款函。A2 表格和學生聲明線上簽署。'],
  ),
];
