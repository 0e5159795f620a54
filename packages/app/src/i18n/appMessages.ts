/** The app's own strings (the kit ships its own). One key set in three locales; the parity test checks. */
export const en = {
  'meta.title': 'EduPay: pay tuition and study-abroad fees',
  'meta.description': 'Pay tuition, rent, living costs, exam and application fees to schools and landlords abroad.',
  'meta.keywords': 'tuition payment, study abroad, international student fees, rent abroad',
  'nav.home': 'EduPay home',
  'header.language': 'Language',
  'header.login': 'Log in',
  'header.logout': 'Log out',
  'error.prefix': 'Error: ',
  'error.network': 'Network connection abnormal. Please try again.',
  'error.http': 'The server could not answer (HTTP {status}). Please try again later.',
  'home.title': 'Pay study-abroad fees, simply and safely',
  'home.subtitle': 'Tuition, rent, living costs, exam and application fees to schools and landlords abroad.',
  'notFound.title': 'This page could not be found',
  'notFound.back': 'Back to the home page',
  'outOfService.title': 'Service temporarily unavailable',
  'outOfService.body': 'EduPay is under maintenance. Please come back in a little while.',
  'footer.copyright': '© {year} EduPay',
} as const;

export type AppMessageId = keyof typeof en;

export const zhCN: Record<AppMessageId, string> = {
  'meta.title': 'EduPay：缴纳学费与留学费用',
  'meta.description': '向海外学校和房东缴纳学费、房租、生活费、考试费和申请费。',
  'meta.keywords': '学费缴纳,留学缴费,国际学生费用,海外房租',
  'nav.home': 'EduPay 首页',
  'header.language': '语言',
  'header.login': '登录',
  'header.logout': '退出登录',
  'error.prefix': '错误：',
  'error.network': '网络连接异常，请重试。',
  'error.http': '服务器暂时无法响应（HTTP {status}），请稍后再试。',
  'home.title': '留学缴费，简单又安心',
  'home.subtitle': '向海外学校和房东缴纳学费、房租、生活费、考试费和申请费。',
  'notFound.title': '页面不存在',
  'notFound.back': '返回首页',
  'outOfService.title': '服务暂时不可用',
  'outOfService.body': 'EduPay 正在维护，请稍后再来。',
  'footer.copyright': '© {year} EduPay',
};

export const zhTW: Record<AppMessageId, string> = {
  'meta.title': 'EduPay：繳納學費與留學費用',
  'meta.description': '向海外學校和房東繳納學費、房租、生活費、考試費和申請費。',
  'meta.keywords': '學費繳納,留學繳費,國際學生費用,海外房租',
  'nav.home': 'EduPay 首頁',
  'header.language': '語言',
  'header.login': '登入',
  'header.logout': '登出',
  'error.prefix': '錯誤：',
  'error.network': '網路連線異常，請重試。',
  'error.http': '伺服器暫時無法回應（HTTP {status}），請稍後再試。',
  'home.title': '留學繳費，簡單又安心',
  'home.subtitle': '向海外學校和房東繳納學費、房租、生活費、考試費和申請費。',
  'notFound.title': '找不到此頁面',
  'notFound.back': '返回首頁',
  'outOfService.title': '服務暫時無法使用',
  'outOfService.body': 'EduPay 正在維護，請稍後再來。',
  'footer.copyright': '© {year} EduPay',
};

export const appMessages = { en, 'zh-CN': zhCN, 'zh-TW': zhTW } as const;
