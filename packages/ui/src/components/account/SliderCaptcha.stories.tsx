import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { inLocale, storyText } from '../../stories/storyLocale';
import { SliderCaptcha, type SliderVerifyRequest } from './SliderCaptcha';
import { loginMessages } from './loginMessages';
import type { ApiResult } from '@edupay/forms/contract';
import { failure, ok, pending, PUZZLE_GAP_X, serverText, sliderX, storyPuzzle, verifyAtGap } from './loginFixtures';

type Verify = (request: SliderVerifyRequest) => Promise<ApiResult<{ pass?: boolean }>>;

/** A clock that moves 50 ms per reading, so the drag track has realistic, fixed timings. */
function steppingClock() {
  let t = 0;
  return () => (t += 50);
}

const meta = {
  title: 'Components/Account/SliderCaptcha',
  component: SliderCaptcha,
  args: {
    onVerify: fn<Verify>(verifyAtGap('en')),
    loadPuzzle: fn(async () => ok(storyPuzzle())),
    onPass: fn(),
    phone: '13800138000',
    now: steppingClock(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
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

const text = (globals: Record<string, unknown>) => storyText(loginMessages, globals);

export const Idle: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    const slider = await canvas.findByRole('slider', { name: t('sliderCaptcha.handle') });
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    await expect(slider).toHaveAttribute('aria-valuemin', '0');
    await expect(slider).toHaveAttribute('aria-valuemax', '256');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText(t('sliderCaptcha.title'))).toBeInTheDocument();
    await expect(canvas.getByText(t('sliderCaptcha.instructions'))).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: t('sliderCaptcha.image') })).toBeInTheDocument();
    await expect(args.loadPuzzle).toHaveBeenCalledTimes(1);
  },
};
export const IdleZhCN = inLocale(Idle, 'zh-CN');
export const IdleZhTW = inLocale(Idle, 'zh-TW');

export const KeyboardPass: Story = {
  play: async ({ canvas, args, globals }) => {
    const slider = await canvas.findByRole('slider');
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard(
      '{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}',
    );
    await userEvent.keyboard(
      '{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowLeft}',
    );
    await expect(slider).toHaveAttribute('aria-valuenow', '119');
    await userEvent.keyboard('{Enter}');
    await canvas.findByText(text(globals)('sliderCaptcha.passed'));
    await expect(args.onPass).toHaveBeenCalledTimes(1);
    const param = JSON.parse((args.onVerify as ReturnType<typeof fn<Verify>>).mock.calls[0]![0].captchaVerifyParam) as {
      id: string;
      x: number;
      track: [number, number][];
    };
    await expect(param.id).toBe('puzzle-1');
    await expect(param.x).toBe(119);
    await expect(param.track.length).toBeGreaterThan(3);
  },
};
export const KeyboardPassZhCN = inLocale(KeyboardPass, 'zh-CN');

/** The same end state as KeyboardPass, reached with a pointer: English only. */
export const PointerDrag: Story = {
  play: async ({ canvas, args, globals }) => {
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
    await canvas.findByText(text(globals)('sliderCaptcha.passed'));
    await expect(args.onPass).toHaveBeenCalledTimes(1);
    await expect(slider).toHaveAttribute('aria-valuenow', String(PUZZLE_GAP_X));
  },
};

export const Verifying: Story = {
  args: { onVerify: fn<Verify>(() => pending<never>()) },
  play: async ({ canvas, globals }) => {
    const slider = await canvas.findByRole('slider');
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    slider.focus();
    await userEvent.keyboard('{End}{Enter}');
    await canvas.findByText(text(globals)('sliderCaptcha.verifying'));
    await expect(slider).toHaveAttribute('aria-disabled', 'true');
  },
};
export const VerifyingZhCN = inLocale(Verifying, 'zh-CN');

export const Failed: Story = {
  args: { onCancel: fn() },
  play: async ({ canvas, args, globals }) => {
    const slider = await canvas.findByRole('slider');
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    slider.focus();
    await userEvent.keyboard('{End}{Enter}');
    // The server's message, a fresh puzzle, and the handle back at the start.
    await canvas.findByText(serverText(globals)('sliderFailed'));
    await waitFor(() => expect(args.loadPuzzle).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '0'));
    await expect(args.onPass).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text(globals)('sliderCaptcha.cancel') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
export const FailedZhCN = inLocale(Failed, 'zh-CN', { onVerify: fn<Verify>(verifyAtGap('zh-CN')) });
export const FailedZhTW = inLocale(Failed, 'zh-TW', { onVerify: fn<Verify>(verifyAtGap('zh-TW')) });

export const PhoneEmpty: Story = {
  args: { phone: '' },
  play: async ({ canvas, args, globals }) => {
    const slider = await canvas.findByRole('slider');
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    slider.focus();
    await userEvent.keyboard('{End}{Enter}');
    await canvas.findByText(text(globals)('sliderCaptcha.phoneEmpty'));
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};
export const PhoneEmptyZhCN = inLocale(PhoneEmpty, 'zh-CN');

/** Without a puzzle: "slide to the end" passes. */
const toTheEnd = (locale: 'en' | 'zh-CN') =>
  fn<Verify>(async ({ captchaVerifyParam }) =>
    sliderX(captchaVerifyParam) === 256 ? ok({ pass: true }) : failure(372, 'sliderFailed', locale),
  );

export const WithoutPuzzle: Story = {
  args: { loadPuzzle: undefined, onVerify: toTheEnd('en') },
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{End}{Enter}');
    await canvas.findByText(text(globals)('sliderCaptcha.passed'));
    await expect(args.onPass).toHaveBeenCalledTimes(1);
  },
};
export const WithoutPuzzleZhCN = inLocale(WithoutPuzzle, 'zh-CN', { onVerify: toTheEnd('zh-CN') });
