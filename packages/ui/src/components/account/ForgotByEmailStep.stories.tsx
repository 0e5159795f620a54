import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ForgotByEmailStep } from './ForgotByEmailStep';
import { captchaImages, fixedNow, memoryStorage, ok, pending, T0 } from './loginFixtures';

const captcha = captchaImages();

const meta = {
  title: 'Components/Account/ForgotByEmailStep',
  component: ForgotByEmailStep,
  args: { now: fixedNow, getCaptchaUrl: captcha.next, onSendResetEmail: fn(async () => ok(undefined, 'Submitted')), onDone: fn(), onStepChange: fn(), onChange: fn() },
  beforeEach: () => captcha.reset(),
  decorators: [(Story) => <div className="max-w-md"><Story /></div>],
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

async function fill(email: string, code: string) {
  await userEvent.tab();
  await userEvent.keyboard(email);
  await userEvent.tab();
  await userEvent.keyboard(`${code}{Enter}`);
}

export const Idle: Story = {
  args: { countdownStorage: memoryStorage() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Reset your password by e-mail' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  },
};

export const IdleChinese: Story = {
  args: { countdownStorage: memoryStorage() },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '发送重置链接' })).toBeInTheDocument();
  },
};

export const IdleTraditional: Story = {
  args: { countdownStorage: memoryStorage() },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '傳送重設連結' })).toBeInTheDocument();
  },
};

export const InvalidCaptcha: Story = {
  args: { countdownStorage: memoryStorage() },
  play: async ({ canvas, args }) => {
    await fill('li.wei@example.com', '48');
    const code = canvas.getByRole('textbox', { name: /Image code/ });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAccessibleDescription('Verification code error');
    await expect(args.onSendResetEmail).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { countdownStorage: memoryStorage(), onSendResetEmail: fn(() => pending<never>()) },
  play: async ({ canvas }) => {
    await fill('li.wei@example.com', '4827');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Send reset link/ })).toHaveAttribute('data-state', 'sending'));
  },
};

export const SentCountingDown: Story = {
  args: { countdownStorage: memoryStorage() },
  play: async ({ canvas, args }) => {
    await fill('li.wei@example.com', '4827');
    const button = await canvas.findByRole('button', { name: 'Resend in 60 seconds' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSendResetEmail).toHaveBeenCalledWith({ email: 'li.wei@example.com', img_captcha: '4827' });
    await expect(args.onDone).toHaveBeenCalledWith('forgot_email');
    // Enter again while counting does not send.
    canvas.getByRole('textbox', { name: /Image code/ }).focus();
    await userEvent.keyboard('1593{Enter}');
    await expect(args.onSendResetEmail).toHaveBeenCalledTimes(1);
  },
};

const remembered = memoryStorage();
remembered.setItem('edupay:countdown:reset-email:li.wei@example.com', String(T0 + 42_000));

export const CountdownRemembered: Story = {
  args: { countdownStorage: remembered, defaultValue: { email: 'li.wei@example.com' } },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '42 秒后重新发送' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ServerError: Story = {
  args: { countdownStorage: memoryStorage(), onSendResetEmail: fn(async () => ({ status_code: 400, message: 'Image code needed or wrong' })) },
  play: async ({ canvas }) => {
    await fill('li.wei@example.com', '1111');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Image code needed or wrong');
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('li.wei@example.com');
    await expect(canvas.getByRole('textbox', { name: /Image code/ })).toHaveValue('');
  },
};
