import { defineMessages } from '../../i18n/defineMessages';

/** Built-in strings of PdfPager (the paged PDF viewer, e.g. the IND payment guide). */
export const pdfPagerMessages = defineMessages(
  {
    'pdfPager.label': 'Document viewer',
    'pdfPager.documents': 'Documents',
    'pdfPager.previous': 'Previous page',
    'pdfPager.next': 'Next page',
    'pdfPager.status': 'Page {page} of {total}',
    'pdfPager.pageName': 'Page {page} of {total}, {title}',
    'pdfPager.loading': 'Loading document…',
    'pdfPager.error': 'The document could not be loaded. Check your connection and try again.',
    'pdfPager.retry': 'Try again',
    'pdfPager.download': 'Download',
    'pdfPager.keyboardHint': 'Use Page Up and Page Down to turn pages.',
  },
  {
    'pdfPager.label': '文档查看器',
    'pdfPager.documents': '文档',
    'pdfPager.previous': '上一页',
    'pdfPager.next': '下一页',
    'pdfPager.status': '第 {page} 页，共 {total} 页',
    'pdfPager.pageName': '第 {page} 页，共 {total} 页，{title}',
    'pdfPager.loading': '文档加载中…',
    'pdfPager.error': '文档加载失败，请检查网络后重试。',
    'pdfPager.retry': '重试',
    'pdfPager.download': '下载',
    'pdfPager.keyboardHint': '可使用 Page Up 和 Page Down 键翻页。',
  },
  {
    'pdfPager.label': '文件檢視器',
    'pdfPager.documents': '文件',
    'pdfPager.previous': '上一頁',
    'pdfPager.next': '下一頁',
    'pdfPager.status': '第 {page} 頁，共 {total} 頁',
    'pdfPager.pageName': '第 {page} 頁，共 {total} 頁，{title}',
    'pdfPager.loading': '文件載入中…',
    'pdfPager.error': '文件載入失敗，請檢查網路後重試。',
    'pdfPager.retry': '重試',
    'pdfPager.download': '下載',
    'pdfPager.keyboardHint': '可使用 Page Up 和 Page Down 鍵翻頁。',
  },
);
