import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PDFDocument } from 'pdf-lib';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { formatMessage } from '@edupay/forms';
import type { Locale } from '../../i18n/locale';
import { useEduPay } from '../../provider/useEduPay';
import { inLocale, storyLocale, storyText } from '../../stories/storyLocale';
import { UploadTabs, type UploadTabsProps } from './UploadTabs';
import { uploadMessages } from './uploadMessages';
import type { PastFile, UploadContext, UploadedFile, UploadOutcome } from './uploadTypes';
import { liveRegion } from '../../stories/liveRegion';

type Upload = UploadTabsProps['onUpload'];

/** A tiny valid one-page PDF, made here so no binary fixture is committed. Fixed dates keep its bytes stable. */
async function pdfFile(name: string): Promise<File> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date(Date.UTC(2025, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2025, 0, 1)));
  doc.addPage([200, 100]);
  const bytes = await doc.save();
  return new File([bytes as BlobPart], name, { type: 'application/pdf' });
}

/** A PDF just over the 2 MB limit (the rule wants files strictly smaller). */
const tooLarge = (name: string) => new File([new Uint8Array(2 * 1024 * 1024)], name, { type: 'application/pdf' });

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

function dropZone(root: HTMLElement): HTMLElement {
  return root.querySelector<HTMLElement>('[data-slot="upload-dropzone"]')!;
}

/** The server's answer to an upload: the stored file in the API envelope, with a fixed id. */
function stored(id: string) {
  return async (file: File): Promise<UploadOutcome> => ({
    status_code: 200,
    message: 'Uploaded',
    data: { id, name: file.name, size: file.size, type: file.type },
  });
}

/**
 * The files of the stories in each locale. A payer names files in their own language, and the API
 * gives stored and past files back under those names; the labels are the app's own strings.
 * (A pasted screenshot is "image.png" whatever the language: the browser names it.)
 */
const storyNames = {
  en: {
    label: 'Payment proof',
    selfieLabel: 'Selfie holding your passport',
    proof: 'tuition-invoice.pdf',
    passport: 'passport-front.png',
    bank: 'bank-statement.pdf',
    pastOffer: 'offer-letter-2024.pdf',
    pastPhoto: 'passport-photo-page.jpg',
    pastWord: 'enrolment-letter.docx',
    offer: 'offer-letter.pdf',
    visa: 'student-visa.png',
    big: 'big.pdf',
    word: 'enrolment-letter.docx',
    renamed: 'invoice.pdf',
    selfiePdf: 'selfie.pdf',
    selfiePng: 'selfie.png',
    second: 'second.png',
    third: 'third.pdf',
    phonePhoto: 'phone-photo.jpg',
  },
  'zh-CN': {
    label: '付款凭证',
    selfieLabel: '手持护照自拍照',
    proof: '学费账单.pdf',
    passport: '护照首页.png',
    bank: '银行流水.pdf',
    pastOffer: '2024录取通知书.pdf',
    pastPhoto: '护照照片页.jpg',
    pastWord: '在读证明.docx',
    offer: '录取通知书.pdf',
    visa: '学生签证.png',
    big: '银行流水扫描件.pdf',
    word: '在读证明.docx',
    renamed: '发票.pdf',
    selfiePdf: '自拍.pdf',
    selfiePng: '自拍.png',
    second: '第二张.png',
    third: '第三份文件.pdf',
    phonePhoto: '手机拍照.jpg',
  },
  'zh-TW': {
    label: '付款憑證',
    selfieLabel: '持護照自拍照',
    proof: '學費帳單.pdf',
    passport: '護照首頁.png',
    bank: '銀行對帳單.pdf',
    pastOffer: '2024錄取通知書.pdf',
    pastPhoto: '護照照片頁.jpg',
    pastWord: '在學證明.docx',
    offer: '錄取通知書.pdf',
    visa: '學生簽證.png',
    big: '銀行對帳單掃描檔.pdf',
    word: '在學證明.docx',
    renamed: '發票.pdf',
    selfiePdf: '自拍.pdf',
    selfiePng: '自拍.png',
    second: '第二張.png',
    third: '第三份檔案.pdf',
    phonePhoto: '手機拍照.jpg',
  },
} satisfies Record<Locale, Record<string, string>>;

const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function fixturesIn(locale: Locale) {
  const names = storyNames[locale];
  const proof: UploadedFile = { id: 'f-1', name: names.proof, size: 183_296, type: 'application/pdf' };
  const passport: UploadedFile = { id: 'f-2', name: names.passport, size: 412_672, type: 'image/png' };
  const bank: UploadedFile = { id: 'f-3', name: names.bank, size: 1_258_291, type: 'application/pdf' };
  const past: PastFile[] = [
    { id: 'p-1', name: names.pastOffer, size: 256_000, type: 'application/pdf', uploaded_at: '2024-08-12T04:00:00Z' },
    { id: 'p-2', name: names.pastPhoto, size: 734_003, type: 'image/jpeg', uploaded_at: '2024-08-12T04:05:00Z' },
    { id: 'p-3', name: names.pastWord, size: 48_128, type: WORD, uploaded_at: '2024-09-01T04:00:00Z' },
  ];
  return { ...names, proof, passport, bank, past };
}

/** The story's fixtures and the component's strings in its locale, plus the forms rules' messages. */
function storyContext(globals: Record<string, unknown>) {
  const locale = storyLocale(globals);
  const rule = {
    type: formatMessage('uploadType', locale, { types: ['PDF', 'JPG', 'PNG'] }),
    selfieType: formatMessage('uploadType', locale, { types: ['JPG', 'PNG'] }),
    size: formatMessage('uploadSize', locale, { maxMb: 2 }),
    countMax: (max: number) => formatMessage('uploadCountMax', locale, { max }),
  };
  return { t: storyText(uploadMessages, globals), f: fixturesIn(locale), rule };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The parts in this order, anything between (a description joins several elements' texts). */
const inOrder = (...parts: string[]) => new RegExp(parts.map(escapeRegExp).join('.*'));

const GREEN = '#1b7a3a';
const AMBER = '#8a5a00';
const RED = '#c62828';
const PURPLE = '#6a3fb5';

const meta = {
  title: 'Components/Documents/UploadTabs',
  component: UploadTabs,
  args: {
    label: fixturesIn('en').label,
    onUpload: fn<Upload>(stored('f-100')),
    onChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Upload pages (spec 001 section 2): tabs for local upload (file picker, drag and drop, Ctrl+V / ⌘V paste of an image while the component has focus or, with nothing focused, while the local tab is open), scan upload (a QR code of `scanUrl`; files uploaded from the phone arrive through `subscribeToScanUploads(onFile) => unsubscribe`, subscribed only while the tab is open) and past files (`pastFiles`, picked with a button each). Every file is checked with the @edupay/forms rules `uploadFiles` (type, then size: PDF, JPG or PNG, `kind="selfie"` JPG or PNG only, under 2 MB or `maxBytes`) and `uploadCount` (`max`, default 10) before `onUpload(file, { onProgress, signal })` runs; only one upload runs at a time, a second is refused with a notice. `onUpload` is awaited and resolves to the stored file or the API envelope `{ status_code, data }`; a rejection or status_code ≥ 400 marks the file failed, with Retry. Errors are per file, in the active locale (forms `formatError`). Delete asks for confirmation in a dialog and awaits `onDelete(file)` (rejection, `false` or status_code ≥ 400 keeps the file and says so). Controlled: `value` + `onChange(files)` (the list of uploaded files), or `defaultValue`; the tab: `tab` + `onTabChange` or `defaultTab`. `min` is shown in the hint and checked by the parent on submit (pass its message as `error`). The preview of a file is derived from the value: its `url` when it has one (so a parent that replaces the list, or a server that now serves a thumbnail, changes it), else the object URL of an image uploaded from this device, revoked when the file leaves the list however it leaves, when the value gives it a url, or on unmount.',
      },
    },
  },
} satisfies Meta<typeof UploadTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args, globals }) => {
    const { t, rule } = storyContext(globals);
    await expect(canvas.getByRole('group', { name: String(args.label) })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: t('upload.tab.local') })).toHaveAttribute('aria-selected', 'true');
    // The hint is the rules' own messages, linked to the picker.
    const input = canvas.getByLabelText(t('upload.local.choose'));
    await expect(input).toHaveAccessibleDescription(
      inOrder(rule.type, rule.size, t('upload.hint.count', { min: 1, max: 10 })),
    );
    await expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    await expect(canvas.getByText(t('upload.list.empty'))).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: t('upload.tab.local') })).toHaveFocus();
  },
};

export const Uploading: Story = {
  args: {
    onUpload: fn<Upload>((_file: File, { onProgress }: UploadContext) => {
      onProgress(42);
      return new Promise<UploadOutcome>(() => {});
    }),
  },
  play: async ({ canvas, args, globals }) => {
    const { t, f } = storyContext(globals);
    const input = canvas.getByLabelText(t('upload.local.choose'));
    await userEvent.upload(input, await pdfFile(f.offer));
    const progress = await canvas.findByRole('progressbar', { name: t('upload.file.progress', { name: f.offer }) });
    await expect(progress).toHaveAttribute('value', '42');
    await expect(canvas.getByText(t('upload.file.uploading', { percent: 42 }))).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    const [sent, context] = (args.onUpload as Mock<Upload>).mock.calls[0]!;
    await expect(sent.name).toBe(f.offer);
    await expect(context.signal.aborted).toBe(false);
    // One file at a time: a second file while the first is in flight is refused with a notice.
    await userEvent.upload(input, pngFile(f.second));
    await expect(await canvas.findByText(t('upload.busy'), { selector: '[data-slot="upload-notice"]' })).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};

export const UploadedWithPreviews: Story = {
  args: { onUpload: fn<Upload>(stored('f-4')) },
  render: function Controlled(args) {
    const { locale } = useEduPay();
    const [files, setFiles] = useState<UploadedFile[]>(() => {
      const f = fixturesIn(locale);
      return [f.proof, { ...f.passport, url: pngDataUrl(GREEN) }];
    });
    return (
      <UploadTabs
        {...args}
        value={files}
        onChange={(next) => {
          args.onChange?.(next);
          setFiles(next);
        }}
      />
    );
  },
  play: async ({ canvas, args, globals }) => {
    const { t, f } = storyContext(globals);
    await userEvent.upload(canvas.getByLabelText(t('upload.local.choose')), pngFile(f.visa, AMBER));
    const list = canvas.getByRole('list', { name: t('upload.list.label') });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      f.proof,
      expect.objectContaining({ id: 'f-2' }),
      { id: 'f-4', name: f.visa, size: expect.any(Number), type: 'image/png' },
    ]);
    const rows = within(list).getAllByRole('listitem');
    // A PDF shows an icon; the server image previews from its url; the local image from an object URL.
    await expect(within(rows[0]!).getByRole('img', { name: t('upload.file.pdf') })).toBeInTheDocument();
    await expect(rows[1]!.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png/);
    await expect(rows[2]!.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect((rows[2]!.querySelector('img') as HTMLImageElement).complete).toBe(true));
    await expect(within(rows[2]!).getByText(t('upload.file.done'))).toBeVisible();
    await expect(liveRegion()).toHaveTextContent(t('upload.announce.uploaded', { name: f.visa }));
  },
};

/**
 * The page's hand on the controlled value, so a play function can act as the page (e.g. the order
 * reloaded from the server). Keyed by the story's element: the test runner may render a story more
 * than once, and only the instance on screen is the one the play function looks at.
 */
const pages = new WeakMap<Element, (files: UploadedFile[]) => void>();

/** The preview image of a row (decorative: `alt=""`), found by the row's file name. */
function previewOf(root: HTMLElement, name: string): HTMLImageElement | null {
  return within(root).getByText(name).closest('li')!.querySelector('img');
}

/** Whether an object URL still resolves: a revoked one makes fetch fail. */
async function resolves(url: string): Promise<boolean> {
  try {
    await (await fetch(url)).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

export const ReplacedValueRefreshesPreviews: Story = {
  args: { onUpload: fn<Upload>(stored('f-4')) },
  render: function ReplacedFromOutside(args) {
    const { locale } = useEduPay();
    const [files, setFiles] = useState<UploadedFile[]>(() => {
      const f = fixturesIn(locale);
      return [f.proof, { ...f.passport, url: pngDataUrl(GREEN) }];
    });
    const [element, setElement] = useState<HTMLDivElement | null>(null);
    useEffect(() => {
      if (!element) return;
      pages.set(element, setFiles);
      return () => {
        pages.delete(element);
      };
    }, [element]);
    return (
      <div ref={setElement} data-testid="page">
        <UploadTabs
          {...args}
          value={files}
          onChange={(next) => {
            args.onChange?.(next);
            setFiles(next);
          }}
        />
      </div>
    );
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const { t, f } = storyContext(globals);
    const replace = (files: UploadedFile[]) => pages.get(canvas.getByTestId('page'))!(files);
    const red = pngDataUrl(RED);
    const purple = pngDataUrl(PURPLE);
    await userEvent.upload(canvas.getByLabelText(t('upload.local.choose')), pngFile(f.visa, AMBER));
    await waitFor(() => expect(previewOf(canvasElement, f.visa)?.getAttribute('src')).toMatch(/^blob:/));
    const localCopy = previewOf(canvasElement, f.visa)!.getAttribute('src')!;
    await expect(await resolves(localCopy)).toBe(true);
    const visa: UploadedFile = { id: 'f-4', name: f.visa, size: pngFile(f.visa, AMBER).size, type: 'image/png' };

    // The page replaces the list: the passport now has another server image, the invoice and the visa leave.
    replace([{ ...f.passport, url: red }, f.bank]);
    await waitFor(() => expect(previewOf(canvasElement, f.passport.name)).toHaveAttribute('src', red));
    await expect(canvas.queryByText(f.proof.name)).toBeNull();
    await expect(canvas.queryByText(f.visa)).toBeNull();
    await expect(
      within(canvas.getByText(f.bank.name).closest('li')!).getByRole('img', { name: t('upload.file.pdf') }),
    ).toBeInTheDocument();
    // The visa's local copy left with it.
    await waitFor(async () => expect(await resolves(localCopy)).toBe(false));

    // The visa comes back as the server stores it, without a url: an icon, never the released copy.
    replace([{ ...f.passport, url: red }, f.bank, visa]);
    const visaRow = (await canvas.findByText(f.visa)).closest('li')!;
    await expect(visaRow.querySelector('img')).toBeNull();
    await expect(visaRow.querySelector('[data-slot="upload-file-preview"]')).toHaveAttribute('data-preview', 'file');
    await expect(within(visaRow).getByRole('img', { name: t('upload.file.image') })).toBeInTheDocument();

    // The server now serves its thumbnail: the preview follows the value.
    replace([{ ...f.passport, url: red }, f.bank, { ...visa, url: purple }]);
    await waitFor(() => expect(previewOf(canvasElement, f.visa)).toHaveAttribute('src', purple));
    for (const name of [f.passport.name, f.visa])
      await waitFor(() => expect(previewOf(canvasElement, name)!.complete).toBe(true));
    await expect(
      within(canvas.getByRole('list', { name: t('upload.list.label') })).getAllByRole('listitem'),
    ).toHaveLength(3);
  },
};

export const TooLargeRejected: Story = {
  play: async ({ canvas, args, globals }) => {
    const { t, f, rule } = storyContext(globals);
    await userEvent.upload(canvas.getByLabelText(t('upload.local.choose')), tooLarge(f.big));
    const row = (await canvas.findByText(f.big)).closest('li')!;
    await expect(row).toHaveAttribute('data-state', 'rejected');
    await expect(within(row).getByText(rule.size)).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(liveRegion()).toHaveTextContent(rule.size);
    // A fixture PDF under the limit then uploads.
    await userEvent.upload(canvas.getByLabelText(t('upload.local.choose')), await pdfFile(f.offer));
    await expect(await canvas.findByText(t('upload.file.done'))).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};

export const WrongTypeRejected: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { f, rule } = storyContext(globals);
    const zone = dropZone(canvasElement);
    dropFiles(zone, [new File(['not a pdf'], f.word, { type: WORD })]);
    const row = (await canvas.findByText(f.word)).closest('li')!;
    await expect(within(row).getByText(rule.type)).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(zone).toHaveAttribute('data-state', 'idle');
    // A renamed file is caught by its MIME type too.
    dropFiles(zone, [new File(['MZ'], f.renamed, { type: 'application/x-msdownload' })]);
    await expect((await canvas.findByText(f.renamed)).closest('li')).toHaveAttribute('data-state', 'rejected');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const SelfieKind: Story = {
  args: { label: fixturesIn('en').selfieLabel, kind: 'selfie', min: 1, max: 1 },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { t, f, rule } = storyContext(globals);
    const input = canvas.getByLabelText(t('upload.local.choose'));
    await expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    await expect(input).toHaveAccessibleDescription(inOrder(rule.selfieType));
    // The picker filters by `accept`, a drop does not: the rule refuses the PDF anyway.
    dropFiles(dropZone(canvasElement), [await pdfFile(f.selfiePdf)]);
    const row = (await canvas.findByText(f.selfiePdf)).closest('li')!;
    await expect(within(row).getByText(rule.selfieType)).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
    await userEvent.click(within(row).getByRole('button', { name: t('upload.action.dismiss') }));
    await expect(canvas.queryByText(f.selfiePdf)).toBeNull();
  },
};

export const MaxCountReached: Story = {
  args: { max: 2, defaultValue: [fixturesIn('en').proof, fixturesIn('en').bank] },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const { t, f, rule } = storyContext(globals);
    await expect(canvas.getByLabelText(t('upload.local.choose'))).toBeDisabled();
    await expect(canvas.getByText(t('upload.maxReached', { max: 2 }))).toBeVisible();
    dropFiles(dropZone(canvasElement), [await pdfFile(f.third)]);
    const row = (await canvas.findByText(f.third)).closest('li')!;
    await expect(within(row).getByText(rule.countMax(2))).toBeVisible();
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
  play: async ({ canvas, args, globals }) => {
    const { t, f } = storyContext(globals);
    await userEvent.upload(canvas.getByLabelText(t('upload.local.choose')), await pdfFile(f.offer));
    const row = (await canvas.findByText(t('upload.file.failed'))).closest('li')!;
    await expect(row).toHaveAttribute('data-state', 'failed');
    const retry = within(row).getByRole('button', { name: t('upload.action.retry') });
    await expect(retry).toHaveAccessibleDescription(`${f.offer} ${t('upload.file.failed')}`);
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(t('upload.file.done'))).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 'f-9', name: f.offer })]);
  },
};

export const DeleteWithConfirmation: Story = {
  args: {
    defaultValue: [fixturesIn('en').proof, fixturesIn('en').bank],
    onDelete: fn(async () => ({ status_code: 200, message: 'Deleted' })),
  },
  render: (args) => (
    <div style={{ minHeight: 'calc(100vh - 2rem)' }}>
      <UploadTabs {...args} />
    </div>
  ),
  play: async ({ canvas, args, globals }) => {
    const { t, f } = storyContext(globals);
    const body = within(document.body);
    const first = canvas.getAllByRole('button', { name: t('upload.action.delete') })[0]!;
    await expect(first).toHaveAccessibleDescription(f.proof.name);
    first.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: t('upload.delete.title') });
    await expect(dialog).toHaveAccessibleDescription(t('upload.delete.description', { name: f.proof.name }));
    // The safe answer has focus; Escape keeps the file and returns focus to its Delete button.
    await waitFor(() => expect(body.getByRole('button', { name: t('upload.delete.cancel') })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(first).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('button', { name: t('upload.delete.cancel') })).toHaveFocus());
    await userEvent.tab();
    await expect(
      within(body.getByRole('dialog')).getByRole('button', { name: t('upload.delete.confirm') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledWith(f.proof);
    await expect(canvas.queryByText(f.proof.name)).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith([f.bank]);
    // Focus lands on the next file's Delete button, not on the page.
    await waitFor(() => expect(canvas.getByRole('button', { name: t('upload.action.delete') })).toHaveFocus());
    await expect(liveRegion()).toHaveTextContent(t('upload.announce.deleted', { name: f.proof.name }));
  },
};

export const DeleteFailed: Story = {
  args: {
    defaultValue: [fixturesIn('en').proof],
    onDelete: fn(async () => ({ status_code: 500, message: 'delete failed' })),
  },
  render: (args) => (
    <div style={{ minHeight: 'calc(100vh - 2rem)' }}>
      <UploadTabs {...args} />
    </div>
  ),
  play: async ({ canvas, args, globals }) => {
    const { t } = storyContext(globals);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: t('upload.action.delete') }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('upload.delete.confirm') }));
    await waitFor(() =>
      expect(dialog.querySelector('[data-slot="upload-delete-error"]')).toHaveTextContent(t('upload.delete.failed')),
    );
    await waitFor(() => expect(liveRegion('assertive')).toHaveTextContent(t('upload.delete.failed')));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const PasteImage: Story = {
  args: { onUpload: fn<Upload>(stored('f-20')) },
  play: async ({ canvas, args, globals }) => {
    const { t } = storyContext(globals);
    const input = canvas.getByLabelText(t('upload.local.choose'));
    input.focus();
    const data = new DataTransfer();
    data.items.add(pngFile('image.png', RED));
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    input.dispatchEvent(event);
    await expect(event.defaultPrevented).toBe(true);
    await expect(await canvas.findByText(t('upload.file.done'))).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'image.png', type: 'image/png' }),
      expect.anything(),
    );
    const img = canvas.getByRole('list', { name: t('upload.list.label') }).querySelector('img') as HTMLImageElement;
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
const resetScanChannel = () => {
  scanChannel.listener = null;
  scanChannel.subscriptions = 0;
};
const scanUrl = 'https://pay.example.com/m/upload?order_id=ORD20250101001&token=demo';

export const ScanTab: Story = {
  beforeEach: resetScanChannel,
  args: { scanUrl, subscribeToScanUploads, pastFiles: fixturesIn('en').past },
  play: async ({ canvas, args, globals }) => {
    const { t, f } = storyContext(globals);
    await expect(scanChannel.listener).toBeNull();
    canvas.getByRole('tab', { name: t('upload.tab.local') }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const tab = canvas.getByRole('tab', { name: t('upload.tab.scan') });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const qr = await canvas.findByRole('img', { name: t('upload.scan.qrAlt') }, { timeout: 5000 });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect((qr as HTMLImageElement).complete).toBe(true));
    // Subscribed while the tab is open; a file from the phone joins the list.
    await waitFor(() => expect(scanChannel.listener).not.toBeNull());
    const fromPhone: UploadedFile = { id: 'f-30', name: f.phonePhoto, size: 524_288, type: 'image/jpeg' };
    scanChannel.listener?.(fromPhone);
    await expect(await canvas.findByText(f.phonePhoto)).toBeVisible();
    await expect(liveRegion()).toHaveTextContent(t('upload.announce.received', { name: f.phonePhoto }));
    await expect(args.onChange).toHaveBeenLastCalledWith([fromPhone]);
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const ScanUnsubscribesWhenLeft: Story = {
  beforeEach: resetScanChannel,
  args: { scanUrl, subscribeToScanUploads, defaultTab: 'scan' },
  play: async ({ canvas, globals }) => {
    const { t } = storyContext(globals);
    await canvas.findByRole('img', { name: t('upload.scan.qrAlt') }, { timeout: 5000 });
    await waitFor(() => expect(scanChannel.listener).not.toBeNull());
    await userEvent.click(canvas.getByRole('tab', { name: t('upload.tab.local') }));
    await expect(scanChannel.listener).toBeNull();
    await expect(scanChannel.subscriptions).toBe(1);
  },
};

export const PastFilesPick: Story = {
  args: { pastFiles: fixturesIn('en').past, defaultTab: 'past' },
  play: async ({ canvas, args, globals }) => {
    const { t, f, rule } = storyContext(globals);
    const tab = canvas.getByRole('tab', { name: t('upload.tab.past') });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const list = canvas.getByRole('list', { name: t('upload.tab.past') });
    const rows = within(list).getAllByRole('listitem');
    // A Word file cannot be used: its button is disabled and the reason is shown.
    const wordButton = within(rows[2]!).getByRole('button', { name: t('upload.past.use') });
    await expect(wordButton).toBeDisabled();
    await expect(within(rows[2]!).getByText(rule.type)).toBeVisible();
    // Keyboard: tab into the panel, to the first file's button, Enter.
    tab.focus();
    await userEvent.tab();
    await userEvent.tab();
    const first = within(rows[0]!).getByRole('button', { name: t('upload.past.use') });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAccessibleDescription(f.pastOffer);
    await userEvent.keyboard('{Enter}');
    await expect(within(rows[0]!).getByRole('button', { name: t('upload.past.added') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(rows[0]!).getByRole('button', { name: t('upload.past.added') })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 'p-1', name: f.pastOffer, size: 256_000, type: 'application/pdf' },
      { id: 'p-2', name: f.pastPhoto, size: 734_003, type: 'image/jpeg' },
    ]);
    const uploaded = canvas.getByRole('list', { name: t('upload.list.label') });
    await expect(within(uploaded).getAllByRole('listitem')).toHaveLength(2);
  },
};

/*
 * Every state in Simplified Chinese and the main ones in Traditional Chinese: the same play functions,
 * reading the component's strings, the rules' messages and the file names in the story's locale.
 */
const zhCN = fixturesIn('zh-CN');
const zhTW = fixturesIn('zh-TW');

export const EmptyZhCN = inLocale(Empty, 'zh-CN', { label: zhCN.label });
export const UploadingZhCN = inLocale(Uploading, 'zh-CN', { label: zhCN.label });
export const UploadedWithPreviewsZhCN = inLocale(UploadedWithPreviews, 'zh-CN', { label: zhCN.label });
export const ReplacedValueRefreshesPreviewsZhCN = inLocale(ReplacedValueRefreshesPreviews, 'zh-CN', {
  label: zhCN.label,
});
export const TooLargeRejectedZhCN = inLocale(TooLargeRejected, 'zh-CN', { label: zhCN.label });
export const WrongTypeRejectedZhCN = inLocale(WrongTypeRejected, 'zh-CN', { label: zhCN.label });
export const SelfieKindZhCN = inLocale(SelfieKind, 'zh-CN', { label: zhCN.selfieLabel });
export const MaxCountReachedZhCN = inLocale(MaxCountReached, 'zh-CN', {
  label: zhCN.label,
  defaultValue: [zhCN.proof, zhCN.bank],
});
export const UploadFailureRetryZhCN = inLocale(UploadFailureRetry, 'zh-CN', { label: zhCN.label });
export const DeleteWithConfirmationZhCN = inLocale(DeleteWithConfirmation, 'zh-CN', {
  label: zhCN.label,
  defaultValue: [zhCN.proof, zhCN.bank],
});
export const DeleteFailedZhCN = inLocale(DeleteFailed, 'zh-CN', { label: zhCN.label, defaultValue: [zhCN.proof] });
export const PasteImageZhCN = inLocale(PasteImage, 'zh-CN', { label: zhCN.label });
export const ScanTabZhCN = inLocale(ScanTab, 'zh-CN', { label: zhCN.label, pastFiles: zhCN.past });
export const ScanUnsubscribesWhenLeftZhCN = inLocale(ScanUnsubscribesWhenLeft, 'zh-CN', { label: zhCN.label });
export const PastFilesPickZhCN = inLocale(PastFilesPick, 'zh-CN', { label: zhCN.label, pastFiles: zhCN.past });

export const EmptyZhTW = inLocale(Empty, 'zh-TW', { label: zhTW.label });
export const UploadedWithPreviewsZhTW = inLocale(UploadedWithPreviews, 'zh-TW', { label: zhTW.label });
export const TooLargeRejectedZhTW = inLocale(TooLargeRejected, 'zh-TW', { label: zhTW.label });
export const SelfieKindZhTW = inLocale(SelfieKind, 'zh-TW', { label: zhTW.selfieLabel });
export const UploadFailureRetryZhTW = inLocale(UploadFailureRetry, 'zh-TW', { label: zhTW.label });
export const DeleteWithConfirmationZhTW = inLocale(DeleteWithConfirmation, 'zh-TW', {
  label: zhTW.label,
  defaultValue: [zhTW.proof, zhTW.bank],
});
export const ScanTabZhTW = inLocale(ScanTab, 'zh-TW', { label: zhTW.label, pastFiles: zhTW.past });
export const PastFilesPickZhTW = inLocale(PastFilesPick, 'zh-TW', { label: zhTW.label, pastFiles: zhTW.past });
