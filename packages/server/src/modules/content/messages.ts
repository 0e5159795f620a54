/**
 * The content calls' own messages in the three locales (spec 001 section 8 gives the news
 * no-results text). Kept with the module: no other area answers them.
 */
import type { Locale } from '@edupay/forms/contract';

const en = {
  ok: 'Success',
  noSearchResults: 'No search results, please change the keyword and try again.',
  articleNotFound: 'This article could not be found',
  pageNotFound: 'This page could not be found',
  formNotFound: 'This form does not exist',
  contactSent: 'Thank you. Your message has been sent and a payment specialist will reply by e-mail.',
  contactTooFrequent: 'Too many messages have been sent from your network; please try again in an hour',
  saved: 'Saved',
  contactMailSubject: 'EduPay contact form ({form}): {type}',
};
type ContentMessageId = keyof typeof en;

const zhCN: Record<ContentMessageId, string> = {
  ok: '成功',
  noSearchResults: '暂无搜索结果，请更换关键词后重试。',
  articleNotFound: '未找到这篇文章',
  pageNotFound: '未找到该页面',
  formNotFound: '该表单不存在',
  contactSent: '感谢您的留言，我们已收到，缴费专员将通过邮件回复您。',
  contactTooFrequent: '您所在的网络提交留言过于频繁，请一小时后再试',
  saved: '已保存',
  contactMailSubject: 'EduPay 联系表单（{form}）：{type}',
};

const zhTW: Record<ContentMessageId, string> = {
  ok: '成功',
  noSearchResults: '暫無搜尋結果，請更換關鍵詞後重試。',
  articleNotFound: '找不到這篇文章',
  pageNotFound: '找不到該頁面',
  formNotFound: '該表單不存在',
  contactSent: '感謝您的留言，我們已收到，繳費專員將透過電子郵件回覆您。',
  contactTooFrequent: '您所在的網路提交留言過於頻繁，請一小時後再試',
  saved: '已儲存',
  contactMailSubject: 'EduPay 聯絡表單（{form}）：{type}',
};

export const contentMessages: { readonly [L in Locale]: Readonly<Record<ContentMessageId, string>> } = { en, 'zh-CN': zhCN, 'zh-TW': zhTW };

export function ct(locale: Locale, id: ContentMessageId, values: Readonly<Record<string, string>> = {}): string {
  return contentMessages[locale][id].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Names of the contact form's enquiry types (the select's options). */
export const enquiryNames: { readonly [L in Locale]: Readonly<Record<string, string>> } = {
  en: {
    payment: 'Paying fees with EduPay',
    institution: 'Receiving payments as an institution',
    partnership: 'Agents, banks and partnerships',
    media: 'Media and press',
    other: 'Something else',
  },
  'zh-CN': { payment: '使用 EduPay 缴费', institution: '院校收款合作', partnership: '代理、银行与渠道合作', media: '媒体与新闻', other: '其他问题' },
  'zh-TW': { payment: '使用 EduPay 繳費', institution: '院校收款合作', partnership: '代理、銀行與通路合作', media: '媒體與新聞', other: '其他問題' },
};
