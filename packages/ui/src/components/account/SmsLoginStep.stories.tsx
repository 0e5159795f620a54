import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Locale } from '../../i18n/locale';
import { inLocale, storyText } from '../../stories/storyLocale';
import { SmsLoginStep } from './SmsLoginStep';
import { loginMessages } from './loginMessages';
import {
  codesEn,
  codesIn,
  containing,
  failure,
  fixedNow,
  formsText,
  memoryStorage,
  ok,
  pending,
  serverText,
  sliderGate,
  storyPuzzle,
} from './loginFixtures';
import { findAlert } from '../../stories/liveRegion';

const storage = memoryStorage();

const meta = {
  title: 'Components/Account/SmsLoginStep',
  component: SmsLoginStep,
  args: {
    codes: codesEn,
    now: fixedNow,
    countdownStorage: storage,
    onSendCode: fn(async () => ok(undefined, 'Sent')),
    onLogin: fn(async () => ({
      status_code: 200,
      message: 'Login successful',
      user_info: { user_name: 'Li Wei', user_country: 'CHN' },
      data: { is_need_password: 0 },
    })),
    onNewUser: fn(),
    onNeedPassword: fn(),
    onLoggedIn: fn(),
    onStepChange: fn(),
    onChange: fn(),
  },
  beforeEach: () => storage.clear(),
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
          'Step 1 of the login dialog: area code + mobile number and SMS code. Shared values `{ tel_code, phone, phone_captcha, ... }` are controlled with `value` + `onChange(value)` or uncontrolled with `defaultValue`. `codes` is the config\'s `tel_code_list`. Awaited callbacks: `onSendCode({ tel_code, phone })` (60 s countdown after it resolves; status 371 opens the slider captcha, `onSliderVerify({ captchaVerifyParam, tel_code, phone })` must answer `data.pass`, then the send is retried; `onGetSliderPuzzle()` loads the puzzle), `onLogin({ tel_code, phone, phone_captcha })`. Outcomes: no `user_info.user_name` → `onNewUser({ tel_code, phone })`; `data.is_need_password` → `onNeedPassword(result)` and `onStepChange("create_password")`; otherwise `onLoggedIn(result)`. Any status ≥ 400 shows the answer\'s `message` in the step and keeps what was typed. `now` and `countdownStorage` inject the countdown clock and storage. Links to other steps show when `onStepChange` is given.',
      },
    },
  },
} satisfies Meta<typeof SmsLoginStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's built-in strings: every play looks for the text of the locale it runs in. */
const text = (globals: Record<string, unknown>) => storyText(loginMessages, globals);

/** Types the number with the keyboard and presses the send button. */
async function typePhoneAndSend(phone: string) {
  await userEvent.tab(); // area code
  await userEvent.tab(); // number
  await userEvent.keyboard(phone);
  await userEvent.tab(); // SMS code
  await userEvent.tab(); // send
  await userEvent.keyboard('{Enter}');
}

/** Types the phone and code with the keyboard only. */
async function typePhoneAndCode(phone: string, code: string) {
  await userEvent.tab(); // area code
  await userEvent.tab(); // number
  await userEvent.keyboard(phone);
  await userEvent.tab(); // SMS code
  await userEvent.keyboard(code);
}

export const Idle: Story = {
  play: async ({ canvas, globals }) => {
    const t = text(globals);
    await expect(canvas.getByRole('heading', { name: t('login.sms.title') })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: t('phone.areaCode') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: containing(t('login.field.phone')) })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: containing(t('login.field.smsCode')) })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('countdown.send') })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: t('login.action.login') })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: t('login.nav.label') })).toBeInTheDocument();
  },
};
export const IdleZhCN = inLocale(Idle, 'zh-CN', { codes: codesIn['zh-CN'] });
export const IdleZhTW = inLocale(Idle, 'zh-TW', { codes: codesIn['zh-TW'] });

export const InvalidPhoneBeforeSending: Story = {
  play: async ({ canvas, args, globals }) => {
    await typePhoneAndSend('12345');
    const phone = canvas.getByRole('textbox', { name: containing(text(globals)('login.field.phone')) });
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAccessibleDescription(formsText(globals)('phone'));
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};
export const InvalidPhoneBeforeSendingZhCN = inLocale(InvalidPhoneBeforeSending, 'zh-CN', { codes: codesIn['zh-CN'] });

export const SubmitEmptyFocusesFirstError: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const phone = canvas.getByRole('textbox', { name: containing(t('login.field.phone')) });
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: containing(t('login.field.smsCode')) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};
export const SubmitEmptyFocusesFirstErrorZhCN = inLocale(SubmitEmptyFocusesFirstError, 'zh-CN', {
  codes: codesIn['zh-CN'],
});

export const Sending: Story = {
  args: { onSendCode: fn(() => pending<never>()) },
  play: async ({ canvas, args, globals }) => {
    await typePhoneAndSend('13800138000');
    const button = canvas.getByRole('button', { name: containing(text(globals)('countdown.send')) });
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'sending'));
    await expect(args.onSendCode).toHaveBeenCalledWith({ tel_code: '+86', phone: '13800138000' });
  },
};
export const SendingZhCN = inLocale(Sending, 'zh-CN', { codes: codesIn['zh-CN'] });

export const CountingDown: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await typePhoneAndSend('13800138000');
    const button = await canvas.findByRole('button', { name: t('countdown.counting', { seconds: 60 }) });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(t('login.codeSent', { phone: '+86 13800138000' }))).toBeInTheDocument();
  },
};
export const CountingDownZhCN = inLocale(CountingDown, 'zh-CN', { codes: codesIn['zh-CN'] });
export const CountingDownZhTW = inLocale(CountingDown, 'zh-TW', { codes: codesIn['zh-TW'] });

const sendFails = (locale: Locale) => fn(async () => failure(400, 'smsSendFailed', locale));

export const SendError: Story = {
  args: { onSendCode: sendFails('en') },
  play: async ({ canvas, globals }) => {
    const t = text(globals);
    await typePhoneAndSend('13800138000');
    await expect(await findAlert()).toHaveTextContent(serverText(globals)('smsSendFailed'));
    // No countdown after a failed send; the number stays.
    await expect(canvas.getByRole('button', { name: t('countdown.send') })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('textbox', { name: containing(t('login.field.phone')) })).toHaveValue('13800138000');
  },
};
export const SendErrorZhCN = inLocale(SendError, 'zh-CN', { codes: codesIn['zh-CN'], onSendCode: sendFails('zh-CN') });

const wrongCode = (locale: Locale) => fn(async () => failure(400, 'codeError', locale));

export const LoginError: Story = {
  args: { onLogin: wrongCode('en') },
  play: async ({ canvas, args, globals }) => {
    await typePhoneAndCode('13800138000', '123456');
    await userEvent.keyboard('{Enter}');
    await expect(await findAlert()).toHaveTextContent(serverText(globals)('codeError'));
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: containing(text(globals)('login.field.smsCode')) })).toHaveValue(
      '123456',
    );
  },
};
export const LoginErrorZhCN = inLocale(LoginError, 'zh-CN', { codes: codesIn['zh-CN'], onLogin: wrongCode('zh-CN') });
export const LoginErrorZhTW = inLocale(LoginError, 'zh-TW', { codes: codesIn['zh-TW'], onLogin: wrongCode('zh-TW') });

export const NetworkError: Story = {
  args: { onLogin: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ globals }) => {
    await typePhoneAndCode('13800138000', '123456');
    await userEvent.keyboard('{Enter}');
    await expect(await findAlert()).toHaveTextContent(text(globals)('login.error.network'));
  },
};
export const NetworkErrorZhCN = inLocale(NetworkError, 'zh-CN', { codes: codesIn['zh-CN'] });

export const LoggedIn: Story = {
  play: async ({ args }) => {
    await typePhoneAndCode('13800138000', '123456');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledTimes(1));
    await expect(args.onLogin).toHaveBeenCalledWith({ tel_code: '+86', phone: '13800138000', phone_captcha: '123456' });
    await expect(args.onNewUser).not.toHaveBeenCalled();
  },
};
export const LoggedInZhCN = inLocale(LoggedIn, 'zh-CN', { codes: codesIn['zh-CN'] });

// NewUser and NeedsPassword end on the same screen as LoggedIn (only the callback differs), so
// they have no locale variants.
export const NewUser: Story = {
  args: { onLogin: fn(async () => ({ status_code: 200, message: 'New user', data: { is_need_password: 0 } })) },
  play: async ({ args }) => {
    await typePhoneAndCode('13800138000', '123456');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onNewUser).toHaveBeenCalledWith({ tel_code: '+86', phone: '13800138000' }));
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

export const NeedsPassword: Story = {
  args: {
    onLogin: fn(async () => ({
      status_code: 200,
      message: 'Login successful',
      user_info: { user_name: 'Li Wei' },
      data: { is_need_password: 1 },
    })),
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
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await userEvent.tab();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('phone.areaCode') }), '+44');
    await userEvent.tab();
    await userEvent.keyboard('7700900123');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('button', { name: t('countdown.counting', { seconds: 60 }) });
    await expect(args.onSendCode).toHaveBeenCalledWith({ tel_code: '+44', phone: '7700900123' });
  },
};

/** 371 on the send: the slider appears below the fields, focused, with the server's message. */
export const SliderShown: Story = {
  args: {
    onSendCode: fn(async () => failure(371, 'tooManySms')),
    onGetSliderPuzzle: fn(async () => ok(storyPuzzle())),
  },
  play: async ({ canvas, globals }) => {
    const t = text(globals);
    await typePhoneAndSend('13800138000');
    const slider = await canvas.findByRole('slider', { name: t('sliderCaptcha.handle') });
    await waitFor(() => expect(slider).toHaveFocus());
    await expect(canvas.getByRole('img', { name: t('sliderCaptcha.image') })).toBeInTheDocument();
    await expect(canvas.getByText(serverText(globals)('tooManySms'))).toBeInTheDocument();
  },
};
export const SliderShownZhCN = inLocale(SliderShown, 'zh-CN', {
  codes: codesIn['zh-CN'],
  onSendCode: fn(async () => failure(371, 'tooManySms', 'zh-CN')),
});

/** 371 on the send: the slider appears; solved with the keyboard, the send is retried and the countdown starts. */
const gate = sliderGate();
const gateZhCN = gate.answering('zh-CN');

export const SliderThenRetry: Story = {
  beforeEach: () => gate.reset(),
  args: {
    onSendCode: fn(gate.send),
    onGetSliderPuzzle: fn(async () => ok(storyPuzzle())),
    onSliderVerify: fn(gate.verify),
  },
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await typePhoneAndSend('13800138000');
    const slider = await canvas.findByRole('slider', { name: t('sliderCaptcha.handle') });
    await waitFor(() => expect(slider).toHaveFocus());
    await expect(canvas.getByText(serverText(globals)('tooManySms'))).toBeInTheDocument();
    // Shift+Arrow moves 10 px: 12 presses reach the gap at 120.
    for (let i = 0; i < 12; i += 1) await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(slider).toHaveAttribute('aria-valuenow', '120');
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('button', { name: t('countdown.counting', { seconds: 60 }) });
    await expect(args.onSendCode).toHaveBeenCalledTimes(2);
    await expect(args.onSliderVerify).toHaveBeenCalledWith(
      expect.objectContaining({ tel_code: '+86', phone: '13800138000' }),
    );
    await expect(canvas.queryByRole('slider')).toBeNull();
    // The code field is next, so focus goes there.
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: containing(t('login.field.smsCode')) })).toHaveFocus(),
    );
  },
};
export const SliderThenRetryZhCN = inLocale(SliderThenRetry, 'zh-CN', {
  codes: codesIn['zh-CN'],
  onSendCode: fn(gateZhCN.send),
  onSliderVerify: fn(gateZhCN.verify),
});

/** Prop plumbing rather than a state: no locale variants. */
export const Controlled: Story = {
  args: {
    value: {
      tel_code: '+852',
      phone: '91234567',
      phone_captcha: '',
      login_type: 'phone',
      login_name: '',
      password: '',
      email: '',
      img_captcha: '',
      new_password: '',
      confirm_password: '',
      old_password: '',
      id: '',
      oid: '',
      t: '',
    },
  },
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getByRole('textbox', { name: containing(text(globals)('login.field.phone')) })).toHaveValue(
      '91234567',
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ tel_code: '+852', phone: '91234567', phone_captcha: '1' }),
    );
  },
};
