import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Locale } from '../../i18n/locale';
import { inLocale, storyText } from '../../stories/storyLocale';
import { ForgotByEmailStep } from './ForgotByEmailStep';
import { loginMessages } from './loginMessages';
import {
  captchaImages,
  containing,
  failure,
  fixedNow,
  formsText,
  memoryStorage,
  ok,
  pending,
  serverText,
  T0,
} from './loginFixtures';
import { findAlert } from '../../stories/liveRegion';

const captcha = captchaImages();
const storage = memoryStorage();

const meta = {
  title: 'Components/Account/ForgotByEmailStep',
  component: ForgotByEmailStep,
  args: {
    now: fixedNow,
    countdownStorage: storage,
    getCaptchaUrl: captcha.next,
    onSendResetEmail: fn(async () => ok(undefined, 'Submitted')),
    onDone: fn(),
    onStepChange: fn(),
    onChange: fn(),
  },
  beforeEach: () => {
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
        component:
          'Step 8: forgot password by e-mail. Awaits `onSendResetEmail({ email, img_captcha })`; then "A reset link has been sent to …", `onDone("forgot_email")` and a 60 s resend countdown on the button (per address, kept in `countdownStorage` across remounts; `now` injects the clock). The image captcha (`getCaptchaUrl()` for each image) is single-use: after every send or failure the code is emptied and a new image shown. Status ≥ 400 shows its message. Rules from @edupay/forms: e-mail, image code of exactly 4 digits.',
      },
    },
  },
} satisfies Meta<typeof ForgotByEmailStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (globals: Record<string, unknown>) => storyText(loginMessages, globals);

/** The address, then the image code (the refresh button comes after it); Enter submits. */
async function fill(email: string, code: string) {
  await userEvent.tab();
  await userEvent.keyboard(email);
  await userEvent.tab();
  await userEvent.keyboard(`${code}{Enter}`);
}

export const Idle: Story = {
  play: async ({ canvas, globals }) => {
    const t = text(globals);
    await expect(canvas.getByRole('heading', { name: t('login.forgotEmail.title') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('login.action.sendLink') })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: t('imageCaptcha.image') })).toBeInTheDocument();
  },
};
export const IdleZhCN = inLocale(Idle, 'zh-CN');
export const IdleZhTW = inLocale(Idle, 'zh-TW');

export const InvalidCaptcha: Story = {
  play: async ({ canvas, args, globals }) => {
    await fill('li.wei@example.com', '48');
    const code = canvas.getByRole('textbox', { name: containing(text(globals)('imageCaptcha.label')) });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAccessibleDescription(formsText(globals)('captcha'));
    await expect(args.onSendResetEmail).not.toHaveBeenCalled();
  },
};
export const InvalidCaptchaZhCN = inLocale(InvalidCaptcha, 'zh-CN');

export const Sending: Story = {
  args: { onSendResetEmail: fn(() => pending<never>()) },
  play: async ({ canvas, globals }) => {
    await fill('li.wei@example.com', '4827');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: containing(text(globals)('login.action.sendLink')) })).toHaveAttribute(
        'data-state',
        'sending',
      ),
    );
  },
};
export const SendingZhCN = inLocale(Sending, 'zh-CN');

export const SentCountingDown: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await fill('li.wei@example.com', '4827');
    const button = await canvas.findByRole('button', { name: t('countdown.counting', { seconds: 60 }) });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText(t('login.forgotEmail.sent', { email: 'li.wei@example.com' }))).toBeInTheDocument();
    await expect(args.onSendResetEmail).toHaveBeenCalledWith({ email: 'li.wei@example.com', img_captcha: '4827' });
    await expect(args.onDone).toHaveBeenCalledWith('forgot_email');
    // Enter again while counting does not send.
    canvas.getByRole('textbox', { name: containing(t('imageCaptcha.label')) }).focus();
    await userEvent.keyboard('1593{Enter}');
    await expect(args.onSendResetEmail).toHaveBeenCalledTimes(1);
  },
};
export const SentCountingDownZhCN = inLocale(SentCountingDown, 'zh-CN');
export const SentCountingDownZhTW = inLocale(SentCountingDown, 'zh-TW');

/** A send 18 s ago (kept in the storage): the countdown resumes at 42 s. */
export const CountdownRemembered: Story = {
  beforeEach: () => {
    storage.setItem('edupay:countdown:reset-email:li.wei@example.com', String(T0 + 42_000));
  },
  args: { defaultValue: { email: 'li.wei@example.com' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: text(globals)('countdown.counting', { seconds: 42 }) }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};
export const CountdownRememberedZhCN = inLocale(CountdownRemembered, 'zh-CN');

const imageCodeWrong = (locale: Locale) => fn(async () => failure(400, 'imageCodeWrong', locale));

export const ServerError: Story = {
  args: { onSendResetEmail: imageCodeWrong('en') },
  play: async ({ canvas, globals }) => {
    const t = text(globals);
    await fill('li.wei@example.com', '1111');
    await expect(await findAlert()).toHaveTextContent(serverText(globals)('imageCodeWrong'));
    await expect(canvas.getByRole('button', { name: t('login.action.sendLink') })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('textbox', { name: containing(t('login.field.email')) })).toHaveValue(
      'li.wei@example.com',
    );
    // The captcha is single-use: emptied after the failure.
    await expect(canvas.getByRole('textbox', { name: containing(t('imageCaptcha.label')) })).toHaveValue('');
  },
};
export const ServerErrorZhCN = inLocale(ServerError, 'zh-CN', { onSendResetEmail: imageCodeWrong('zh-CN') });
