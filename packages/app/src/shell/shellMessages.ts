import { defineAppMessages } from '../i18n/defineAppMessages';

/** Strings of the page-wide extras: skip link, loading bar, back-to-top button and the landmark of the floating buttons. */
export const shellMessages = defineAppMessages(
  {
    'shell.loading': 'Loading the page',
    'shell.backToTop': 'Back to top',
    'shell.floating': 'Quick help',
    'shell.skipToContent': 'Skip to main content',
  },
  {
    'shell.loading': '页面加载中',
    'shell.backToTop': '返回顶部',
    'shell.floating': '快捷帮助',
    'shell.skipToContent': '跳到主要内容',
  },
  {
    'shell.loading': '頁面載入中',
    'shell.backToTop': '返回頂端',
    'shell.floating': '快捷幫助',
    'shell.skipToContent': '跳到主要內容',
  },
);
