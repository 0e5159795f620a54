import { defineAppMessages } from '../i18n/defineAppMessages';

/** The route-change error page (spec 000 section 8: status, default 500, and a message). */
export const routeErrorMessages = defineAppMessages(
  {
    'routeError.title': 'Something went wrong ({status})',
    'routeError.body': 'This page could not be shown. Please try again, or go back to the home page.',
    'routeError.retry': 'Try again',
    'routeError.home': 'Back to the home page',
  },
  {
    'routeError.title': '出错了（{status}）',
    'routeError.body': '此页面暂时无法显示。请重试，或返回首页。',
    'routeError.retry': '重试',
    'routeError.home': '返回首页',
  },
  {
    'routeError.title': '發生錯誤（{status}）',
    'routeError.body': '此頁面暫時無法顯示。請重試，或返回首頁。',
    'routeError.retry': '重試',
    'routeError.home': '返回首頁',
  },
);
