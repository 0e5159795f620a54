import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../i18n/locale';
import { inLocale, storyText } from '../../stories/storyLocale';
import { Button } from '../../primitives/Button';
import { LoginSteps, type LoginStepsProps } from './LoginSteps';
import { loginMessages } from './loginMessages';
import { LOGIN_STEPS, type LoginPayload, type LoginResult, type LoginStepId } from './loginTypes';
import {
  captchaImages,
  codesEn,
  codesIn,
  containing,
  delay,
  failure,
  fixedNow,
  memoryStorage,
  ok,
  pending,
  scanTicket,
  serverText,
  sliderGate,
  storyPuzzle,
} from './loginFixtures';
import { findAlert } from '../../stories/liveRegion';

const loggedIn = {
  status_code: 200,
  message: 'Login successful',
  user_info: { user_name: 'Li Wei', user_country: 'CHN' },
  data: { is_need_password: 0 },
};
const gate = sliderGate();
const captcha = captchaImages();
const storage = memoryStorage();

const meta = {
  title: 'Components/Account/LoginSteps',
  component: LoginSteps,
  args: {
    codes: codesEn,
    now: fixedNow,
    countdownStorage: storage,
    getCaptchaUrl: captcha.next,
    onStepChange: fn(),
    onChange: fn(),
    onSendCode: fn(async () => {
      await delay();
      return ok(undefined, 'Sent');
    }),
    onLogin: fn<(payload: LoginPayload) => Promise<LoginResult>>(async () => loggedIn),
    onCheckEmail: fn(async () => ok(undefined, 'Available')),
    onSendResetCode: fn(async () => ok(undefined, 'Sent')),
    onVerifyResetCode: fn(async () => ok({ id: '42', oid: 'o-7f3a', t: '1735689600' })),
    onSendResetEmail: fn(async () => ok(undefined, 'Submitted')),
    onResetPassword: fn(async () => ok(undefined, 'Password reset')),
    onChangePassword: fn(async () => ok(undefined, 'Password changed')),
    onCreatePassword: fn(async () => ok({ is_need_password: 0 }, 'Password set')),
    onGetScanTicket: fn(async () => scanTicket),
    onPollScan: fn(() => pending<never>()),
    onSliderVerify: fn(async () => ok({ pass: true })),
    onGetSliderPuzzle: fn(async () => ok(storyPuzzle())),
    onNewUser: fn(),
    onNeedPassword: fn(),
    onLoggedIn: fn(),
    onRegisterEmail: fn(),
    onDone: fn(),
  },
  beforeEach: () => {
    gate.reset();
    captcha.reset();
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
        component: `The login dialog's nine steps (${LOGIN_STEPS.join(', ')}) as one component. Controlled: \`step\` + \`onStepChange(step)\` (or \`defaultStep\`, default \`sms\`) and the shared values \`value\` + \`onChange(value)\` (or \`defaultValue\`, e.g. the reset ticket \`{ id, oid, t }\` of a reset link with \`defaultStep: "reset"\`). \`codes\` is the config's \`tel_code_list\`. The kit never calls fetch: every call is an awaited callback answering \`{ status_code, message?, data? }\`: \`onSendCode\`, \`onLogin\` (SMS or password payload), \`onGetScanTicket\` / \`onPollScan\` (every \`scanPollInterval\` ms, default 2000), \`onCheckEmail\`, \`onSendResetCode\`, \`onVerifyResetCode\` (answers \`{ id, oid, t }\`), \`onSendResetEmail\` (with \`img_captcha\`; \`getCaptchaUrl\` gives the image), \`onResetPassword\`, \`onChangePassword\`, \`onCreatePassword\`, \`onSliderVerify\` (answers \`data.pass\`) and \`onGetSliderPuzzle\`. Outcomes for the parent: \`onNewUser({ tel_code, phone })\` (SMS login without user_name → registration supplement), \`onRegisterEmail({ email })\` (free e-mail → registration), \`onNeedPassword(result)\` (step 9 follows), \`onLoggedIn(result)\` (after step 9 when a password was needed), \`onDone(step)\` (reset, change, create_password, forgot_email). Transitions: 371 on any SMS send opens the slider and retries the send once it passes; 332 on the e-mail step shows "already registered" with "Go to login" (step 2 with the address); forgot by phone → verify → reset → step 2 with a notice; every send counts down 60 s (\`now\` and \`countdownStorage\` injectable). Any status ≥ 400 shows the answer's \`message\` in the step and keeps the input. Focus moves to the new step's heading on every step change.`,
      },
    },
  },
} satisfies Meta<typeof LoginSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (globals: Record<string, unknown>) => storyText(loginMessages, globals);

async function tabs(count: number) {
  for (let i = 0; i < count; i += 1) await userEvent.tab();
}

const heading = (name: string | RegExp) => within(document.body).getByRole('heading', { name });

/** The same story in Chinese, with the area codes the config gives in that language. */
const zh = (story: Story, locale: Exclude<Locale, 'en'>, args?: Story['args']) =>
  inLocale(story, locale, { codes: codesIn[locale], ...args });

/** SMS step: area code, number, code, send. Types the number, sends, then types the code. */
async function smsLoginByKeyboard(
  phone: string,
  code: string,
  canvas: ReturnType<typeof within>,
  globals: Record<string, unknown>,
) {
  await tabs(2);
  await userEvent.keyboard(phone);
  await tabs(2);
  await userEvent.keyboard('{Enter}');
  await canvas.findByRole('button', { name: text(globals)('countdown.counting', { seconds: 60 }) });
  await userEvent.tab({ shift: true });
  await userEvent.keyboard(code);
  await userEvent.keyboard('{Enter}');
}

export const NewUserAfterSms: Story = {
  args: {
    onLogin: fn<(payload: LoginPayload) => Promise<LoginResult>>(async () => ({
      status_code: 200,
      message: 'New user',
      data: { is_new_user: 1, is_need_password: 0 },
    })),
  },
  play: async ({ canvas, args, globals }) => {
    await smsLoginByKeyboard('13800138000', '246810', canvas, globals);
    await waitFor(() => expect(args.onNewUser).toHaveBeenCalledWith({ tel_code: '+86', phone: '13800138000' }));
    await expect(args.onLogin).toHaveBeenCalledWith({ tel_code: '+86', phone: '13800138000', phone_captcha: '246810' });
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};
export const NewUserAfterSmsZhCN = zh(NewUserAfterSms, 'zh-CN');

export const NeedPasswordThenStep9: Story = {
  args: {
    onLogin: fn<(payload: LoginPayload) => Promise<LoginResult>>(async () => ({
      ...loggedIn,
      data: { is_need_password: 1 },
    })),
  },
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await smsLoginByKeyboard('13800138000', '246810', canvas, globals);
    await waitFor(() => expect(heading(t('login.createPassword.title'))).toHaveFocus());
    await expect(args.onStepChange).toHaveBeenLastCalledWith('create_password');
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard('new-pass-1');
    await tabs(2); // past the show-password toggle
    await userEvent.keyboard('new-pass-1{Enter}');
    await canvas.findByText(t('login.createPassword.done'));
    await expect(args.onCreatePassword).toHaveBeenCalledWith({
      new_password: 'new-pass-1',
      confirm_password: 'new-pass-1',
    });
    // Logged in only now, with the SMS login's answer.
    await expect(args.onLoggedIn).toHaveBeenCalledWith(
      expect.objectContaining({ user_info: { user_name: 'Li Wei', user_country: 'CHN' } }),
    );
    await expect(args.onDone).toHaveBeenCalledWith('create_password');
  },
};
export const NeedPasswordThenStep9ZhCN = zh(NeedPasswordThenStep9, 'zh-CN');

const gateZhCN = gate.answering('zh-CN');

export const SliderThenRetriedSend: Story = {
  args: { onSendCode: fn(gate.send), onSliderVerify: fn(gate.verify) },
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await tabs(2);
    await userEvent.keyboard('13800138000');
    await tabs(2);
    await userEvent.keyboard('{Enter}');
    const slider = await canvas.findByRole('slider', { name: t('sliderCaptcha.handle') });
    await waitFor(() => expect(slider).toHaveFocus());
    await expect(canvas.getByText(serverText(globals)('tooManySms'))).toBeInTheDocument();
    // A miss first: End jumps to the far right, Enter checks, the server says no.
    await userEvent.keyboard('{End}{Enter}');
    await canvas.findByText(serverText(globals)('sliderFailed'));
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    for (let i = 0; i < 12; i += 1) await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('button', { name: t('countdown.counting', { seconds: 60 }) });
    await expect(args.onSendCode).toHaveBeenCalledTimes(2);
    await expect(args.onSliderVerify).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('slider')).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: containing(t('login.field.smsCode')) })).toHaveFocus(),
    );
  },
};
export const SliderThenRetriedSendZhCN = zh(SliderThenRetriedSend, 'zh-CN', {
  onSendCode: fn(gateZhCN.send),
  onSliderVerify: fn(gateZhCN.verify),
});

const emailTaken = (locale: Locale) => fn(async () => failure(332, 'emailTaken', locale));

export const EmailAlreadyRegistered: Story = {
  args: { defaultStep: 'email', onCheckEmail: emailTaken('en') },
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await userEvent.tab();
    await userEvent.keyboard('li.wei@example.com{Enter}');
    const go = await canvas.findByRole('button', { name: t('login.email.goToLogin') });
    await waitFor(() => expect(go).toHaveFocus());
    await expect(canvas.getByText(serverText(globals)('emailTaken'))).toBeInTheDocument();
    await expect(args.onRegisterEmail).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(heading(t('login.password.title'))).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: t('login.accountType.email') })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: containing(t('login.field.email')) })).toHaveValue(
      'li.wei@example.com',
    );
  },
};
export const EmailAlreadyRegisteredZhCN = zh(EmailAlreadyRegistered, 'zh-CN', { onCheckEmail: emailTaken('zh-CN') });
export const EmailAlreadyRegisteredZhTW = zh(EmailAlreadyRegistered, 'zh-TW', { onCheckEmail: emailTaken('zh-TW') });

export const EmailFreeOpensRegistration: Story = {
  args: { defaultStep: 'email' },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('new.payer@example.com{Enter}');
    await waitFor(() => expect(args.onRegisterEmail).toHaveBeenCalledWith({ email: 'new.payer@example.com' }));
  },
};
export const EmailFreeOpensRegistrationZhCN = zh(EmailFreeOpensRegistration, 'zh-CN');

export const ForgotByPhoneToLogin: Story = {
  args: { defaultStep: 'password' },
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    // Step 2: account type, area code, number, password, show-password, Log in, then "Forgot password?".
    await tabs(7);
    await expect(canvas.getByRole('button', { name: t('login.nav.forgot') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(heading(t('login.forgotPhone.title'))).toHaveFocus());
    // Step 5: send the reset code, then verify it.
    await tabs(2);
    await userEvent.keyboard('13800138000');
    await tabs(2);
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('button', { name: t('countdown.counting', { seconds: 60 }) });
    await expect(args.onSendResetCode).toHaveBeenCalledWith({ tel_code: '+86', phone: '13800138000' });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('135790{Enter}');
    // Step 6 with the ticket from the verification.
    await waitFor(() => expect(heading(t('login.reset.title'))).toHaveFocus());
    await expect(args.onVerifyResetCode).toHaveBeenCalledWith({
      tel_code: '+86',
      phone: '13800138000',
      phone_captcha: '135790',
    });
    await userEvent.tab();
    await userEvent.keyboard('fresh-pass-9');
    await tabs(2);
    await userEvent.keyboard('fresh-pass-9{Enter}');
    // Back to step 2, with the notice.
    await waitFor(() => expect(heading(t('login.password.title'))).toHaveFocus());
    await expect(args.onResetPassword).toHaveBeenCalledWith({
      id: '42',
      oid: 'o-7f3a',
      t: '1735689600',
      new_password: 'fresh-pass-9',
      confirm_password: 'fresh-pass-9',
    });
    await expect(args.onDone).toHaveBeenCalledWith('reset');
    await expect(canvas.getByText(t('login.reset.done'))).toBeInTheDocument();
  },
};
export const ForgotByPhoneToLoginZhCN = zh(ForgotByPhoneToLogin, 'zh-CN');
export const ForgotByPhoneToLoginZhTW = zh(ForgotByPhoneToLogin, 'zh-TW');

export const ForgotByEmailCountdown: Story = {
  args: { defaultStep: 'forgot_email' },
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await userEvent.tab();
    await userEvent.keyboard('li.wei@example.com');
    await userEvent.tab();
    await userEvent.keyboard('4827{Enter}');
    await canvas.findByRole('button', { name: t('countdown.counting', { seconds: 60 }) });
    await expect(args.onSendResetEmail).toHaveBeenCalledWith({ email: 'li.wei@example.com', img_captcha: '4827' });
    await expect(canvas.getByText(t('login.forgotEmail.sent', { email: 'li.wei@example.com' }))).toBeInTheDocument();
    // The captcha is single-use: emptied, with a new image.
    await expect(canvas.getByRole('textbox', { name: containing(t('imageCaptcha.label')) })).toHaveValue('');
    await expect(args.onDone).toHaveBeenCalledWith('forgot_email');
  },
};
export const ForgotByEmailCountdownZhCN = zh(ForgotByEmailCountdown, 'zh-CN');

export const ScanQrShown: Story = {
  args: { defaultStep: 'scan' },
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    const qr = await canvas.findByRole('img', { name: t('login.scan.qrAlt') });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(canvas.getByText(t('login.scan.instructions'))).toBeInTheDocument();
    await expect(args.onGetScanTicket).toHaveBeenCalledTimes(1);
  },
};
export const ScanQrShownZhCN = zh(ScanQrShown, 'zh-CN');

export const ScanConfirmed: Story = {
  args: {
    defaultStep: 'scan',
    scanPollInterval: 20,
    onPollScan: fn(async () => ({ ...loggedIn, data: { state: 'confirmed' as const, is_need_password: 0 } })),
  },
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await canvas.findByRole('img', { name: t('login.scan.qrAlt') });
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledTimes(1));
    await expect(args.onPollScan).toHaveBeenCalledWith('story-ticket-0001');
    await canvas.findByText(t('login.scan.confirmed'));
  },
};
export const ScanConfirmedZhCN = zh(ScanConfirmed, 'zh-CN');

const qrFailed = (locale: Locale) => fn(async () => failure(500, 'qrFailed', locale));

export const ScanTicketFailure: Story = {
  args: { defaultStep: 'scan', onGetScanTicket: qrFailed('en') },
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    const alert = await findAlert();
    await expect(alert).toHaveTextContent(t('login.scan.failed'));
    await expect(alert).toHaveTextContent(serverText(globals)('qrFailed'));
    await expect(canvas.queryByRole('img', { name: t('login.scan.qrAlt') })).toBeNull();
    // Retry by keyboard: the answer is still a failure, and the error stays.
    const retry = canvas.getByRole('button', { name: t('login.scan.retry') });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onGetScanTicket).toHaveBeenCalledTimes(2));
    await findAlert();
  },
};
export const ScanTicketFailureZhCN = zh(ScanTicketFailure, 'zh-CN', { onGetScanTicket: qrFailed('zh-CN') });
export const ScanTicketFailureZhTW = zh(ScanTicketFailure, 'zh-TW', { onGetScanTicket: qrFailed('zh-TW') });

const linkExpired = (locale: Locale) => fn(async () => failure(400, 'linkExpired', locale));

export const ResetFromLink: Story = {
  args: {
    defaultStep: 'reset',
    defaultValue: { id: '42', oid: 'o-7f3a', t: '1735689600' },
    onResetPassword: linkExpired('en'),
  },
  play: async ({ args, globals }) => {
    await userEvent.tab();
    await userEvent.keyboard('fresh-pass-9');
    await tabs(2);
    await userEvent.keyboard('fresh-pass-9{Enter}');
    await expect(await findAlert()).toHaveTextContent(serverText(globals)('linkExpired'));
    await expect(args.onResetPassword).toHaveBeenCalledWith(
      expect.objectContaining({ id: '42', oid: 'o-7f3a', t: '1735689600' }),
    );
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};
export const ResetFromLinkZhCN = zh(ResetFromLink, 'zh-CN', { onResetPassword: linkExpired('zh-CN') });

export const ChangePassword: Story = {
  args: { defaultStep: 'change' },
  play: async ({ canvas, args, globals }) => {
    await userEvent.tab();
    await userEvent.keyboard('old-pass-1');
    await tabs(2);
    await userEvent.keyboard('new-pass-2');
    await tabs(2);
    await userEvent.keyboard('new-pass-2{Enter}');
    await canvas.findByText(text(globals)('login.change.done'));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      old_password: 'old-pass-1',
      new_password: 'new-pass-2',
      confirm_password: 'new-pass-2',
    });
    await expect(args.onDone).toHaveBeenCalledWith('change');
  },
};
export const ChangePasswordZhCN = zh(ChangePassword, 'zh-CN');

/**
 * Issue 14 item 5: an account opened by SMS has no password to change. The server answers 416; the
 * dialog says so plainly and moves to step 9 (set a password) instead of "Password Incorrect".
 */
const noPasswordSet = (locale: Locale) => fn(async () => failure(416, 'noPasswordSet', locale));
export const ChangeWithoutPasswordOffersSetPassword: Story = {
  args: { defaultStep: 'change', onChangePassword: noPasswordSet('en') },
  play: async ({ canvas, args, globals }) => {
    await userEvent.tab();
    await userEvent.keyboard('anything-1');
    await tabs(2);
    await userEvent.keyboard('new-pass-2');
    await tabs(2);
    await userEvent.keyboard('new-pass-2{Enter}');
    await expect(
      await canvas.findByRole('heading', { name: text(globals)('login.createPassword.title') }),
    ).toHaveFocus();
    await canvas.findByText(text(globals)('login.change.noPassword'));
    await expect(args.onStepChange).toHaveBeenLastCalledWith('create_password');
    await expect(canvas.queryByText(serverText(globals)('wrongPassword'))).toBeNull();
  },
};
export const ChangeWithoutPasswordOffersSetPasswordZhCN = zh(ChangeWithoutPasswordOffersSetPassword, 'zh-CN', {
  onChangePassword: noPasswordSet('zh-CN'),
});

/** A parent that owns the step: its own buttons switch steps, and the component's links report back. */
function ControlledHarness(args: LoginStepsProps) {
  const [step, setStep] = useState<LoginStepId>('sms');
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">Parent step: {step}</p>
      <Button variant="secondary" size="sm" onClick={() => setStep('scan')}>
        Parent: show scan
      </Button>
      <LoginSteps
        {...args}
        step={step}
        onStepChange={(next) => {
          args.onStepChange?.(next);
          setStep(next);
        }}
      />
    </div>
  );
}

/** Prop plumbing with a stand-in parent (its texts are the harness's, not the kit's): English only. */
export const ControlledStep: Story = {
  render: (args) => <ControlledHarness {...args} />,
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    canvas.getByRole('button', { name: t('login.nav.password') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepChange).toHaveBeenCalledWith('password');
    await waitFor(() => expect(heading(t('login.password.title'))).toHaveFocus());
    await expect(canvas.getByText('Parent step: password')).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Parent: show scan' }).focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('img', { name: t('login.scan.qrAlt') });
  },
};

/**
 * Without `onGetScanTicket` (the app on the phone that would have to scan the code, issue 14 item 8):
 * no step links to scan to log in; SMS and password login stay.
 */
export const WithoutScan: Story = {
  args: { onGetScanTicket: undefined },
  play: async ({ canvas, globals }) => {
    await canvas.findByRole('button', { name: text(globals)('login.nav.password') });
    await expect(canvas.queryByRole('button', { name: text(globals)('login.nav.scan') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text(globals)('login.nav.password') }));
    await canvas.findByRole('button', { name: text(globals)('login.nav.sms') });
    await expect(canvas.queryByRole('button', { name: text(globals)('login.nav.scan') })).toBeNull();
  },
};
