import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PdfPager, type PdfDocumentSource } from './PdfPager';
import { loadPdfjs } from './loadPdfjs';

const guide1 = new URL('./fixtures/guide-1.pdf', import.meta.url).href;
const guide2 = new URL('./fixtures/guide-2.pdf', import.meta.url).href;
const guide3 = new URL('./fixtures/guide-3.pdf', import.meta.url).href;

/** The IND payment guide: three PDFs (3, 2 and 4 pages). */
const guides: PdfDocumentSource[] = [
  { id: 'how-to-pay', title: 'How to pay', url: guide1 },
  { id: 'bank-transfer', title: 'Bank transfer', url: guide2 },
  { id: 'checklist', title: 'Checklist', url: guide3 },
];
const downloadName = 'EduPay-India-payment-guide.pdf';

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
          '`downloadName` shows one download link with that fixed file name (`downloadUrl`, default the shown document\'s url). `actions` adds content to the toolbar (e.g. a link to fee payment). ' +
          'Loading and error states are localized; the error offers Retry. pdf.js is loaded lazily when a PdfPager mounts (`configurePdfWorker()` or the `workerPort` prop override the worker; fixed at mount). ' +
          'The canvas carries `data-state="rendering|rendered"`.',
      },
    },
  },
  args: { documents: guides },
  decorators: [(Story) => <div style={{ maxWidth: 460 }}><Story /></div>],
} satisfies Meta<typeof PdfPager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pager's own live region (the provider's toast region is a status too). */
const statusOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="pdf-pager-status"]')!;

/** Waits until "Page x of y" shows and the canvas has finished drawing that page. */
async function rendered(root: HTMLElement, status: string | RegExp, name?: string | RegExp) {
  const scope = within(root);
  await waitFor(() => expect(statusOf(root)).toHaveTextContent(status), { timeout: 8000 });
  const canvas = await scope.findByRole('img', name ? { name } : {}, { timeout: 8000 });
  await waitFor(() => expect(root.querySelector('[data-slot="pdf-pager-canvas"]')).toHaveAttribute('data-state', 'rendered'), { timeout: 8000 });
  return canvas;
}

export const Loading: Story = {
  args: {
    // Bytes that never arrive: the viewer stays in its loading state.
    documents: [{ id: 'pending', title: 'How to pay', data: () => new Promise<Uint8Array>(() => {}) }],
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText('Loading document…')).toBeVisible();
    const viewer = canvas.getByRole('region', { name: 'Document viewer' });
    await expect(viewer).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(statusOf(canvasElement)).toHaveRole('status');
    await expect(statusOf(canvasElement)).toHaveTextContent('');
    // One document: no tabs.
    await expect(canvas.queryByRole('tablist')).toBeNull();
    // Let pdf.js finish loading (it is parsed on the main thread) so the screenshot is taken on a quiet page.
    await loadPdfjs();
  },
};

export const FirstPage: Story = {
  play: async ({ canvasElement, canvas }) => {
    const page = await rendered(canvasElement, 'Page 1 of 3', 'Page 1 of 3, How to pay');
    // Fit to width: the page is as wide as the viewer, with a backing store of device pixels.
    const viewer = canvas.getByRole('region', { name: 'Document viewer' });
    // (Within a pixel: at a fractional devicePixelRatio layout snaps CSS sizes to device pixels.)
    await expect(Math.abs(page.getBoundingClientRect().width - viewer.clientWidth)).toBeLessThanOrEqual(1);
    await expect(Math.abs((page as HTMLCanvasElement).width - viewer.clientWidth * window.devicePixelRatio)).toBeLessThanOrEqual(1.5);
    await expect(viewer).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await expect(canvas.getByRole('tab', { name: 'How to pay' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
  },
};

export const PagingByKeyboard: Story = {
  args: { onPageChange: fn() },
  play: async ({ canvasElement, canvas, args }) => {
    await rendered(canvasElement, 'Page 1 of 3');
    const next = canvas.getByRole('button', { name: 'Next page' });
    // Tab order: the tabs, the viewer, Previous (disabled, skipped), Next.
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'How to pay' })).toHaveFocus();
    await userEvent.tab();
    const viewer = canvas.getByRole('region', { name: 'Document viewer' });
    await expect(viewer).toHaveFocus();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await rendered(canvasElement, 'Page 2 of 3', 'Page 2 of 3, How to pay');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);

    // PageDown / PageUp on the viewer turn pages too.
    viewer.focus();
    await userEvent.keyboard('{PageDown}');
    await rendered(canvasElement, 'Page 3 of 3', 'Page 3 of 3, How to pay');
    await userEvent.keyboard('{PageDown}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{PageUp}');
    await rendered(canvasElement, 'Page 2 of 3', 'Page 2 of 3, How to pay');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

export const LastPage: Story = {
  args: { defaultPage: 3 },
  play: async ({ canvasElement, canvas }) => {
    await rendered(canvasElement, 'Page 3 of 3', 'Page 3 of 3, How to pay');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

function ControlledPager({ onPageChange, onDocumentChange }: { onPageChange: (page: number) => void; onDocumentChange: (id: string) => void }) {
  const [page, setPage] = useState(2);
  const [documentId, setDocumentId] = useState('how-to-pay');
  return (
    <PdfPager
      documents={guides}
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
  play: async ({ canvasElement, canvas, args }) => {
    await rendered(canvasElement, 'Page 2 of 3', 'Page 2 of 3, How to pay');
    // Arrow keys move along the tabs and open each document on its first page.
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'How to pay' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onDocumentChange).toHaveBeenLastCalledWith('bank-transfer');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await rendered(canvasElement, 'Page 1 of 2', 'Page 1 of 2, Bank transfer');
    await userEvent.keyboard('{ArrowRight}');
    await rendered(canvasElement, 'Page 1 of 4', 'Page 1 of 4, Checklist');
    await expect(args.onDocumentChange).toHaveBeenLastCalledWith('checklist');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await rendered(canvasElement, 'Page 2 of 4', 'Page 2 of 4, Checklist');
  },
};

export const DownloadLink: Story = {
  args: { downloadName, downloadUrl: guide1, actions: <a href="#college_list" className="text-sm text-primary underline">Pay fees</a> },
  play: async ({ canvasElement, canvas }) => {
    await rendered(canvasElement, 'Page 1 of 3');
    const link = canvas.getByRole('link', { name: 'Download' });
    await expect(link).toHaveAttribute('download', downloadName);
    await expect(link).toHaveAttribute('href', guide1);
    // One download, the same fixed file, whichever guide is shown.
    await userEvent.click(canvas.getByRole('tab', { name: 'Checklist' }));
    await rendered(canvasElement, 'Page 1 of 4');
    await expect(canvas.getAllByRole('link', { name: 'Download' })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Download' })).toHaveAttribute('download', downloadName);
    await expect(canvas.getByRole('link', { name: 'Download' })).toHaveAttribute('href', guide1);
    await expect(canvas.getByRole('link', { name: 'Pay fees' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { documents: [{ id: 'missing', title: 'How to pay', url: '/missing-guide.pdf' }], downloadName },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('The document could not be loaded. Check your connection and try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.queryByRole('img')).toBeNull();
    // Retry loads again (and fails again: the file does not exist).
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toBeVisible();
  },
};

const byteGuide: PdfDocumentSource[] = [
  {
    id: 'bytes',
    title: 'How to pay',
    // The app's API client fetching with the user's token: the kit only awaits the bytes.
    data: async () => new Uint8Array(await (await fetch(guide1)).arrayBuffer()),
  },
];

export const FromBytes: Story = {
  args: { documents: byteGuide, defaultPage: 2 },
  play: async ({ canvasElement, canvas }) => {
    await rendered(canvasElement, 'Page 2 of 3', 'Page 2 of 3, How to pay');
    // No url and no downloadUrl: no download link.
    await expect(canvas.queryByRole('link', { name: 'Download' })).toBeNull();
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    documents: [
      { id: 'how-to-pay', title: '付款方法', url: guide1 },
      { id: 'bank-transfer', title: '银行转账', url: guide2 },
      { id: 'checklist', title: '材料清单', url: guide3 },
    ],
    downloadName,
  },
  play: async ({ canvasElement, canvas }) => {
    await rendered(canvasElement, '第 1 页，共 3 页', '第 1 页，共 3 页，付款方法');
    const viewer = canvas.getByRole('region', { name: '文档查看器' });
    viewer.focus();
    await userEvent.keyboard('{PageDown}');
    await rendered(canvasElement, '第 2 页，共 3 页', '第 2 页，共 3 页，付款方法');
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: '下载' })).toHaveAttribute('download', downloadName);
  },
};

export const ChineseTraditional: Story = {
  globals: { locale: 'zh-TW' },
  args: {
    documents: [
      { id: 'how-to-pay', title: '付款方式', url: guide1 },
      { id: 'missing', title: '銀行轉帳', url: '/missing-guide.pdf' },
    ],
    downloadName,
  },
  play: async ({ canvasElement, canvas }) => {
    await rendered(canvasElement, '第 1 頁，共 3 頁', '第 1 頁，共 3 頁，付款方式');
    await expect(canvas.getByRole('button', { name: '下一頁' })).toBeEnabled();
    // The second guide fails: the error in Traditional Chinese.
    await userEvent.click(canvas.getByRole('tab', { name: '銀行轉帳' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('文件載入失敗，請檢查網路後重試。');
    await expect(canvas.getByRole('button', { name: '重試' })).toBeVisible();
  },
};
