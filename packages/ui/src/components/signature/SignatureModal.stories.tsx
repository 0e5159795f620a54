import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { SignatureModal, type SignatureConfirmResult } from './SignatureModal';
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from './SignaturePad';
import { renderTypedSignature } from './TypedSignature';

const meta = {
  title: 'Components/Signature/SignatureModal',
  component: SignatureModal,
  parameters: {
    docs: {
      description: {
        component:
          'The signing dialog of the A2 remittance declaration and the student declaration (spec 000 sections 2, 5 and 9). ' +
          'A pad of 800 × 290 logical pixels (shown at 100% width with that aspect ratio, drawn at the screen\'s pixel density, refitted on resize without losing the strokes), black pen of width 6, the hint to sign in the middle, Clear, Cancel and Confirm. ' +
          'Confirming an empty pad announces that a signature is required (`role="alert"`; the spec\'s "Not Signned!" in correct wording per locale). ' +
          '"Type your name instead" is the keyboard alternative: the full name is rendered into the same 800 × 290 PNG in a handwriting-style font. ' +
          '`open` + `onOpenChange` are controlled (or `defaultOpen`); `trigger` wraps an element that opens it. `value` is the signature already given (a PNG data URL, the spec\'s `is_sign_data`): it is shown with Modify, which starts a new one (`defaultValue` when uncontrolled). ' +
          '`onConfirm(pngDataUrl)` is **awaited** (Confirm shows a spinner): resolving to nothing or `{ status_code: 200 }` closes the dialog; another status_code or a rejection keeps it open with the message. ' +
          '`defaultMode`, `defaultTypedName` and `backgroundColor` (default white) are read when the dialog opens.',
      },
    },
  },
  args: { onConfirm: fn() },
  // Fixed overlay: make the page one viewport tall so the dialog is inside the screenshot.
  decorators: [(Story) => <div style={{ minHeight: 'calc(100vh - 2rem)' }}><Story /></div>],
} satisfies Meta<typeof SignatureModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const accepted = async (): Promise<SignatureConfirmResult> => ({ status_code: 200, message: 'Submitted' });

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
  return [150 + 480 * t + 40 * Math.sin(t * Math.PI * 8), 140 - 55 * Math.sin(t * Math.PI * 4) + 30 * Math.cos(t * Math.PI * 8)] as const;
});
const underline = [[170, 220], [330, 212], [490, 216], [640, 208]] as const;

function sign(canvas: HTMLElement) {
  drawStroke(canvas, loops);
  drawStroke(canvas, underline);
}

async function openDialog(name = 'Sign') {
  return body().findByRole('dialog', { name });
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
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog).toHaveAccessibleDescription('Draw your signature in the box, or type your full name instead.');
    const canvas = within(dialog).getByRole('img', { name: 'Signature pad: draw your signature with a mouse, finger or pen' });
    // 100% wide (the 800 px test viewport less the margins and padding), 800:290, backing store × devicePixelRatio.
    const rect = canvas.getBoundingClientRect();
    await expect(rect.width).toBeGreaterThan(600);
    await expect(Math.abs(rect.height - (rect.width * SIGNATURE_HEIGHT) / SIGNATURE_WIDTH)).toBeLessThan(1);
    await expect((canvas as HTMLCanvasElement).width).toBe(Math.round(rect.width * window.devicePixelRatio));
    await expect(within(dialog).getByRole('tab', { name: 'Draw' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Clear', 'Cancel', 'Confirm']) await expect(within(dialog).getByRole('button', { name })).toBeVisible();
  },
};

export const HintShownFromTrigger: Story = {
  args: { trigger: <Button>E-sign</Button> },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'E-sign' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openDialog();
    const hint = within(dialog).getByText('Please sign in this area');
    await expect(hint).toBeVisible();
    // The hint sits in the middle of the pad.
    const pad = padOf(dialog).getBoundingClientRect();
    const box = hint.getBoundingClientRect();
    await expect(Math.abs(box.top + box.height / 2 - (pad.top + pad.height / 2))).toBeLessThan(2);
    await expect(padOf(dialog).closest('[data-slot="signature-pad"]')).toHaveAttribute('data-state', 'empty');
    // Cancel closes without signing; focus returns to the trigger.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'E-sign' })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Open again for the screenshot: the hint in the middle of a clean pad.
    await userEvent.keyboard('{Enter}');
    await openDialog();
  },
};

export const DrawAndConfirm: Story = {
  args: { trigger: <Button>E-sign</Button>, onConfirm: fn(accepted) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'E-sign' }));
    const dialog = await openDialog();
    const pad = padOf(dialog);
    sign(pad);
    await waitFor(() => expect(within(dialog).queryByText('Please sign in this area')).toBeNull());
    await waitFor(() => expect(pad.closest('[data-slot="signature-pad"]')).toHaveAttribute('data-state', 'drawing'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    const png = vi_arg(args.onConfirm);
    await expect(png).toMatch(/^data:image\/png;base64,/);
    // Exported at the spec's size whatever size the pad was shown at.
    await expect(await pngSize(png)).toEqual([SIGNATURE_WIDTH, SIGNATURE_HEIGHT]);
    await expect(await inkOf(png)).toBeGreaterThan(3000);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());

    // Opening again shows the signature just given, with Modify (screenshot: the exported PNG itself).
    await userEvent.click(canvas.getByRole('button', { name: 'E-sign' }));
    const again = await openDialog();
    const image = within(again).getByRole('img', { name: 'Your signature' });
    await expect(image).toHaveAttribute('src', png);
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    await expect(within(again).getByRole('button', { name: 'Modify' })).toBeVisible();
  },
};

/** The first argument of the spy's first call. */
function vi_arg(spy: unknown): string {
  return (spy as { mock: { calls: string[][] } }).mock.calls[0]![0]!;
}

export const EmptyConfirmSaysRequired: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // By keyboard: Tab from the Draw tab through Clear and Cancel to Confirm.
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('Please sign before confirming');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    const pad = padOf(dialog);
    await expect(pad.closest('[data-slot="signature-pad"]')).toHaveAttribute('data-invalid', 'true');
    await expect(pad).toHaveAccessibleDescription('Please sign before confirming');
    await expect(body().getByRole('dialog')).toBeVisible();
  },
};

export const Clear: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const pad = padOf(dialog);
    sign(pad);
    await waitFor(() => expect(within(dialog).queryByText('Please sign in this area')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await expect(within(dialog).getByText('Please sign in this area')).toBeVisible();
    await expect(pad.closest('[data-slot="signature-pad"]')).toHaveAttribute('data-state', 'empty');
    // Cleared means empty: Confirm asks for a signature again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Please sign before confirming');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Drawing again removes the message.
    drawStroke(pad, underline);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(''));
  },
};

let releaseConfirm: () => void = () => {};
const slowAccept = fn(
  () =>
    new Promise<SignatureConfirmResult>((resolve) => {
      releaseConfirm = () => resolve({ status_code: 200 });
    }),
);

export const TypedNameByKeyboard: Story = {
  args: { trigger: <Button>E-sign</Button>, onConfirm: slowAccept },
  play: async ({ canvas, args }) => {
    slowAccept.mockClear();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await openDialog();
    const drawTab = within(dialog).getByRole('tab', { name: 'Draw' });
    await waitFor(() => expect(drawTab).toHaveFocus());
    // Arrow keys move between the tabs (and select them), then Tab goes into the panel.
    await userEvent.keyboard('{ArrowRight}');
    const typeTab = within(dialog).getByRole('tab', { name: 'Type your name instead' });
    await expect(typeTab).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.tab();
    const input = within(dialog).getByRole('textbox', { name: /Full name/ });
    await expect(input).toHaveFocus();

    // Empty name first: the field says so.
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription(/Please type your full name before confirming/);

    await userEvent.keyboard('Priya Sharma');
    await expect(within(dialog).getByRole('img', { name: 'Signature preview: Priya Sharma' })).toBeVisible();
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
    releaseConfirm();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'E-sign' })).toHaveFocus();
    // Reopen: the typed name, rendered in a handwriting-style font, is now the signature (screenshot).
    await userEvent.keyboard('{Enter}');
    const again = await openDialog();
    const image = within(again).getByRole('img', { name: 'Your signature' });
    await expect(image).toHaveAttribute('src', png);
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
  },
};

function ControlledSigned({ onConfirm }: { onConfirm: (png: string) => Promise<SignatureConfirmResult> }) {
  const [value, setValue] = useState(() => renderTypedSignature('Wang Fang'));
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="signed">{value ? 'Signed' : 'Not signed'}</p>
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
    </>
  );
}

export const SignedValueWithModify: Story = {
  args: { onConfirm: fn(accepted) },
  render: (args) => <ControlledSigned onConfirm={args.onConfirm as (png: string) => Promise<SignatureConfirmResult>} />,
  play: async () => {
    const dialog = await openDialog();
    const image = within(dialog).getByRole('img', { name: 'Your signature' });
    await expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    await expect(within(dialog).getByText('You have signed. Choose Modify to sign again.')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
    // Modify starts a new signature: a clean pad with the hint, focus on the Draw tab.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Modify' }));
    await expect(within(dialog).getByText('Please sign in this area')).toBeVisible();
    await expect(within(dialog).getByRole('tab', { name: 'Draw' })).toHaveFocus();
    await expect(within(dialog).queryByRole('img', { name: 'Your signature' })).toBeNull();
  },
};

export const ConfirmFailsStaysOpen: Story = {
  args: { defaultOpen: true, onConfirm: fn(async () => ({ status_code: 500, message: 'The signature service is busy. Please try again.' })) },
  play: async ({ args }) => {
    const dialog = await openDialog();
    sign(padOf(dialog));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('The signature service is busy. Please try again.'));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(body().getByRole('dialog')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).not.toHaveAttribute('aria-busy');
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-CN' },
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await openDialog('签名');
    await expect(within(dialog).getByText('请在此区域签名')).toBeVisible();
    await expect(within(dialog).getByRole('tab', { name: '改为输入姓名' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('请先签名');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    for (const name of ['清除', '取消']) await expect(within(dialog).getByRole('button', { name })).toBeVisible();
  },
};

export const ChineseTraditional: Story = {
  globals: { locale: 'zh-TW' },
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await openDialog('簽名');
    await expect(within(dialog).getByText('請在此區域簽名')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('請先簽名');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('tab', { name: '改為輸入姓名' })).toBeVisible();
  },
};

/**
 * A phone-sized frame: the transform makes the frame the containing block of the fixed dialog, so the
 * dialog lays out as on a narrow screen while the test viewport stays the same.
 */
function Frame({ width, onConfirm }: { width: number; onConfirm: (png: string) => Promise<SignatureConfirmResult> }) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setFrame} data-testid="frame" style={{ width, height: 560, transform: 'translateZ(0)', outline: '1px solid #8b95a8' }}>
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
  args: { onConfirm: fn(async () => ({ status_code: 500, message: 'Please try again.' })) },
  render: (args) => <Frame width={760} onConfirm={args.onConfirm as (png: string) => Promise<SignatureConfirmResult>} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog();
    const pad = padOf(dialog);
    const handle = () => pad.closest('[data-slot="signature-pad"]')!;
    sign(pad);
    await waitFor(() => expect(handle()).toHaveAttribute('data-state', 'drawing'));
    const wide = pad.getBoundingClientRect().width;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
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
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(2));
    const calls = (args.onConfirm as unknown as { mock: { calls: string[][] } }).mock.calls;
    const before = await inkOf(calls[0]![0]!);
    const after = await inkOf(calls[1]![0]!);
    await expect(before).toBeGreaterThan(3000);
    await expect(Math.abs(after - before) / before).toBeLessThan(0.02);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Please try again.'));
    // Screenshot: the same scribble, drawn small in the narrow pad.
  },
};
