import { defineAppMessages } from '../i18n/defineAppMessages';

/** Strings of the page-wide extras: loading bar and back-to-top button. */
export const shellMessages = defineAppMessages(
  {
    'shell.loading': 'Loading the page',
    'shell.backToTop': 'Back to top',
  },
  {
    'shell.loading': '页面加载中',
    'shell.backToTop': '返回顶部',
  },
  {
    'shell.loading': '頁面載入中',
    'shell.backToTop': '返回頂端',
  },
);
