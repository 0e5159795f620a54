import { defineAppMessages } from '../../i18n/defineAppMessages';

/** /about_us: the page's own strings; the documents themselves are in legalTexts.ts. */
export const aboutUsMessages = defineAppMessages(
  {
    'aboutUs.switch': 'Legal documents',
    'aboutUs.switch.clause': 'Terms',
    'aboutUs.switch.policy': 'Privacy',
    'aboutUs.lastUpdated': 'Last updated: {date}',
    'aboutUs.contactDesk': 'Contact the service desk',
  },
  {
    'aboutUs.switch': '法律文件',
    'aboutUs.switch.clause': '服务条款',
    'aboutUs.switch.policy': '隐私政策',
    'aboutUs.lastUpdated': '最近更新：{date}',
    'aboutUs.contactDesk': '联系客服中心',
  },
  {
    'aboutUs.switch': '法律文件',
    'aboutUs.switch.clause': '服務條款',
    'aboutUs.switch.policy': '隱私權政策',
    'aboutUs.lastUpdated': '最近更新：{date}',
    'aboutUs.contactDesk': '聯絡客服中心',
  },
);
