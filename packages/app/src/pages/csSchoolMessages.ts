import { defineAppMessages } from '../i18n/defineAppMessages';

/** /cs_school: the customer-service page. */
export const csSchoolMessages = defineAppMessages(
  {
    'csSchool.title': 'Customer service',
    'csSchool.intro': 'Our service desk helps with payments, documents and refunds. Contact us in the way that suits you.',
    'csSchool.address': 'Service desk',
    'csSchool.phone': 'Phone',
    'csSchool.hours': 'Working hours',
    'csSchool.email': 'E-mail',
    'csSchool.qr': 'QR code of the EduPay official account',
    'csSchool.qr.hint': 'Scan with WeChat to follow and message us',
    'csSchool.qrFailed': 'The QR code could not be drawn.',
    'csSchool.qr.open': 'Follow the EduPay official account and message us',
    'csSchool.loading': 'Loading the contact details…',
  },
  {
    'csSchool.title': '客服中心',
    'csSchool.intro': '客服中心为您解答缴费、材料和退款问题，请选择方便的方式联系我们。',
    'csSchool.address': '服务地址',
    'csSchool.phone': '电话',
    'csSchool.hours': '工作时间',
    'csSchool.email': '邮箱',
    'csSchool.qr': 'EduPay 公众号二维码',
    'csSchool.qr.hint': '微信扫一扫，关注并留言',
    'csSchool.qrFailed': '二维码生成失败。',
    'csSchool.qr.open': '关注 EduPay 公众号并留言',
    'csSchool.loading': '正在加载联系方式…',
  },
  {
    'csSchool.title': '客服中心',
    'csSchool.intro': '客服中心為您解答繳費、資料與退款問題，請選擇方便的方式聯絡我們。',
    'csSchool.address': '服務地址',
    'csSchool.phone': '電話',
    'csSchool.hours': '工作時間',
    'csSchool.email': '電子郵件',
    'csSchool.qr': 'EduPay 公眾號 QR 碼',
    'csSchool.qr.hint': '微信掃一掃，關注並留言',
    'csSchool.qrFailed': 'QR 碼產生失敗。',
    'csSchool.qr.open': '關注 EduPay 公眾號並留言',
    'csSchool.loading': '正在載入聯絡方式…',
  },
);
