import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ForgotByPhoneStep } from './ForgotByPhoneStep';
import { codesEn, codesZhCN, codesZhTW, fixedNow, memoryStorage, ok, pending, sliderGate, storyPuzzle } from './loginFixtures';

const gate = sliderGate();

const meta = {
  title: 'Components/Account/ForgotByPhoneStep',
  component: ForgotByPhoneStep,
  args: {
    codes: codesEn,
    now: fixedNow,
    onSendResetCode: fn(async () => ok(undefined, 'Sent')),
    onVerifyResetCode: fn(async () => ok({ id: '42', oid: 'o-7f3a', t: '1735689600' })),
    onGetSliderPuzzle: fn(async () => ok(storyPuzzle())),
    onStepChange: fn(),
    onChange: fn(),
  },
  beforeEach: () => gate.reset(),
  decorators: [(Story) => <div className="max-w-md"><Story /></div>],
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

async function typePhoneAndSend(phone: string) {
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.keyboard(phone);
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
}

export const Idle: Story = {
  args: { countdownStorage: memoryStorage() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Reset your password by phone' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Reset by e-mail instead' })).toBeInTheDocument();
  },
};

export const IdleChinese: Story = {
  args: { codes: codesZhCN, countdownStorage: memoryStorage() },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '通过手机找回密码' })).toBeInTheDocument();
  },
};

export const IdleTraditional: Story = {
  args: { codes: codesZhTW, countdownStorage: memoryStorage() },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '透過手機找回密碼' })).toBeInTheDocument();
  },
};

export const Sending: Story = {
  args: { countdownStorage: memoryStorage(), onSendResetCode: fn(() => pending<never>()) },
  play: async ({ canvas }) => {
    await typePhoneAndSend('13800138000');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Send code/ })).toHaveAttribute('data-state', 'sending'));
  },
};

export const CountingDown: Story = {
  args: { countdownStorage: memoryStorage() },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, args }) => {
    await typePhoneAndSend('13800138000');
    await canvas.findByRole('button', { name: '60 秒后重新发送' });
    await expect(args.onSendResetCode).toHaveBeenCalledWith({ tel_code: '+86', phone: '13800138000' });
  },
};

export const SliderThenRetry: Story = {
  args: { countdownStorage: memoryStorage(), onSendResetCode: fn(gate.send), onSliderVerify: fn(gate.verify) },
  play: async ({ canvas, args }) => {
    await typePhoneAndSend('13800138000');
    const slider = await canvas.findByRole('slider');
    await waitFor(() => expect(slider).toHaveFocus());
    for (let i = 0; i < 12; i += 1) await userEvent.keyboard('{PageUp}');
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('button', { name: 'Resend in 60 seconds' });
    await expect(args.onSendResetCode).toHaveBeenCalledTimes(2);
  },
};

export const VerifiedGoesToReset: Story = {
  args: { countdownStorage: memoryStorage() },
  play: async ({ canvas, args }) => {
    await typePhoneAndSend('13800138000');
    await canvas.findByRole('button', { name: 'Resend in 60 seconds' });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('135790{Enter}');
    await waitFor(() => expect(args.onStepChange).toHaveBeenCalledWith('reset'));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: '42', oid: 'o-7f3a', t: '1735689600' }));
  },
};

export const WrongCode: Story = {
  args: { countdownStorage: memoryStorage(), onVerifyResetCode: fn(async () => ({ status_code: 400, message: 'Verification code error' })) },
  play: async ({ canvas, args }) => {
    await typePhoneAndSend('13800138000');
    await canvas.findByRole('button', { name: 'Resend in 60 seconds' });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('000000{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Verification code error');
    await expect(canvas.getByRole('textbox', { name: /SMS code/ })).toHaveValue('000000');
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};
