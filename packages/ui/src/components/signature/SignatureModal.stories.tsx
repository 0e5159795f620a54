import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../i18n/locale';
import type { DomainText } from '../../i18n/useDomainText';
import { Button } from '../../primitives/Button';
import { useEduPay } from '../../provider/useEduPay';
import { inLocale, storyLocale, storyText } from '../../stories/storyLocale';
import type { ApiResult } from '@edupay/forms/contract';
import { SignatureModal } from './SignatureModal';
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from './SignaturePad';
import { renderTypedSignature } from './TypedSignature';
import { signatureMessages } from './signatureMessages';
import { liveRegion } from '../../stories/liveRegion';

/** The error line under the pad (its text is spoken through the assertive live region). */
const errorOf = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('[data-slot="signature-error"]')!;

/**
 * What the page around the dialog and its server say, per locale: the kit's own strings come from
 * `signatureMessages` (through `storyText`), these are the app's button, the payer's name and the
 * server's messages, which a real page and API give in the payer's language too.
 */
const appText = {
  en: {
    trigger: 'E-sign',
    typedName: 'Priya Sharma',
    signedName: 'Wang Fang',
    busy: 'The signature service is busy. Please try again.',
    retry: 'Please try again.',
  },
  'zh-CN': {
    trigger: '电子签名',
    typedName: '王芳',
    signedName: '李娜',
    busy: '签名服务繁忙，请稍后重试。',
    retry: '请重试。',
  },
  'zh-TW': {
    trigger: '電子簽名',
    typedName: '陳怡君',
    signedName: '林志明',
    busy: '簽名服務忙碌中，請稍後再試。',
    retry: '請再試一次。',
  },
} satisfies Record<Locale, Record<string, string>>;

const textOf = (globals: Record<string, unknown>) => appText[storyLocale(globals)];

/** The page's "E-sign" button, in the page's language (a real page translates its own buttons). */
function SignButtonLabel() {
  const { locale } = useEduPay();
  return <>{appText[locale].trigger}</>;
}
const trigger = (
  <Button>
    <SignButtonLabel />
  </Button>
);

/** Matches an accessible name that starts with `text` (a required field's name ends with its marker). */
const startingWith = (text: string) => (name: string) => name.startsWith(text);

const meta = {
  title: 'Components/Signature/SignatureModal',
  component: SignatureModal,
  parameters: {
    docs: {
      description: {
        component:
          'The signing dialog of the A2 remittance declaration and the student declaration (spec 000 sections 2, 5 and 9). ' +
          "A pad of 800 × 290 logical pixels (shown at 100% width with that aspect ratio, drawn at the screen's pixel density, refitted on resize without losing the strokes), black pen of width 6, the hint to sign in the middle, Clear, Cancel and Confirm. " +
          'Confirming an empty pad announces that a signature is required (through the kit\'s assertive live region; the spec\'s "Not Signned!" in correct wording per locale). ' +
          '"Type your name instead" is the keyboard alternative: the full name is rendered into the same 800 × 290 PNG in a handwriting-style font. ' +
          "`open` + `onOpenChange` are controlled (or `defaultOpen`); `trigger` wraps an element that opens it. `value` is the signature already given (a PNG data URL, the spec's `is_sign_data`): it is shown with Modify, which starts a new one (`defaultValue` when uncontrolled). " +
          '`onConfirm(pngDataUrl)` is **awaited** (Confirm shows a spinner): resolving to nothing or `{ status_code: 200 }` closes the dialog; another status_code or a rejection keeps it open with the message. ' +
          '`defaultMode`, `defaultTypedName` and `backgroundColor` (default white) are read when the dialog opens.',
      },
    },
  },
  args: { onConfirm: fn() },
  // Fixed overlay: make the page one viewport tall so the dialog is inside the screenshot.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 'calc(100vh - 2rem)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignatureModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const accepted = async (): Promise<ApiResult> => ({ status_code: 200, message: 'Submitted' });
/** The server refusing the signature with its message (in the payer's language, as a real API answers). */
const refusedWith = (message: string) => async (): Promise<ApiResult> => ({ status_code: 500, message });

/** Dispatches real pointer events on the canvas; points are in the pad's logical 800 × 290 units. */
function pointer(canvas: HTMLElement, type: string, [x, y]: readonly [number, number], buttons: number) {
  const rect = canvas.getBoundingClientRect();
  const scale = rect.width / SIGNATURE_WIDTH;
  canvas.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      button: type === 'pointermove' ? -1 : 0,
      buttons,
      pressure: buttons ? 0.5 : 0,
      clientX: rect.left + x * scale,
      clientY: rect.top + y * scale,
    }),
  );
}

function drawStroke(canvas: HTMLElement, points: ReadonlyArray<readonly [number, number]>) {
  pointer(canvas, 'pointerdown', points[0]!, 1);
  for (const point of points.slice(1)) pointer(canvas, 'pointermove', point, 1);
  pointer(canvas, 'pointerup', points[points.length - 1]!, 0);
}

/** A fixed, signature-like scribble: a looping wave and an underline. Same points, same pixels. */
const loops = Array.from({ length: 61 }, (_, i) => {
  const t = i / 60;
  return [
    150 + 480 * t + 40 * Math.sin(t * Math.PI * 8),
    140 - 55 * Math.sin(t * Math.PI * 4) + 30 * Math.cos(t * Math.PI * 8),
  ] as const;
});
const underline = [
  [170, 220],
  [330, 212],
  [490, 216],
  [640, 208],
] as const;

function sign(canvas: HTMLElement) {
  drawStroke(canvas, loops);
  drawStroke(canvas, underline);
}

type Text = DomainText<keyof (typeof signatureMessages)['en']>;

async function openDialog(t: Text) {
  return body().findByRole('dialog', { name: t('signature.title') });
}

function padOf(dialog: HTMLElement) {
  return dialog.querySelector<HTMLCanvasElement>('[data-slot="signature-pad-canvas"]')!;
}

async function pngSize(url: string) {
  const image = new Image();
  image.src = url;
  await image.decode();
  return [image.naturalWidth, image.naturalHeight];
}

export const Empty: Story = {
  args: { defaultOpen: true },
  play: async ({ globals }) => {
    const t = storyText(signatureMessages, globals);
    const dialog = await openDialog(t);
    await expect(dialog).toHaveAccessibleDescription(t('signature.description'));
    const canvas = within(dialog).getByRole('img', { name: t('signature.pad.label') });
    // 100% wide (the 800 px test viewport less the margins and padding), 800:290, backing store × devicePixelRatio.
    const rect = canvas.getBoundingClientRect();
    await expect(rect.width).toBeGreaterThan(600);
    await expect(Math.abs(rect.height - (rect.width * SIGNATURE_HEIGHT) / SIGNATURE_WIDTH)).toBeLessThan(1);
    await expect((canvas as HTMLCanvasElement).width).toBe(Math.round(rect.width * window.devicePixelRatio));
    await expect(within(dialog).getByRole('tab', { name: t('signature.mode.draw') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const id of ['signature.clear', 'signature.cancel', 'signature.confirm'] as const) {
      await expect(within(dialog).getByRole('button', { name: t(id) })).toBeVisible();
    }
  },
};

export const HintShownFromTrigger: Story = {
  args: { trigger },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(signatureMessages, globals);
    const eSign = () => canvas.getByRole('button', { name: textOf(globals).trigger });
    await userEvent.tab();
    await expect(eSign()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openDialog(t);
    const hint = within(dialog).getByText(t('signature.pad.hint'));
    await expect(hint).toBeVisible();
    // The hint sits in the middle of the pad.
    const pad = padOf(dialog).getBoundingClientRect();
    const box = hint.getBoundingClientRect();
    await expect(Math.abs(box.top + box.height / 2 - (pad.top + pad.height / 2))).toBeLessThan(2);
    await expect(padOf(dialog).closest('[data-slot="signature-pad"]')).toHaveAttribute('data-state', 'empty');
    // Cancel closes without signing; focus returns to the trigger.
    await userEvent.click(within(dialog).getByRole('button', { name: t('signature.cancel') }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(eSign()).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Open again for the screenshot: the hint in the middle of a clean pad.
    await userEvent.keyboard('{Enter}');
    await openDialog(t);
  },
};

export const DrawAndConfirm: Story = {
  args: { trigger, onConfirm: fn(accepted) },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(signatureMessages, globals);
    const eSign = () => canvas.getByRole('button', { name: textOf(globals).trigger });
    await userEvent.click(eSign());
    const dialog = await openDialog(t);
    const pad = padOf(dialog);
    sign(pad);
    await waitFor(() => expect(within(dialog).queryByText(t('signature.pad.hint'))).toBeNull());
    await waitFor(() => expect(pad.closest('[data-slot="signature-pad"]')).toHaveAttribute('data-state', 'drawing'));

    await userEvent.click(within(dialog).getByRole('button', { name: t('signature.confirm') }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    const png = vi_arg(args.onConfirm);
    await expect(png).toMatch(/^data:image\/png;base64,/);
    // Exported at the spec's size whatever size the pad was shown at.
    await expect(await pngSize(png)).toEqual([SIGNATURE_WIDTH, SIGNATURE_HEIGHT]);
    await expect(await inkOf(png)).toBeGreaterThan(3000);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());

    // Opening again shows the signature just given, with Modify (screenshot: the exported PNG itself).
    await userEvent.click(eSign());
    const again = await openDialog(t);
    const image = within(again).getByRole('img', { name: t('signature.current') });
    await expect(image).toHaveAttribute('src', png);
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    await expect(within(again).getByRole('button', { name: t('signature.modify') })).toBeVisible();
  },
};

/** The first argument of the spy's first call. */
function vi_arg(spy: unknown): string {
  return (spy as { mock: { calls: string[][] } }).mock.calls[0]![0]!;
}

export const EmptyConfirmSaysRequired: Story = {
  args: { defaultOpen: true },
  play: async ({ args, globals }) => {
    const t = storyText(signatureMessages, globals);
    const dialog = await openDialog(t);
    const confirm = within(dialog).getByRole('button', { name: t('signature.confirm') });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // By keyboard: Tab from the Draw tab through Clear and Cancel to Confirm.
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    const alert = errorOf(dialog);
    await expect(alert).toHaveTextContent(t('signature.required'));
    await waitFor(() => expect(liveRegion('assertive')).toHaveTextContent(t('signature.required')));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    const pad = padOf(dialog);
    await expect(pad.closest('[data-slot="signature-pad"]')).toHaveAttribute('data-invalid', 'true');
    await expect(pad).toHaveAccessibleDescription(t('signature.required'));
    await expect(body().getByRole('dialog')).toBeVisible();
  },
};

export const Clear: Story = {
  args: { defaultOpen: true },
  play: async ({ args, globals }) => {
    const t = storyText(signatureMessages, globals);
    const dialog = await openDialog(t);
    const pad = padOf(dialog);
    sign(pad);
    await waitFor(() => expect(within(dialog).queryByText(t('signature.pad.hint'))).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: t('signature.clear') }));
    await expect(within(dialog).getByText(t('signature.pad.hint'))).toBeVisible();
    await expect(pad.closest('[data-slot="signature-pad"]')).toHaveAttribute('data-state', 'empty');
    // Cleared means empty: Confirm asks for a signature again.
    await userEvent.click(within(dialog).getByRole('button', { name: t('signature.confirm') }));
    await expect(errorOf(dialog)).toHaveTextContent(t('signature.required'));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Drawing again removes the message.
    drawStroke(pad, underline);
    await waitFor(() => expect(errorOf(dialog)).toHaveTextContent(''));
  },
};

let releaseConfirm: () => void = () => {};
const slowAccept = fn(
  () =>
    new Promise<ApiResult>((resolve) => {
      releaseConfirm = () => resolve({ status_code: 200 });
    }),
);

export const TypedNameByKeyboard: Story = {
  args: { trigger, onConfirm: slowAccept },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(signatureMessages, globals);
    const { trigger: eSign, typedName } = textOf(globals);
    slowAccept.mockClear();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await openDialog(t);
    const drawTab = within(dialog).getByRole('tab', { name: t('signature.mode.draw') });
    await waitFor(() => expect(drawTab).toHaveFocus());
    // Arrow keys move between the tabs (and select them), then Tab goes into the panel.
    await userEvent.keyboard('{ArrowRight}');
    const typeTab = within(dialog).getByRole('tab', { name: t('signature.mode.type') });
    await expect(typeTab).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.tab();
    const input = within(dialog).getByRole('textbox', { name: startingWith(t('signature.typed.label')) });
    await expect(input).toHaveFocus();

    // Empty name first: the field says so.
    const confirm = within(dialog).getByRole('button', { name: t('signature.confirm') });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(t('signature.typed.required')));

    // The payer's own name, in their script (a Chinese name is typed through an input method; the value is what counts).
    await userEvent.keyboard(typedName);
    await expect(input).toHaveValue(typedName);
    await expect(
      within(dialog).getByRole('img', { name: t('signature.typed.preview', { name: typedName }) }),
    ).toBeVisible();
    await userEvent.tab(); // Clear
    await userEvent.tab(); // Cancel
    await userEvent.tab(); // Confirm
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Awaited: Confirm is busy until onConfirm settles.
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    const png = vi_arg(args.onConfirm);
    await expect(png).toMatch(/^data:image\/png;base64,/);
    await expect(await pngSize(png)).toEqual([SIGNATURE_WIDTH, SIGNATURE_HEIGHT]);
    // The name is drawn into the image (ink, not a blank export).
    await expect(await inkOf(png)).toBeGreaterThan(500);
    releaseConfirm();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: eSign })).toHaveFocus();
    // Reopen: the typed name, rendered in a handwriting-style font, is now the signature (screenshot).
    await userEvent.keyboard('{Enter}');
    const again = await openDialog(t);
    const image = within(again).getByRole('img', { name: t('signature.current') });
    await expect(image).toHaveAttribute('src', png);
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
  },
};

function ControlledSigned({ onConfirm }: { onConfirm: (png: string) => Promise<ApiResult> }) {
  const { locale } = useEduPay();
  const [value, setValue] = useState(() => renderTypedSignature(appText[locale].signedName));
  const [open, setOpen] = useState(true);
  return (
    <SignatureModal
      open={open}
      onOpenChange={setOpen}
      value={value}
      onConfirm={async (png) => {
        const result = await onConfirm(png);
        setValue(png);
        return result;
      }}
    />
  );
}

export const SignedValueWithModify: Story = {
  args: { onConfirm: fn(accepted) },
  render: (args) => <ControlledSigned onConfirm={args.onConfirm as (png: string) => Promise<ApiResult>} />,
  play: async ({ globals }) => {
    const t = storyText(signatureMessages, globals);
    const dialog = await openDialog(t);
    const image = within(dialog).getByRole('img', { name: t('signature.current') });
    await expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    await expect(within(dialog).getByText(t('signature.signed'))).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: t('signature.confirm') })).toBeNull();
    // Modify starts a new signature: a clean pad with the hint, focus on the Draw tab.
    await userEvent.click(within(dialog).getByRole('button', { name: t('signature.modify') }));
    await expect(within(dialog).getByText(t('signature.pad.hint'))).toBeVisible();
    await expect(within(dialog).getByRole('tab', { name: t('signature.mode.draw') })).toHaveFocus();
    await expect(within(dialog).queryByRole('img', { name: t('signature.current') })).toBeNull();
  },
};

export const ConfirmFailsStaysOpen: Story = {
  args: { defaultOpen: true, onConfirm: fn(refusedWith(appText.en.busy)) },
  play: async ({ args, globals }) => {
    const t = storyText(signatureMessages, globals);
    const dialog = await openDialog(t);
    sign(padOf(dialog));
    await userEvent.click(within(dialog).getByRole('button', { name: t('signature.confirm') }));
    // The server's own message is shown as it came.
    await waitFor(() => expect(errorOf(dialog)).toHaveTextContent(textOf(globals).busy));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(body().getByRole('dialog')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t('signature.confirm') })).not.toHaveAttribute('aria-busy');
  },
};

/**
 * A phone-sized frame: the transform makes the frame the containing block of the fixed dialog, so the
 * dialog lays out as on a narrow screen while the test viewport stays the same.
 */
function Frame({ width, onConfirm }: { width: number; onConfirm: (png: string) => Promise<ApiResult> }) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setFrame}
      data-testid="frame"
      style={{ width, height: 560, transform: 'translateZ(0)', outline: '1px solid #8b95a8' }}
    >
      {frame ? <SignatureModal container={frame} defaultOpen onConfirm={onConfirm} /> : null}
    </div>
  );
}

/** Counts the signature's ink (dark pixels) in an exported PNG. */
async function inkOf(url: string) {
  const image = new Image();
  image.src = url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d')!;
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let ink = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) ink += 1;
  return ink;
}

export const NarrowScreenKeepsDrawing: Story = {
  // The server refuses both times, so the dialog stays open and each Confirm hands over an export.
  args: { onConfirm: fn(refusedWith(appText.en.retry)) },
  render: (args) => <Frame width={760} onConfirm={args.onConfirm as (png: string) => Promise<ApiResult>} />,
  play: async ({ canvasElement, args, globals }) => {
    const t = storyText(signatureMessages, globals);
    const dialog = await openDialog(t);
    const pad = padOf(dialog);
    const handle = () => pad.closest('[data-slot="signature-pad"]')!;
    sign(pad);
    await waitFor(() => expect(handle()).toHaveAttribute('data-state', 'drawing'));
    const wide = pad.getBoundingClientRect().width;
    await userEvent.click(within(dialog).getByRole('button', { name: t('signature.confirm') }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));

    // The screen narrows to a phone's 360 px: the pad scales down, keeps 800:290, and keeps the strokes.
    canvasElement.querySelector<HTMLElement>('[data-testid="frame"]')!.style.width = '360px';
    await waitFor(() => expect(pad.getBoundingClientRect().width).toBeLessThan(300));
    const rect = pad.getBoundingClientRect();
    await expect(Math.abs(rect.height - (rect.width * SIGNATURE_HEIGHT) / SIGNATURE_WIDTH)).toBeLessThan(1);
    await waitFor(() => expect(pad.width).toBe(Math.round(rect.width * window.devicePixelRatio)));
    await expect(rect.width).toBeLessThan(wide);
    await expect(handle()).toHaveAttribute('data-state', 'drawing');
    // The 800 × 290 export is the same signature before and after the resize (same ink, give or take anti-aliasing).
    await userEvent.click(within(dialog).getByRole('button', { name: t('signature.confirm') }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(2));
    const calls = (args.onConfirm as unknown as { mock: { calls: string[][] } }).mock.calls;
    const before = await inkOf(calls[0]![0]!);
    const after = await inkOf(calls[1]![0]!);
    await expect(before).toBeGreaterThan(3000);
    await expect(Math.abs(after - before) / before).toBeLessThan(0.02);
    await waitFor(() => expect(errorOf(dialog)).toHaveTextContent(textOf(globals).retry));
    // Screenshot: the same scribble, drawn small in the narrow pad.
  },
};

/*
 * The same states in Simplified Chinese, and the main ones in Traditional Chinese (every string of the
 * dialog differs between the two). Same play functions: they read the strings of the story's locale.
 */
export const EmptyZhCN = inLocale(Empty, 'zh-CN');
export const HintShownFromTriggerZhCN = inLocale(HintShownFromTrigger, 'zh-CN');
export const DrawAndConfirmZhCN = inLocale(DrawAndConfirm, 'zh-CN', { onConfirm: fn(accepted) });
export const EmptyConfirmSaysRequiredZhCN = inLocale(EmptyConfirmSaysRequired, 'zh-CN');
export const ClearZhCN = inLocale(Clear, 'zh-CN');
export const TypedNameByKeyboardZhCN = inLocale(TypedNameByKeyboard, 'zh-CN');
export const SignedValueWithModifyZhCN = inLocale(SignedValueWithModify, 'zh-CN', { onConfirm: fn(accepted) });
export const ConfirmFailsStaysOpenZhCN = inLocale(ConfirmFailsStaysOpen, 'zh-CN', {
  onConfirm: fn(refusedWith(appText['zh-CN'].busy)),
});
export const NarrowScreenKeepsDrawingZhCN = inLocale(NarrowScreenKeepsDrawing, 'zh-CN', {
  onConfirm: fn(refusedWith(appText['zh-CN'].retry)),
});

export const EmptyZhTW = inLocale(Empty, 'zh-TW');
export const EmptyConfirmSaysRequiredZhTW = inLocale(EmptyConfirmSaysRequired, 'zh-TW');
export const DrawAndConfirmZhTW = inLocale(DrawAndConfirm, 'zh-TW', { onConfirm: fn(accepted) });
export const TypedNameByKeyboardZhTW = inLocale(TypedNameByKeyboard, 'zh-TW');
export const SignedValueWithModifyZhTW = inLocale(SignedValueWithModify, 'zh-TW', { onConfirm: fn(accepted) });
export const ConfirmFailsStaysOpenZhTW = inLocale(ConfirmFailsStaysOpen, 'zh-TW', {
  onConfirm: fn(refusedWith(appText['zh-TW'].busy)),
});
