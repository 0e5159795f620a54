import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../i18n/locale';
import type { DomainText } from '../../i18n/useDomainText';
import { useEduPay } from '../../provider/useEduPay';
import { inLocale, storyLocale, storyText } from '../../stories/storyLocale';
import { PdfPager, type PdfDocumentSource } from './PdfPager';
import { loadPdfjs } from './loadPdfjs';
import { pdfPagerMessages } from './pdfPagerMessages';
import { liveRegion } from '../../stories/liveRegion';

const guide1 = new URL('./fixtures/guide-1.pdf', import.meta.url).href;
const guide2 = new URL('./fixtures/guide-2.pdf', import.meta.url).href;
const guide3 = new URL('./fixtures/guide-3.pdf', import.meta.url).href;

/**
 * The guides' titles as the content API gives them in each language (the tabs and the canvas name
 * show them), and the app's own "Pay fees" link. The PDFs themselves are the English guide for payers
 * in India: the same files in every locale.
 */
const storyTexts = {
  en: { howToPay: 'How to pay', bankTransfer: 'Bank transfer', checklist: 'Checklist', payFees: 'Pay fees' },
  'zh-CN': { howToPay: '付款方法', bankTransfer: '银行转账', checklist: '材料清单', payFees: '支付费用' },
  'zh-TW': { howToPay: '付款方式', bankTransfer: '銀行轉帳', checklist: '文件清單', payFees: '支付費用' },
} satisfies Record<Locale, Record<string, string>>;

const titlesOf = (globals: Record<string, unknown>) => storyTexts[storyLocale(globals)];

/** The IND payment guide: three PDFs (3, 2 and 4 pages). */
function guidesIn(locale: Locale): PdfDocumentSource[] {
  const titles = storyTexts[locale];
  return [
    { id: 'how-to-pay', title: titles.howToPay, url: guide1 },
    { id: 'bank-transfer', title: titles.bankTransfer, url: guide2 },
    { id: 'checklist', title: titles.checklist, url: guide3 },
  ];
}
const guides = guidesIn('en');
const downloadName = 'EduPay-India-payment-guide.pdf';

/** Bytes that never arrive: the viewer stays in its loading state. */
const pendingIn = (locale: Locale): PdfDocumentSource[] => [
  { id: 'pending', title: storyTexts[locale].howToPay, data: () => new Promise<Uint8Array>(() => {}) },
];
/** A guide whose file does not exist: the error state. */
const missingIn = (locale: Locale): PdfDocumentSource[] => [
  { id: 'missing', title: storyTexts[locale].howToPay, url: '/missing-guide.pdf' },
];
/** The app's API client fetching with the user's token: the kit only awaits the bytes. */
const bytesIn = (locale: Locale): PdfDocumentSource[] => [
  {
    id: 'bytes',
    title: storyTexts[locale].howToPay,
    data: async () => new Uint8Array(await (await fetch(guide1)).arrayBuffer()),
  },
];

/** The app's link beside the download, in the page's language. */
function PayFeesLink() {
  const { locale } = useEduPay();
  return (
    <a href="#college_list" className="text-sm text-primary underline">
      {storyTexts[locale].payFees}
    </a>
  );
}

const meta = {
  title: 'Components/Documents/PdfPager',
  component: PdfPager,
  parameters: {
    docs: {
      description: {
        component:
          'A paged PDF viewer on pdf.js (spec 000 section 2, payment guide dialog of country IND): one page at a time fitted to the container width (re-rendered on resize, sharp on HiDPI screens), Previous and Next buttons, "Page x of y" (a polite live region), PageUp/PageDown on the focused viewer, the canvas named "Page x of y, title". ' +
          '`documents: Array<{ id, title, url | data }>` (tabs when there are several; `data` may be bytes or an async function returning them, awaited). ' +
          '`documentId` + `onDocumentChange` and `page` + `onPageChange` are controlled, or uncontrolled with `defaultDocumentId` / `defaultPage`; switching documents goes to page 1. ' +
          "`downloadName` shows one download link with that fixed file name (`downloadUrl`, default the shown document's url). `actions` adds content to the toolbar (e.g. a link to fee payment). " +
          'Loading and error states are localized; the error offers Retry. pdf.js is loaded lazily when a PdfPager mounts (`configurePdfWorker()` or the `workerPort` prop override the worker; fixed at mount). ' +
          'The canvas carries `data-state="rendering|rendered"`.',
      },
    },
  },
  args: { documents: guides },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 460 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PdfPager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pager's page status (spoken through the kit's polite live region). */
const statusOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="pdf-pager-status"]')!;

type Text = DomainText<keyof (typeof pdfPagerMessages)['en']>;

/** Waits until "Page x of y" shows and the canvas (named "Page x of y, title" when `title` is given) has finished drawing that page. */
async function rendered(root: HTMLElement, t: Text, page: number, total: number, title?: string) {
  const scope = within(root);
  await waitFor(() => expect(statusOf(root)).toHaveTextContent(t('pdfPager.status', { page, total })), {
    timeout: 8000,
  });
  const canvas = await scope.findByRole('img', title ? { name: t('pdfPager.pageName', { page, total, title }) } : {}, {
    timeout: 8000,
  });
  await waitFor(
    () => expect(root.querySelector('[data-slot="pdf-pager-canvas"]')).toHaveAttribute('data-state', 'rendered'),
    { timeout: 8000 },
  );
  return canvas;
}

export const Loading: Story = {
  args: { documents: pendingIn('en') },
  play: async ({ canvasElement, canvas, globals }) => {
    const t = storyText(pdfPagerMessages, globals);
    await expect(await canvas.findByText(t('pdfPager.loading'))).toBeVisible();
    const viewer = canvas.getByRole('region', { name: t('pdfPager.label') });
    await expect(viewer).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: t('pdfPager.previous') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('pdfPager.next') })).toBeDisabled();
    await expect(statusOf(canvasElement)).not.toHaveAttribute('role');
    await expect(statusOf(canvasElement)).toHaveTextContent('');
    // One document: no tabs.
    await expect(canvas.queryByRole('tablist')).toBeNull();
    // Let pdf.js finish loading (it is parsed on the main thread) so the screenshot is taken on a quiet page.
    await loadPdfjs();
  },
};

export const FirstPage: Story = {
  play: async ({ canvasElement, canvas, globals }) => {
    const t = storyText(pdfPagerMessages, globals);
    const titles = titlesOf(globals);
    const page = await rendered(canvasElement, t, 1, 3, titles.howToPay);
    // Fit to width: the page is as wide as the viewer, with a backing store of device pixels.
    const viewer = canvas.getByRole('region', { name: t('pdfPager.label') });
    // (Within a pixel: at a fractional devicePixelRatio layout snaps CSS sizes to device pixels.)
    await expect(Math.abs(page.getBoundingClientRect().width - viewer.clientWidth)).toBeLessThanOrEqual(1);
    await expect(
      Math.abs((page as HTMLCanvasElement).width - viewer.clientWidth * window.devicePixelRatio),
    ).toBeLessThanOrEqual(1.5);
    await expect(viewer).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('button', { name: t('pdfPager.previous') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('pdfPager.next') })).toBeEnabled();
    await expect(canvas.getByRole('tab', { name: titles.howToPay })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
  },
};

/**
 * The page as text (issue 14 item 4: the India guide was an image of text): the disclosure under the
 * viewer holds the shown page's words and follows the page turns.
 */
export const PageAsText: Story = {
  play: async ({ canvasElement, canvas, globals }) => {
    const t = storyText(pdfPagerMessages, globals);
    await rendered(canvasElement, t, 1, 3, titlesOf(globals).howToPay);
    // A native disclosure: the browser opens it by click, Enter or Space.
    await userEvent.click(await canvas.findByText(t('pdfPager.text', { page: 1 })));
    const text = canvasElement.querySelector('[data-slot="pdf-pager-text"]') as HTMLDetailsElement;
    await waitFor(() => expect(text.open).toBe(true));
    await expect(text).toHaveTextContent('Step 1');
    await expect(text).toHaveTextContent('Choose your institution');
    await userEvent.click(canvas.getByRole('button', { name: t('pdfPager.next') }));
    await waitFor(() => expect(text).toHaveTextContent('Fill in the payer details'));
    await expect(canvas.getByText(t('pdfPager.text', { page: 2 }))).toBeInTheDocument();
  },
};

export const PagingByKeyboard: Story = {
  args: { onPageChange: fn() },
  play: async ({ canvasElement, canvas, args, globals }) => {
    const t = storyText(pdfPagerMessages, globals);
    const titles = titlesOf(globals);
    await rendered(canvasElement, t, 1, 3);
    const next = canvas.getByRole('button', { name: t('pdfPager.next') });
    // Tab order: the tabs, the viewer, the page as text, Previous (disabled, skipped), Next.
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: titles.howToPay })).toHaveFocus();
    await userEvent.tab();
    const viewer = canvas.getByRole('region', { name: t('pdfPager.label') });
    await expect(viewer).toHaveFocus();
    await waitFor(() => expect(canvas.getByText(t('pdfPager.text', { page: 1 }))).toBeInTheDocument());
    await userEvent.tab();
    await expect(canvas.getByText(t('pdfPager.text', { page: 1 }))).toHaveFocus();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await rendered(canvasElement, t, 2, 3, titles.howToPay);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);

    // PageDown / PageUp on the viewer turn pages too.
    viewer.focus();
    await userEvent.keyboard('{PageDown}');
    await rendered(canvasElement, t, 3, 3, titles.howToPay);
    await userEvent.keyboard('{PageDown}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{PageUp}');
    await rendered(canvasElement, t, 2, 3, titles.howToPay);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: t('pdfPager.previous') })).toBeEnabled();
  },
};

export const LastPage: Story = {
  args: { defaultPage: 3 },
  play: async ({ canvasElement, canvas, globals }) => {
    const t = storyText(pdfPagerMessages, globals);
    await rendered(canvasElement, t, 3, 3, titlesOf(globals).howToPay);
    await expect(canvas.getByRole('button', { name: t('pdfPager.next') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('pdfPager.previous') })).toBeEnabled();
  },
};

function ControlledPager({
  onPageChange,
  onDocumentChange,
}: {
  onPageChange: (page: number) => void;
  onDocumentChange: (id: string) => void;
}) {
  const { locale } = useEduPay();
  const [page, setPage] = useState(2);
  const [documentId, setDocumentId] = useState('how-to-pay');
  return (
    <PdfPager
      documents={guidesIn(locale)}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
      documentId={documentId}
      onDocumentChange={(id) => {
        setDocumentId(id);
        onDocumentChange(id);
      }}
      downloadName={downloadName}
    />
  );
}

export const SwitchingDocuments: Story = {
  args: { onPageChange: fn(), onDocumentChange: fn() },
  render: (args) => <ControlledPager onPageChange={args.onPageChange!} onDocumentChange={args.onDocumentChange!} />,
  play: async ({ canvasElement, canvas, args, globals }) => {
    const t = storyText(pdfPagerMessages, globals);
    const titles = titlesOf(globals);
    await rendered(canvasElement, t, 2, 3, titles.howToPay);
    // Arrow keys move along the tabs and open each document on its first page.
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: titles.howToPay })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onDocumentChange).toHaveBeenLastCalledWith('bank-transfer');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await rendered(canvasElement, t, 1, 2, titles.bankTransfer);
    await userEvent.keyboard('{ArrowRight}');
    await rendered(canvasElement, t, 1, 4, titles.checklist);
    await expect(args.onDocumentChange).toHaveBeenLastCalledWith('checklist');
    await userEvent.click(canvas.getByRole('button', { name: t('pdfPager.next') }));
    await rendered(canvasElement, t, 2, 4, titles.checklist);
  },
};

export const DownloadLink: Story = {
  args: { downloadName, downloadUrl: guide1, actions: <PayFeesLink /> },
  play: async ({ canvasElement, canvas, globals }) => {
    const t = storyText(pdfPagerMessages, globals);
    const titles = titlesOf(globals);
    await rendered(canvasElement, t, 1, 3);
    const link = canvas.getByRole('link', { name: t('pdfPager.download') });
    await expect(link).toHaveAttribute('download', downloadName);
    await expect(link).toHaveAttribute('href', guide1);
    // One download, the same fixed file, whichever guide is shown.
    await userEvent.click(canvas.getByRole('tab', { name: titles.checklist }));
    await rendered(canvasElement, t, 1, 4);
    await expect(canvas.getAllByRole('link', { name: t('pdfPager.download') })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: t('pdfPager.download') })).toHaveAttribute('download', downloadName);
    await expect(canvas.getByRole('link', { name: t('pdfPager.download') })).toHaveAttribute('href', guide1);
    await expect(canvas.getByRole('link', { name: titles.payFees })).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { documents: missingIn('en'), downloadName },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(pdfPagerMessages, globals);
    const alert = await waitFor(
      () =>
        canvasElement.querySelector<HTMLElement>('[data-slot="pdf-pager-error-message"]') ??
        Promise.reject(new Error('no error yet')),
      { timeout: 8000 },
    );
    await expect(alert).toHaveTextContent(t('pdfPager.error'));
    await waitFor(() => expect(liveRegion('assertive')).toHaveTextContent(t('pdfPager.error')));
    await expect(canvas.getByRole('button', { name: t('pdfPager.retry') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('pdfPager.next') })).toBeDisabled();
    await expect(canvas.queryByRole('img')).toBeNull();
    // Retry loads again (and fails again: the file does not exist).
    await userEvent.click(canvas.getByRole('button', { name: t('pdfPager.retry') }));
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="pdf-pager-error-message"]')).toBeVisible(), {
      timeout: 8000,
    });
  },
};

export const FromBytes: Story = {
  args: { documents: bytesIn('en'), defaultPage: 2 },
  play: async ({ canvasElement, canvas, globals }) => {
    const t = storyText(pdfPagerMessages, globals);
    await rendered(canvasElement, t, 2, 3, titlesOf(globals).howToPay);
    // No url and no downloadUrl: no download link.
    await expect(canvas.queryByRole('link', { name: t('pdfPager.download') })).toBeNull();
  },
};

/*
 * Every state in Simplified Chinese, the main ones in Traditional Chinese: same play functions, reading
 * the pager's strings and the guides' titles in the story's locale.
 */
export const LoadingZhCN = inLocale(Loading, 'zh-CN', { documents: pendingIn('zh-CN') });
export const FirstPageZhCN = inLocale(FirstPage, 'zh-CN', { documents: guidesIn('zh-CN') });
export const PageAsTextZhCN = inLocale(PageAsText, 'zh-CN', { documents: guidesIn('zh-CN') });
export const PagingByKeyboardZhCN = inLocale(PagingByKeyboard, 'zh-CN', { documents: guidesIn('zh-CN') });
export const LastPageZhCN = inLocale(LastPage, 'zh-CN', { documents: guidesIn('zh-CN') });
export const SwitchingDocumentsZhCN = inLocale(SwitchingDocuments, 'zh-CN');
export const DownloadLinkZhCN = inLocale(DownloadLink, 'zh-CN', { documents: guidesIn('zh-CN') });
export const ErrorStateZhCN = inLocale(ErrorState, 'zh-CN', { documents: missingIn('zh-CN') });
export const FromBytesZhCN = inLocale(FromBytes, 'zh-CN', { documents: bytesIn('zh-CN') });

export const FirstPageZhTW = inLocale(FirstPage, 'zh-TW', { documents: guidesIn('zh-TW') });
export const PagingByKeyboardZhTW = inLocale(PagingByKeyboard, 'zh-TW', { documents: guidesIn('zh-TW') });
export const SwitchingDocumentsZhTW = inLocale(SwitchingDocuments, 'zh-TW');
export const ErrorStateZhTW = inLocale(ErrorState, 'zh-TW', { documents: missingIn('zh-TW') });
