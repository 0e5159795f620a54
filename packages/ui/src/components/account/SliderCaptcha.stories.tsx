import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SliderCaptcha, type SliderVerifyRequest } from './SliderCaptcha';
import type { ApiResult } from './loginTypes';
import { delay, ok, pending, PUZZLE_GAP_X, sliderX, storyPuzzle } from './loginFixtures';

/** The story server: passes within 5 px of the gap. */
const verifyAtGap = async ({ captchaVerifyParam }: { captchaVerifyParam: string }) => {
  await delay();
  return Math.abs(sliderX(captchaVerifyParam) - PUZZLE_GAP_X) <= 5 ? ok({ pass: true }, 'Verification passed') : { status_code: 372, message: 'Verification failed, please retry', data: { pass: false } };
};

/** A clock that moves 50 ms per reading, so the drag track has realistic, fixed timings. */
function steppingClock() {
  let t = 0;
  return () => (t += 50);
}

const meta = {
  title: 'Components/Account/SliderCaptcha',
  component: SliderCaptcha,
  args: {
    onVerify: fn<(request: SliderVerifyRequest) => Promise<ApiResult<{ pass?: boolean }>>>(verifyAtGap),
    loadPuzzle: fn(async () => ok(storyPuzzle())),
    onPass: fn(),
    phone: '13800138000',
    now: steppingClock(),
  },
  decorators: [(Story) => <div className="max-w-md"><Story /></div>],
  parameters: {
    docs: {
      description: {
        component:
          'Slider captcha (spec 000 sections 4, 5, 8): drag the handle until the piece fits the gap, or use the keyboard: the handle is `role="slider"` (`aria-valuenow/min/max`), arrow keys move 1 px (Shift, PageUp/PageDown 10), Home/End jump, Enter checks. On release (or Enter) it awaits `onVerify({ captchaVerifyParam })`, where `captchaVerifyParam` is JSON `{ id, x, track }` (`track`: `[ms, x]` samples); it passes when the answer has `data.pass`, then calls `onPass`. A failure shows the server\'s `message`, moves the handle back and loads a new puzzle. `loadPuzzle()` (awaited, `{ id, width, height, piece_size, piece_y, background, piece }`) is called on mount and after each failure; without it the slider is a plain "slide to the end". `phone`: when given and empty, the check shows "Please enter your mobile number first" and `onVerify` is not called. `onCancel` adds a Cancel button; `initialFocus` focuses the handle once usable; `now` is the track clock. Outcomes are announced in an always-present status region.',
      },
    },
  },
} satisfies Meta<typeof SliderCaptcha>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    const slider = await canvas.findByRole('slider', { name: 'Puzzle piece position' });
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    await expect(slider).toHaveAttribute('aria-valuemin', '0');
    await expect(slider).toHaveAttribute('aria-valuemax', '256');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByRole('img', { name: 'Puzzle picture with a gap' })).toBeInTheDocument();
    await expect(args.loadPuzzle).toHaveBeenCalledTimes(1);
  },
};

export const IdleChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await canvas.findByRole('slider', { name: '拼图块位置' });
    await expect(canvas.getByText('安全验证')).toBeInTheDocument();
  },
};

export const IdleTraditional: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await canvas.findByRole('slider', { name: '拼圖塊位置' });
    await expect(canvas.getByText('安全驗證')).toBeInTheDocument();
  },
};

export const KeyboardPass: Story = {
  play: async ({ canvas, args }) => {
    const slider = await canvas.findByRole('slider');
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuenow', '119');
    await userEvent.keyboard('{Enter}');
    await canvas.findByText('Verification passed');
    await expect(args.onPass).toHaveBeenCalledTimes(1);
    const param = JSON.parse((args.onVerify as ReturnType<typeof fn<(request: SliderVerifyRequest) => unknown>>).mock.calls[0]![0].captchaVerifyParam) as { id: string; x: number; track: [number, number][] };
    await expect(param.id).toBe('puzzle-1');
    await expect(param.x).toBe(119);
    await expect(param.track.length).toBeGreaterThan(3);
  },
};

export const PointerDrag: Story = {
  play: async ({ canvas, args }) => {
    const slider = await canvas.findByRole('slider');
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    const box = slider.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x0 = box.left + box.width / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: slider, coords: { clientX: x0, clientY: y } },
      { target: slider, coords: { clientX: x0 + 40, clientY: y } },
      { target: slider, coords: { clientX: x0 + 90, clientY: y } },
      { target: slider, coords: { clientX: x0 + PUZZLE_GAP_X, clientY: y } },
      { keys: '[/MouseLeft]', target: slider, coords: { clientX: x0 + PUZZLE_GAP_X, clientY: y } },
    ]);
    await canvas.findByText('Verification passed');
    await expect(args.onPass).toHaveBeenCalledTimes(1);
    await expect(slider).toHaveAttribute('aria-valuenow', String(PUZZLE_GAP_X));
  },
};

export const Verifying: Story = {
  args: { onVerify: fn<(request: SliderVerifyRequest) => Promise<ApiResult<{ pass?: boolean }>>>(() => pending<never>()) },
  play: async ({ canvas }) => {
    const slider = await canvas.findByRole('slider');
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    slider.focus();
    await userEvent.keyboard('{End}{Enter}');
    await canvas.findByText('Checking…');
    await expect(slider).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Failed: Story = {
  args: { onCancel: fn() },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, args }) => {
    const slider = await canvas.findByRole('slider');
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    slider.focus();
    await userEvent.keyboard('{End}{Enter}');
    // The server's message, a fresh puzzle, and the handle back at the start.
    await canvas.findByText('Verification failed, please retry');
    await waitFor(() => expect(args.loadPuzzle).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '0'));
    await expect(args.onPass).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const PhoneEmpty: Story = {
  args: { phone: '' },
  play: async ({ canvas, args }) => {
    const slider = await canvas.findByRole('slider');
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    slider.focus();
    await userEvent.keyboard('{End}{Enter}');
    await canvas.findByText('Please enter your mobile number first.');
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const PhoneEmptyChinese: Story = {
  args: { phone: '' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, args }) => {
    const slider = await canvas.findByRole('slider');
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    slider.focus();
    await userEvent.keyboard('{End}{Enter}');
    await canvas.findByText('请先输入手机号。');
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const WithoutPuzzle: Story = {
  args: { loadPuzzle: undefined, onVerify: fn<(request: SliderVerifyRequest) => Promise<ApiResult<{ pass?: boolean }>>>(async ({ captchaVerifyParam }: { captchaVerifyParam: string }) => (sliderX(captchaVerifyParam) === 256 ? ok({ pass: true }) : { status_code: 372, message: 'Verification failed, please retry' })) },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{End}{Enter}');
    await canvas.findByText('Verification passed');
    await expect(args.onPass).toHaveBeenCalledTimes(1);
  },
};
