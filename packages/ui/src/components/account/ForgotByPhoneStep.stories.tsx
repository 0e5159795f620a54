import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Locale } from '../../i18n/locale';
import { inLocale, storyText } from '../../stories/storyLocale';
import { ForgotByPhoneStep } from './ForgotByPhoneStep';
import { loginMessages } from './loginMessages';
import {
  codesEn,
  codesIn,
  containing,
  failure,
  fixedNow,
  memoryStorage,
  ok,
  pending,
  serverText,
  sliderGate,
  storyPuzzle,
} from './loginFixtures';
import { findAlert } from '../../stories/liveRegion';

const gate = sliderGate();
const gateZhCN = gate.answering('zh-CN');
const storage = memoryStorage();

const meta = {
  title: 'Components/Account/ForgotByPhoneStep',
  component: ForgotByPhoneStep,
  args: {
    codes: codesEn,
    now: fixedNow,
    countdownStorage: storage,
    onSendResetCode: fn(async () => ok(undefined, 'Sent')),
    onVerifyResetCode: fn(async () => ok({ id: '42', oid: 'o-7f3a', t: '1735689600' })),
    onGetSliderPuzzle: fn(async () => ok(storyPuzzle())),
    onStepChange: fn(),
    onChange: fn(),
  },
  beforeEach: () => {
    gate.reset();
    storage.clear();
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
          'Step 5: forgot password by phone. Awaits `onSendResetCode({ tel_code, phone })` (60 s countdown; 371 opens the slider, `onSliderVerify` must pass, then the send is retried) and `onVerifyResetCode({ tel_code, phone, phone_captcha })`, whose `data: { id, oid, t }` goes into the shared value before `onStepChange("reset")`. Status ≥ 400 shows its message and keeps the input. Shared values: `value` + `onChange` or `defaultValue`; `now` and `countdownStorage` inject the countdown clock and storage.',
      },
    },
  },
} satisfies Meta<typeof ForgotByPhoneStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (globals: Record<string, unknown>) => storyText(loginMessages, globals);

/** Area code, number, code field, send button: types the number and sends. */
async function typePhoneAndSend(phone: string) {
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.keyboard(phone);
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
}

export const Idle: Story = {
  play: async ({ canvas, globals }) => {
    const t = text(globals);
    await expect(canvas.getByRole('heading', { name: t('login.forgotPhone.title') })).toBeInTheDocument();
    await expect(canvas.getByText(t('login.forgotPhone.description'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('login.nav.forgotEmail') })).toBeInTheDocument();
  },
};
export const IdleZhCN = inLocale(Idle, 'zh-CN', { codes: codesIn['zh-CN'] });
export const IdleZhTW = inLocale(Idle, 'zh-TW', { codes: codesIn['zh-TW'] });

export const Sending: Story = {
  args: { onSendResetCode: fn(() => pending<never>()) },
  play: async ({ canvas, globals }) => {
    await typePhoneAndSend('13800138000');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: containing(text(globals)('countdown.send')) })).toHaveAttribute(
        'data-state',
        'sending',
      ),
    );
  },
};
export const SendingZhCN = inLocale(Sending, 'zh-CN', { codes: codesIn['zh-CN'] });

export const CountingDown: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await typePhoneAndSend('13800138000');
    await canvas.findByRole('button', { name: t('countdown.counting', { seconds: 60 }) });
    await expect(canvas.getByText(t('login.codeSent', { phone: '+86 13800138000' }))).toBeInTheDocument();
    await expect(args.onSendResetCode).toHaveBeenCalledWith({ tel_code: '+86', phone: '13800138000' });
  },
};
export const CountingDownZhCN = inLocale(CountingDown, 'zh-CN', { codes: codesIn['zh-CN'] });

export const SliderThenRetry: Story = {
  args: { onSendResetCode: fn(gate.send), onSliderVerify: fn(gate.verify) },
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await typePhoneAndSend('13800138000');
    const slider = await canvas.findByRole('slider', { name: t('sliderCaptcha.handle') });
    await waitFor(() => expect(slider).toHaveFocus());
    await expect(canvas.getByText(serverText(globals)('tooManySms'))).toBeInTheDocument();
    // PageUp moves 10 px: 12 presses reach the gap at 120.
    for (let i = 0; i < 12; i += 1) await userEvent.keyboard('{PageUp}');
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('button', { name: t('countdown.counting', { seconds: 60 }) });
    await expect(args.onSendResetCode).toHaveBeenCalledTimes(2);
  },
};
export const SliderThenRetryZhCN = inLocale(SliderThenRetry, 'zh-CN', {
  codes: codesIn['zh-CN'],
  onSendResetCode: fn(gateZhCN.send),
  onSliderVerify: fn(gateZhCN.verify),
});

export const VerifiedGoesToReset: Story = {
  play: async ({ canvas, args, globals }) => {
    await typePhoneAndSend('13800138000');
    await canvas.findByRole('button', { name: text(globals)('countdown.counting', { seconds: 60 }) });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('135790{Enter}');
    await waitFor(() => expect(args.onStepChange).toHaveBeenCalledWith('reset'));
    await expect(args.onVerifyResetCode).toHaveBeenCalledWith({
      tel_code: '+86',
      phone: '13800138000',
      phone_captcha: '135790',
    });
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: '42', oid: 'o-7f3a', t: '1735689600' }),
    );
  },
};
export const VerifiedGoesToResetZhCN = inLocale(VerifiedGoesToReset, 'zh-CN', { codes: codesIn['zh-CN'] });

const wrongCode = (locale: Locale) => fn(async () => failure(400, 'codeError', locale));

export const WrongCode: Story = {
  args: { onVerifyResetCode: wrongCode('en') },
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await typePhoneAndSend('13800138000');
    await canvas.findByRole('button', { name: t('countdown.counting', { seconds: 60 }) });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('000000{Enter}');
    await expect(await findAlert()).toHaveTextContent(serverText(globals)('codeError'));
    await expect(canvas.getByRole('textbox', { name: containing(t('login.field.smsCode')) })).toHaveValue('000000');
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};
export const WrongCodeZhCN = inLocale(WrongCode, 'zh-CN', {
  codes: codesIn['zh-CN'],
  onVerifyResetCode: wrongCode('zh-CN'),
});
export const WrongCodeZhTW = inLocale(WrongCode, 'zh-TW', {
  codes: codesIn['zh-TW'],
  onVerifyResetCode: wrongCode('zh-TW'),
});
