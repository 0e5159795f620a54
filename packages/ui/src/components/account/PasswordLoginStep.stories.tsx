import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Locale } from '../../i18n/locale';
import { domainText } from '../../i18n/useDomainText';
import { inLocale, storyText } from '../../stories/storyLocale';
import { PasswordLoginStep } from './PasswordLoginStep';
import { loginMessages } from './loginMessages';
import {
  captchaImages,
  codesEn,
  codesIn,
  containing,
  failure,
  formsText,
  pending,
  serverText,
  startingWith,
} from './loginFixtures';
import { findAlert } from '../../stories/liveRegion';

const loggedIn = {
  status_code: 200,
  message: 'Login successful',
  user_info: { user_name: 'Li Wei', user_country: 'CHN' },
  data: { is_need_password: 0 },
};

const meta = {
  title: 'Components/Account/PasswordLoginStep',
  component: PasswordLoginStep,
  args: {
    codes: codesEn,
    onLogin: fn(async () => loggedIn),
    onLoggedIn: fn(),
    onNeedPassword: fn(),
    onStepChange: fn(),
    onChange: fn(),
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
          'Step 2: account login by mobile number or e-mail plus password. `login_type` (`phone` | `email`) and `login_name` live in the shared value (`value` + `onChange`, or `defaultValue`). Awaited: `onLogin({ tel_code, login_name, password })` for a phone, `onLogin({ login_name, password })` for an e-mail. The answer: `data.is_need_password` → `onNeedPassword(result)` + `onStepChange("create_password")`, else `onLoggedIn(result)`; status ≥ 400 shows its `message` and keeps the input. `notice` shows a success message (LoginSteps puts "password reset" here). After a few wrong passwords the server answers 406: the image captcha (`getCaptchaUrl()` per image) appears with focus and every further try sends `img_captcha`; each answer brings a new image. "Forgot password?" goes to `forgot_phone` or `forgot_email` by account type.',
      },
    },
  },
} satisfies Meta<typeof PasswordLoginStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (globals: Record<string, unknown>) => storyText(loginMessages, globals);

/** Account type (phone, the default), area code, number, then the password; Enter submits. */
async function phoneAndPassword(password: string) {
  await userEvent.tab(); // account type
  await userEvent.tab(); // area code
  await userEvent.tab(); // number
  await userEvent.keyboard('13800138000');
  await userEvent.tab();
  await userEvent.keyboard(`${password}{Enter}`);
}

export const Idle: Story = {
  play: async ({ canvas, globals }) => {
    const t = text(globals);
    await expect(canvas.getByRole('heading', { name: t('login.password.title') })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: t('login.accountType.phone') })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: t('login.accountType.email') })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: t('login.nav.forgot') })).toBeInTheDocument();
  },
};
export const IdleZhCN = inLocale(Idle, 'zh-CN', { codes: codesIn['zh-CN'] });
export const IdleZhTW = inLocale(Idle, 'zh-TW', { codes: codesIn['zh-TW'] });

export const PhoneLogin: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.tab(); // account type
    await userEvent.tab(); // area code
    await userEvent.tab(); // number
    await userEvent.keyboard('13800138000');
    await userEvent.tab();
    await expect(
      canvas.getByLabelText(startingWith(text(globals)('login.field.password')), { selector: 'input' }),
    ).toHaveFocus();
    await userEvent.keyboard('secret-123');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledTimes(1));
    await expect(args.onLogin).toHaveBeenCalledWith({
      tel_code: '+86',
      login_name: '13800138000',
      password: 'secret-123',
    });
  },
};
export const PhoneLoginZhCN = inLocale(PhoneLogin, 'zh-CN', { codes: codesIn['zh-CN'] });

export const EmailLogin: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: t('login.accountType.email') })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: containing(t('login.field.email')) })).toHaveFocus();
    await userEvent.keyboard(' li.wei@example.com ');
    await userEvent.tab();
    await userEvent.keyboard('secret-123{Enter}');
    await waitFor(() =>
      expect(args.onLogin).toHaveBeenCalledWith({ login_name: 'li.wei@example.com', password: 'secret-123' }),
    );
    await expect(args.onLoggedIn).toHaveBeenCalledTimes(1);
  },
};
export const EmailLoginZhCN = inLocale(EmailLogin, 'zh-CN', { codes: codesIn['zh-CN'] });

export const InvalidEmail: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await userEvent.keyboard('li.wei@');
    await userEvent.tab();
    const email = canvas.getByRole('textbox', { name: containing(text(globals)('login.field.email')) });
    await expect(email).toHaveAccessibleDescription(formsText(globals)('email'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};
export const InvalidEmailZhCN = inLocale(InvalidEmail, 'zh-CN', { codes: codesIn['zh-CN'] });

export const Submitting: Story = {
  args: { onLogin: fn(() => pending<never>()) },
  play: async ({ canvas, globals }) => {
    const t = text(globals);
    await phoneAndPassword('secret-123');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `${t('login.action.login')} ${t('button.loading')}` })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};
export const SubmittingZhCN = inLocale(Submitting, 'zh-CN', { codes: codesIn['zh-CN'] });

const wrongPassword = (locale: Locale) => fn(async () => failure(400, 'wrongPassword', locale));

export const WrongPassword: Story = {
  args: { onLogin: wrongPassword('en') },
  play: async ({ canvas, args, globals }) => {
    await phoneAndPassword('wrong-pass');
    await expect(await findAlert()).toHaveTextContent(serverText(globals)('wrongPassword'));
    await expect(
      canvas.getByLabelText(startingWith(text(globals)('login.field.password')), { selector: 'input' }),
    ).toHaveValue('wrong-pass');
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};
export const WrongPasswordZhCN = inLocale(WrongPassword, 'zh-CN', {
  codes: codesIn['zh-CN'],
  onLogin: wrongPassword('zh-CN'),
});
export const WrongPasswordZhTW = inLocale(WrongPassword, 'zh-TW', {
  codes: codesIn['zh-TW'],
  onLogin: wrongPassword('zh-TW'),
});

const captcha = captchaImages();
/** First answer 406 (three wrong passwords before), then the server accepts the try with the image code. */
const captchaThenIn = (locale: Locale) => {
  let calls = 0;
  return fn(async () => (calls++ === 0 ? failure(406, 'loginCaptchaRequired', locale) : loggedIn));
};

/**
 * After a few wrong passwords the server wants the image code with each try (406): the field appears
 * with focus, an empty code is refused here, and the next try sends `img_captcha`.
 */
export const CaptchaAfterFailures: Story = {
  beforeEach: () => captcha.reset(),
  args: { onLogin: captchaThenIn('en'), getCaptchaUrl: captcha.next },
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await phoneAndPassword('secret-123');
    await expect(await findAlert()).toHaveTextContent(serverText(globals)('loginCaptchaRequired'));
    const code = canvas.getByRole('textbox', { name: containing(t('imageCaptcha.label')) });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(code).toHaveAccessibleDescription(t('imageCaptcha.required'));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('4821{Enter}');
    await waitFor(() =>
      expect(args.onLogin).toHaveBeenLastCalledWith({
        tel_code: '+86',
        login_name: '13800138000',
        password: 'secret-123',
        img_captcha: '4821',
      }),
    );
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalled());
  },
};
/** The state the payer sees: the server's request and the image code field (no submit in the play). */
export const CaptchaRequestedZhCN: Story = {
  ...inLocale({}, 'zh-CN', { codes: codesIn['zh-CN'], onLogin: captchaThenIn('zh-CN'), getCaptchaUrl: captcha.next }),
  beforeEach: () => captcha.reset(),
  play: async ({ canvas, globals }) => {
    await phoneAndPassword('secret-123');
    await expect(await findAlert()).toHaveTextContent(serverText(globals)('loginCaptchaRequired'));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: containing(text(globals)('imageCaptcha.label')) })).toHaveFocus(),
    );
  },
};

/** Ends on the same screen as PhoneLogin (only the callback differs): no locale variants. */
export const NeedsPassword: Story = {
  args: { onLogin: fn(async () => ({ ...loggedIn, data: { is_need_password: 1 } })) },
  play: async ({ args }) => {
    await phoneAndPassword('secret-123');
    await waitFor(() => expect(args.onStepChange).toHaveBeenCalledWith('create_password'));
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

/** LoginSteps passes its own "password reset" text as the notice, so the variants do too. */
const resetNotice = (locale: Locale) => domainText(loginMessages, locale)('login.reset.done');

export const WithResetNotice: Story = {
  args: { notice: resetNotice('en'), defaultValue: { login_type: 'email', login_name: 'li.wei@example.com' } },
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await expect(
      canvas.getByText(t('login.reset.done')).closest('[data-slot="alert"][data-tone="success"]'),
    ).not.toBeNull();
    await expect(canvas.getByRole('textbox', { name: containing(t('login.field.email')) })).toHaveValue(
      'li.wei@example.com',
    );
    // The forgot link follows the account type.
    const forgot = canvas.getByRole('button', { name: t('login.nav.forgot') });
    forgot.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepChange).toHaveBeenCalledWith('forgot_email');
  },
};
export const WithResetNoticeZhCN = inLocale(WithResetNotice, 'zh-CN', {
  codes: codesIn['zh-CN'],
  notice: resetNotice('zh-CN'),
});
export const WithResetNoticeZhTW = inLocale(WithResetNotice, 'zh-TW', {
  codes: codesIn['zh-TW'],
  notice: resetNotice('zh-TW'),
});
