import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PDFDocument } from 'pdf-lib';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { UploadTabs, type UploadTabsProps } from './UploadTabs';
import type { PastFile, UploadContext, UploadedFile, UploadOutcome } from './uploadTypes';

type Upload = UploadTabsProps['onUpload'];

/** A tiny valid one-page PDF, made here so no binary fixture is committed. Fixed dates keep its bytes stable. */
async function pdfFile(name = 'offer-letter.pdf'): Promise<File> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date(Date.UTC(2025, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2025, 0, 1)));
  doc.addPage([200, 100]);
  const bytes = await doc.save();
  return new File([bytes as BlobPart], name, { type: 'application/pdf' });
}

/** A generated PNG: a coloured card with a white stripe, so a thumbnail is visibly an image. */
function pngDataUrl(colour: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = 48;
  canvas.height = 32;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = colour;
    context.fillRect(0, 0, 48, 32);
    context.fillStyle = '#ffffff';
    context.fillRect(6, 20, 36, 5);
  }
  return canvas.toDataURL('image/png');
}

function pngFile(name: string, colour = '#1f5fd6'): File {
  const base64 = pngDataUrl(colour).split(',')[1] ?? '';
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** Drags files onto the drop zone the way a browser does: dragenter, dragover, drop. */
function dropFiles(zone: Element, files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    zone.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
  }
}

/** The component's own live region (the provider has another, for toasts). */
function announcer(root: HTMLElement): HTMLElement {
  return root.querySelector<HTMLElement>('[data-slot="upload-announcer"]')!;
}

/** The server's answer to an upload: the stored file in the API envelope, with a fixed id. */
function stored(id: string) {
  return async (file: File): Promise<UploadOutcome> => ({ status_code: 200, message: 'Uploaded', data: { id, name: file.name, size: file.size, type: file.type } });
}

const proof: UploadedFile = { id: 'f-1', name: 'tuition-invoice.pdf', size: 183_296, type: 'application/pdf' };
const passport: UploadedFile = { id: 'f-2', name: 'passport-front.png', size: 412_672, type: 'image/png' };
const bank: UploadedFile = { id: 'f-3', name: 'bank-statement.pdf', size: 1_258_291, type: 'application/pdf' };

const past: PastFile[] = [
  { id: 'p-1', name: 'offer-letter-2024.pdf', size: 256_000, type: 'application/pdf', uploaded_at: '2024-08-12T04:00:00Z' },
  { id: 'p-2', name: 'passport-photo-page.jpg', size: 734_003, type: 'image/jpeg', uploaded_at: '2024-08-12T04:05:00Z' },
  { id: 'p-3', name: 'enrolment-letter.docx', size: 48_128, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', uploaded_at: '2024-09-01T04:00:00Z' },
];

const meta = {
  title: 'Components/Documents/UploadTabs',
  component: UploadTabs,
  args: {
    label: 'Payment proof',
    onUpload: fn<Upload>(stored('f-100')),
    onChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Upload pages (spec 001 section 2): tabs for local upload (file picker, drag and drop, Ctrl+V / ⌘V paste of an image while the component has focus or, with nothing focused, while the local tab is open), scan upload (a QR code of `scanUrl`; files uploaded from the phone arrive through `subscribeToScanUploads(onFile) => unsubscribe`, subscribed only while the tab is open) and past files (`pastFiles`, picked with a button each). Every file is checked with the @edupay/forms rules `uploadFiles` (type, then size: PDF, JPG or PNG, `kind="selfie"` JPG or PNG only, under 2 MB or `maxBytes`) and `uploadCount` (`max`, default 10) before `onUpload(file, { onProgress, signal })` runs; only one upload runs at a time, a second is refused with a notice. `onUpload` is awaited and resolves to the stored file or the API envelope `{ status_code, data }`; a rejection or status_code ≥ 400 marks the file failed, with Retry. Errors are per file, in the active locale (forms `formatError`). Delete asks for confirmation in a dialog and awaits `onDelete(file)` (rejection, `false` or status_code ≥ 400 keeps the file and says so). Controlled: `value` + `onChange(files)` (the list of uploaded files), or `defaultValue`; the tab: `tab` + `onTabChange` or `defaultTab`. `min` is shown in the hint and checked by the parent on submit (pass its message as `error`). Image previews of local files use object URLs, revoked when the file leaves the list or the component unmounts; server files preview from `url`.',
      },
    },
  },
} satisfies Meta<typeof UploadTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Payment proof' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Local upload' })).toHaveAttribute('aria-selected', 'true');
    // The hint is the rules' own messages, linked to the picker.
    const input = canvas.getByLabelText('Choose file');
    await expect(input).toHaveAccessibleDescription(/Only PDF, JPG, or PNG files can be uploaded.*smaller than 2 MB.*At least 1 file, up to 10/);
    await expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    await expect(canvas.getByText('No files yet.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Local upload' })).toHaveFocus();
  },
};

export const Uploading: Story = {
  args: {
    onUpload: fn<Upload>((_file: File, { onProgress }: UploadContext) => {
      onProgress(42);
      return new Promise<UploadOutcome>(() => {});
    }),
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Choose file');
    await userEvent.upload(input, await pdfFile());
    const progress = await canvas.findByRole('progressbar', { name: 'Upload progress of offer-letter.pdf' });
    await expect(progress).toHaveAttribute('value', '42');
    await expect(canvas.getByText('Uploading 42%')).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    const [sent, context] = (args.onUpload as Mock<Upload>).mock.calls[0]!;
    await expect(sent.name).toBe('offer-letter.pdf');
    await expect(context.signal.aborted).toBe(false);
    // One file at a time: a second file while the first is in flight is refused with a notice.
    await userEvent.upload(input, pngFile('second.png'));
    await expect(await canvas.findByText('Please wait until the current upload finishes.', { selector: '[data-slot="upload-notice"]' })).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};

export const UploadedWithPreviews: Story = {
  args: { onUpload: fn<Upload>(stored('f-4')) },
  render: function Controlled(args) {
    const [files, setFiles] = useState<UploadedFile[]>([proof, { ...passport, url: pngDataUrl('#1b7a3a') }]);
    return (
      <div className="flex flex-col gap-4">
        <UploadTabs
          {...args}
          value={files}
          onChange={(next) => {
            args.onChange?.(next);
            setFiles(next);
          }}
        />
        <p className="text-xs text-fg-muted">Submitted ids: {files.map((file) => file.id).join(', ')}</p>
      </div>
    );
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(canvas.getByLabelText('Choose file'), pngFile('student-visa.png', '#8a5a00'));
    await expect(await canvas.findByText('Submitted ids: f-1, f-2, f-4')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([proof, expect.objectContaining({ id: 'f-2' }), { id: 'f-4', name: 'student-visa.png', size: expect.any(Number), type: 'image/png' }]);
    const list = canvas.getByRole('list', { name: 'Uploaded files' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    // A PDF shows an icon; the server image previews from its url; the local image from an object URL.
    await expect(within(rows[0]!).getByRole('img', { name: 'PDF document' })).toBeInTheDocument();
    await expect(rows[1]!.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png/);
    await expect(rows[2]!.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect((rows[2]!.querySelector('img') as HTMLImageElement).complete).toBe(true));
    await expect(within(rows[2]!).getByText('Uploaded')).toBeVisible();
    await expect(announcer(canvasElement)).toHaveTextContent('“student-visa.png” uploaded.');
  },
};

export const TooLargeRejected: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText('Choose file'), big);
    const row = (await canvas.findByText('big.pdf')).closest('li')!;
    await expect(row).toHaveAttribute('data-state', 'rejected');
    await expect(within(row).getByText('Each file must be smaller than 2 MB')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(announcer(canvasElement)).toHaveTextContent('Each file must be smaller than 2 MB');
    // The refused file can be cleared from the list.
    await userEvent.upload(canvas.getByLabelText('Choose file'), await pdfFile('offer-letter.pdf'));
    await expect(await canvas.findByText('Uploaded')).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};

export const WrongTypeRejected: Story = {
  play: async ({ canvas, args }) => {
    const zone = canvas.getByText(/Drag a file here/).closest('[data-slot="upload-dropzone"]')!;
    const word = new File(['not a pdf'], 'enrolment-letter.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    dropFiles(zone, [word]);
    const row = (await canvas.findByText('enrolment-letter.docx')).closest('li')!;
    await expect(within(row).getByText('Only PDF, JPG, or PNG files can be uploaded')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(zone).toHaveAttribute('data-state', 'idle');
    // A renamed file is caught by its MIME type too.
    dropFiles(zone, [new File(['MZ'], 'invoice.pdf', { type: 'application/x-msdownload' })]);
    await expect((await canvas.findByText('invoice.pdf')).closest('li')).toHaveAttribute('data-state', 'rejected');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const SelfieKind: Story = {
  args: { label: 'Selfie holding your passport', kind: 'selfie', min: 1, max: 1 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Choose file');
    await expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    await expect(input).toHaveAccessibleDescription(/Only JPG or PNG files can be uploaded/);
    // The picker filters by `accept`, a drop does not: the rule refuses the PDF anyway.
    dropFiles(canvas.getByText(/Drag a file here/).closest('[data-slot="upload-dropzone"]')!, [await pdfFile('selfie.pdf')]);
    const row = (await canvas.findByText('selfie.pdf')).closest('li')!;
    await expect(within(row).getByText('Only JPG or PNG files can be uploaded')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
    await userEvent.click(within(row).getByRole('button', { name: 'Remove from list' }));
    await expect(canvas.queryByText('selfie.pdf')).toBeNull();
  },
};

export const MaxCountReached: Story = {
  args: { max: 2, defaultValue: [proof, bank] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Choose file')).toBeDisabled();
    await expect(canvas.getByText('You have added the maximum of 2 files. Delete one to add another.')).toBeVisible();
    dropFiles(canvas.getByText(/Drag a file here/).closest('[data-slot="upload-dropzone"]')!, [await pdfFile('third.pdf')]);
    const row = (await canvas.findByText('third.pdf')).closest('li')!;
    await expect(within(row).getByText('You can upload at most 2 files')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

let attempts = 0;
export const UploadFailureRetry: Story = {
  beforeEach: () => {
    attempts = 0;
  },
  args: {
    onUpload: fn<Upload>(async (file: File): Promise<UploadOutcome> => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return { status_code: 200, data: { id: 'f-9', name: file.name, size: file.size, type: file.type } };
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText('Choose file'), await pdfFile('offer-letter.pdf'));
    const row = (await canvas.findByText('Upload failed. Please try again, or use the latest Chrome.')).closest('li')!;
    await expect(row).toHaveAttribute('data-state', 'failed');
    const retry = within(row).getByRole('button', { name: 'Retry' });
    await expect(retry).toHaveAccessibleDescription('offer-letter.pdf Upload failed. Please try again, or use the latest Chrome.');
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Uploaded')).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 'f-9', name: 'offer-letter.pdf' })]);
  },
};

export const DeleteWithConfirmation: Story = {
  args: { defaultValue: [proof, bank], onDelete: fn(async () => ({ status_code: 200, message: 'Deleted' })) },
  render: (args) => (
    <div style={{ minHeight: 'calc(100vh - 2rem)' }}>
      <UploadTabs {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(document.body);
    const first = canvas.getAllByRole('button', { name: 'Delete' })[0]!;
    await expect(first).toHaveAccessibleDescription('tuition-invoice.pdf');
    first.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Delete this file?' });
    await expect(dialog).toHaveAccessibleDescription('“tuition-invoice.pdf” will be removed from this order.');
    // The safe answer has focus; Escape keeps the file and returns focus to its Delete button.
    await waitFor(() => expect(body.getByRole('button', { name: 'Keep file' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(first).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('button', { name: 'Keep file' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(body.getByRole('dialog')).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledWith(proof);
    await expect(canvas.queryByText('tuition-invoice.pdf')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith([bank]);
    // Focus lands on the next file's Delete button, not on the page.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus());
    await expect(announcer(canvasElement)).toHaveTextContent('“tuition-invoice.pdf” deleted.');
  },
};

export const DeleteFailed: Story = {
  args: { defaultValue: [proof], onDelete: fn(async () => ({ status_code: 500, message: 'delete failed' })) },
  render: (args) => (
    <div style={{ minHeight: 'calc(100vh - 2rem)' }}>
      <UploadTabs {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file could not be deleted. Please try again.');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const PasteImage: Story = {
  args: { onUpload: fn<Upload>(stored('f-20')) },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Choose file');
    input.focus();
    const data = new DataTransfer();
    data.items.add(pngFile('image.png', '#c62828'));
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    input.dispatchEvent(event);
    await expect(event.defaultPrevented).toBe(true);
    await expect(await canvas.findByText('Uploaded')).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'image.png', type: 'image/png' }), expect.anything());
    const img = canvas.getByRole('list', { name: 'Uploaded files' }).querySelector('img') as HTMLImageElement;
    await waitFor(() => expect(img.complete && img.naturalWidth).toBe(48));
    // Pasting text into a field elsewhere on the page is left alone.
    const text = new DataTransfer();
    text.setData('text/plain', 'hello');
    const other = new ClipboardEvent('paste', { clipboardData: text, bubbles: true, cancelable: true });
    document.body.dispatchEvent(other);
    await expect(other.defaultPrevented).toBe(false);
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};

/** A fake scan channel: the story pushes a file as if the phone had uploaded it. */
const scanChannel = { listener: null as ((file: UploadedFile) => void) | null, subscriptions: 0 };
const subscribeToScanUploads = (onFile: (file: UploadedFile) => void) => {
  scanChannel.listener = onFile;
  scanChannel.subscriptions += 1;
  return () => {
    if (scanChannel.listener === onFile) scanChannel.listener = null;
  };
};

export const ScanTab: Story = {
  beforeEach: () => {
    scanChannel.listener = null;
    scanChannel.subscriptions = 0;
  },
  args: { scanUrl: 'https://pay.example.com/m/upload?order_id=ORD20250101001&token=demo', subscribeToScanUploads, pastFiles: past },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(scanChannel.listener).toBeNull();
    canvas.getByRole('tab', { name: 'Local upload' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const tab = canvas.getByRole('tab', { name: 'Scan to upload' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const qr = await canvas.findByRole('img', { name: 'QR code to upload files from your phone' }, { timeout: 5000 });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect((qr as HTMLImageElement).complete).toBe(true));
    // Subscribed while the tab is open; a file from the phone joins the list.
    await waitFor(() => expect(scanChannel.listener).not.toBeNull());
    scanChannel.listener?.({ id: 'f-30', name: 'phone-photo.jpg', size: 524_288, type: 'image/jpeg' });
    await expect(await canvas.findByText('phone-photo.jpg')).toBeVisible();
    await expect(announcer(canvasElement)).toHaveTextContent('“phone-photo.jpg” received from your phone.');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 'f-30', name: 'phone-photo.jpg', size: 524_288, type: 'image/jpeg' }]);
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const ScanUnsubscribesWhenLeft: Story = {
  beforeEach: () => {
    scanChannel.listener = null;
    scanChannel.subscriptions = 0;
  },
  args: { scanUrl: 'https://pay.example.com/m/upload?order_id=ORD20250101001&token=demo', subscribeToScanUploads, defaultTab: 'scan' },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: 'QR code to upload files from your phone' }, { timeout: 5000 });
    await waitFor(() => expect(scanChannel.listener).not.toBeNull());
    await userEvent.click(canvas.getByRole('tab', { name: 'Local upload' }));
    await expect(scanChannel.listener).toBeNull();
    await expect(scanChannel.subscriptions).toBe(1);
  },
};

export const PastFilesPick: Story = {
  args: { pastFiles: past, defaultTab: 'past' },
  play: async ({ canvas, args }) => {
    const tab = canvas.getByRole('tab', { name: 'Past files' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const list = canvas.getByRole('list', { name: 'Past files' });
    const rows = within(list).getAllByRole('listitem');
    // A Word file cannot be used: its button is disabled and the reason is shown.
    const wordButton = within(rows[2]!).getByRole('button', { name: 'Use' });
    await expect(wordButton).toBeDisabled();
    await expect(within(rows[2]!).getByText('Only PDF, JPG, or PNG files can be uploaded')).toBeVisible();
    // Keyboard: tab into the panel, to the first file's button, Enter.
    tab.focus();
    await userEvent.tab();
    await userEvent.tab();
    const first = within(rows[0]!).getByRole('button', { name: 'Use' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAccessibleDescription('offer-letter-2024.pdf');
    await userEvent.keyboard('{Enter}');
    await expect(within(rows[0]!).getByRole('button', { name: 'Added' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(rows[0]!).getByRole('button', { name: 'Added' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 'p-1', name: 'offer-letter-2024.pdf', size: 256_000, type: 'application/pdf' },
      { id: 'p-2', name: 'passport-photo-page.jpg', size: 734_003, type: 'image/jpeg' },
    ]);
    const uploaded = canvas.getByRole('list', { name: 'Uploaded files' });
    await expect(within(uploaded).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-CN' },
  args: { label: '付款凭证', defaultValue: [proof, { ...passport, url: pngDataUrl('#1b7a3a') }], scanUrl: 'https://pay.example.com/m/upload?order_id=ORD20250101001', pastFiles: past, max: 3 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: '本地上传' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: '扫码上传' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: '历史文件' })).toBeInTheDocument();
    await expect(canvas.getByText('仅支持上传PDF、JPG或PNG文件')).toBeVisible();
    await expect(canvas.getByText('每个文件须小于2MB')).toBeVisible();
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText('选择文件'), big);
    const row = (await canvas.findByText('big.pdf')).closest('li')!;
    await expect(within(row).getByText('每个文件须小于2MB')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('button', { name: '删除' })).toHaveLength(2);
  },
};

export const ChineseTraditional: Story = {
  globals: { locale: 'zh-TW' },
  args: {
    label: '持護照自拍照',
    kind: 'selfie',
    max: 1,
    onUpload: fn<Upload>(async () => Promise.reject(new Error('network'))),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('僅支援上傳JPG或PNG檔案')).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('選擇檔案'), pngFile('selfie.png', '#1b7a3a'));
    const row = (await canvas.findByText('上傳失敗，請重試，或使用最新版 Chrome 瀏覽器。')).closest('li')!;
    await expect(within(row).getByRole('button', { name: '重試' })).toBeVisible();
    await expect(within(row).getByRole('button', { name: '從清單移除' })).toBeVisible();
  },
};
