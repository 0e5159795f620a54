/**
 * The India payment guide's files, made by scripts/make-payment-guides.mjs and served from public/.
 * Three parts shown in the viewer, and the complete guide that the one download button saves under
 * a fixed file name (spec 000 section 2, "Payment guide dialog").
 */
export const GUIDE_PARTS = [
  { id: 'create-order', url: '/guides/india-payment-guide-1-create-order.pdf', titleKey: 'guide.part1' },
  { id: 'documents', url: '/guides/india-payment-guide-2-documents.pdf', titleKey: 'guide.part2' },
  { id: 'pay-and-track', url: '/guides/india-payment-guide-3-pay-and-track.pdf', titleKey: 'guide.part3' },
] as const;

export const GUIDE_DOWNLOAD_URL = '/guides/india-payment-guide.pdf';
export const GUIDE_DOWNLOAD_NAME = 'EduPay-India-Payment-Guide.pdf';
