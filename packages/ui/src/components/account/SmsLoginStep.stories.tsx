import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SmsLoginStep } from './SmsLoginStep';
import { codesEn, codesZhCN, codesZhTW, fixedNow, memoryStorage, ok, pending, sliderGate, storyPuzzle } from './loginFixtures';

const meta = {
  title: 'Components/Account/SmsLoginStep',
  component: SmsLoginStep,
  args: {
    codes: codesEn,
    now: fixedNow,
    onSendCode: fn(async () => ok(undefined, 'Sent')),
    onLogin: fn(async () => ({ status_code: 200, message: 'Login successful', user_info: { user_name: 'Li Wei', user_country: 'CHN' }, data: { is_need_password: 0 } })),
    onNewUser: fn(),
    onNeedPassword: fn(),
    onLoggedIn: fn(),
    onStepChange: fn(),
    onChange: fn(),
  },
  decorators: [(Story) => <div className="max-w-md"><Story /></div>],
  parameters: {
    docs: {
      description: {
        component:
          'Step 1 of the login dialog: area code + mobile number and SMS code. Shared values `{ tel_code, phone, phone_captcha, ... }` are controlled with `value` + `onChange(value)` or uncontrolled with `defaultValue`. `codes` is the config\'s `tel_code_list`. Awaited callbacks: `onSendCode({ tel_code, phone })` (60 s countdown after it resolves; status 371 opens the slider captcha, `onSliderVerify({ captchaVerifyParam, tel_code, phone })` must answer `data.pass`, then the send is retried; `onGetSliderPuzzle()` loads the puzzle), `onLogin({ tel_code, phone, phone_captcha })`. Outcomes: no `user_info.user_name` → `onNewUser({ tel_code, phone })`; `data.is_need_password` → `onNeedPassword(result)` and `onStepChange("create_password")`; otherwise `onLoggedIn(result)`. Any status ≥ 400 shows the answer\'s `message` in the step and keeps what was typed. `now` and `countdownStorage` inject the countdown clock and storage. Links to other steps show when `onStepChange` is given.',
      },
    },
  },
} satisfies Meta<typeof SmsLoginStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types the phone and code with the keyboard only. */
async function typePhoneAndCode(phone: string, code: string) {
  await userEvent.tab(); // area code
  await userEvent.tab(); // number
  await userEvent.keyboard(phone);
  await userEvent.tab(); // SMS code
  await userEvent.keyboard(code);
}

export const Idle: Story = {
  args: { countdownStorage: memoryStorage() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Log in with an SMS code' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Area code' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Mobile number/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /SMS code/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send code' })).toHaveFocus();
    await expect(canvas.getByRole('navigation', { name: 'Other options' })).toBeInTheDocument();
  },
};

export const IdleChinese: Story = {
  args: { codes: codesZhCN, countdownStorage: memoryStorage() },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '短信验证码登录' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '发送验证码' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '登录' })).toBeInTheDocument();
  },
};

export const IdleTraditional: Story = {
  args: { codes: codesZhTW, countdownStorage: memoryStorage() },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '簡訊驗證碼登入' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '登入' })).toBeInTheDocument();
  },
};

export const InvalidPhoneBeforeSending: Story = {
  args: { countdownStorage: memoryStorage() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('12345');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const phone = canvas.getByRole('textbox', { name: /Mobile number/ });
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAccessibleDescription('Please enter a valid mobile number');
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

export const SubmitEmptyFocusesFirstError: Story = {
  args: { countdownStorage: memoryStorage() },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const phone = canvas.getByRole('textbox', { name: /手机号/ });
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /短信验证码/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { countdownStorage: memoryStorage(), onSendCode: fn(() => pending<never>()) },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('13800138000');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const button = canvas.getByRole('button', { name: /Send code/ });
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'sending'));
    await expect(args.onSendCode).toHaveBeenCalledWith({ tel_code: '+86', phone: '13800138000' });
  },
};

export const CountingDown: Story = {
  args: { countdownStorage: memoryStorage() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('13800138000');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const button = await canvas.findByRole('button', { name: 'Resend in 60 seconds' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('A verification code has been sent to +86 13800138000.')).toBeInTheDocument();
  },
};

export const CountingDownChinese: Story = {
  args: { codes: codesZhCN, countdownStorage: memoryStorage() },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('13800138000');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('button', { name: '60 秒后重新发送' });
    await expect(canvas.getByText('验证码已发送至 +86 13800138000。')).toBeInTheDocument();
  },
};

export const SendError: Story = {
  args: { countdownStorage: memoryStorage(), onSendCode: fn(async () => ({ status_code: 400, message: 'Failed to send the SMS code' })) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('13800138000');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to send the SMS code');
    // No countdown after a failed send; the number stays.
    await expect(canvas.getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('13800138000');
  },
};

export const LoginError: Story = {
  args: { countdownStorage: memoryStorage(), onLogin: fn(async () => ({ status_code: 400, message: 'Verification code error' })) },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, args }) => {
    await typePhoneAndCode('13800138000', '123456');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Verification code error');
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /短信验证码/ })).toHaveValue('123456');
  },
};

export const NetworkError: Story = {
  args: { countdownStorage: memoryStorage(), onLogin: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas }) => {
    await typePhoneAndCode('13800138000', '123456');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network connection abnormal. Please try again.');
  },
};

export const LoggedIn: Story = {
  args: { countdownStorage: memoryStorage() },
  play: async ({ args }) => {
    await typePhoneAndCode('13800138000', '123456');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledTimes(1));
    await expect(args.onLogin).toHaveBeenCalledWith({ tel_code: '+86', phone: '13800138000', phone_captcha: '123456' });
    await expect(args.onNewUser).not.toHaveBeenCalled();
  },
};

export const NewUser: Story = {
  args: { countdownStorage: memoryStorage(), onLogin: fn(async () => ({ status_code: 200, message: 'New user', data: { is_need_password: 0 } })) },
  play: async ({ args }) => {
    await typePhoneAndCode('13800138000', '123456');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onNewUser).toHaveBeenCalledWith({ tel_code: '+86', phone: '13800138000' }));
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

export const NeedsPassword: Story = {
  args: {
    countdownStorage: memoryStorage(),
    onLogin: fn(async () => ({ status_code: 200, message: 'Login successful', user_info: { user_name: 'Li Wei' }, data: { is_need_password: 1 } })),
  },
  play: async ({ args }) => {
    await typePhoneAndCode('13800138000', '123456');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onStepChange).toHaveBeenCalledWith('create_password'));
    await expect(args.onNeedPassword).toHaveBeenCalledTimes(1);
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

export const ForeignNumber: Story = {
  args: { countdownStorage: memoryStorage() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Area code' }), '+44');
    await userEvent.tab();
    await userEvent.keyboard('7700900123');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('button', { name: 'Resend in 60 seconds' });
    await expect(args.onSendCode).toHaveBeenCalledWith({ tel_code: '+44', phone: '7700900123' });
  },
};

/** 371 on the send: the slider appears; solved with the keyboard, the send is retried and the countdown starts. */
const gate = sliderGate();

export const SliderThenRetry: Story = {
  beforeEach: () => gate.reset(),
  args: {
    countdownStorage: memoryStorage(),
    onSendCode: fn(gate.send),
    onGetSliderPuzzle: fn(async () => ok(storyPuzzle())),
    onSliderVerify: fn(gate.verify),
  },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('13800138000');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const slider = await canvas.findByRole('slider', { name: 'Puzzle piece position' });
    await waitFor(() => expect(slider).toHaveFocus());
    await expect(canvas.getByText('Too many SMS requests; please complete the slider verification')).toBeInTheDocument();
    // Shift+Arrow moves 10 px: 12 presses reach the gap at 120.
    for (let i = 0; i < 12; i += 1) await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(slider).toHaveAttribute('aria-valuenow', '120');
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('button', { name: 'Resend in 60 seconds' });
    await expect(args.onSendCode).toHaveBeenCalledTimes(2);
    await expect(args.onSliderVerify).toHaveBeenCalledWith(expect.objectContaining({ tel_code: '+86', phone: '13800138000' }));
    await expect(canvas.queryByRole('slider')).toBeNull();
    // The code field is next, so focus goes there.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /SMS code/ })).toHaveFocus());
  },
};

export const SliderShown: Story = {
  args: {
    countdownStorage: memoryStorage(),
    onSendCode: fn(async () => ({ status_code: 371, message: '短信请求过于频繁，请先完成滑块验证' })),
    onGetSliderPuzzle: fn(async () => ok(storyPuzzle())),
    codes: codesZhCN,
  },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('13800138000');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const slider = await canvas.findByRole('slider', { name: '拼图块位置' });
    await waitFor(() => expect(slider).toHaveFocus());
    await expect(canvas.getByRole('img', { name: '带缺口的拼图' })).toBeInTheDocument();
  },
};

export const Controlled: Story = {
  args: {
    countdownStorage: memoryStorage(),
    value: { tel_code: '+852', phone: '91234567', phone_captcha: '', login_type: 'phone', login_name: '', password: '', email: '', img_captcha: '', new_password: '', confirm_password: '', old_password: '', id: '', oid: '', t: '' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('91234567');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ tel_code: '+852', phone: '91234567', phone_captcha: '1' }));
  },
};
