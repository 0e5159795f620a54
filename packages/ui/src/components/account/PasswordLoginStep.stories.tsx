import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PasswordLoginStep } from './PasswordLoginStep';
import { codesEn, codesZhCN, codesZhTW, pending } from './loginFixtures';

const loggedIn = { status_code: 200, message: 'Login successful', user_info: { user_name: 'Li Wei', user_country: 'CHN' }, data: { is_need_password: 0 } };

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
  decorators: [(Story) => <div className="max-w-md"><Story /></div>],
  parameters: {
    docs: {
      description: {
        component:
          'Step 2: account login by mobile number or e-mail plus password. `login_type` (`phone` | `email`) and `login_name` live in the shared value (`value` + `onChange`, or `defaultValue`). Awaited: `onLogin({ tel_code, login_name, password })` for a phone, `onLogin({ login_name, password })` for an e-mail. The answer: `data.is_need_password` → `onNeedPassword(result)` + `onStepChange("create_password")`, else `onLoggedIn(result)`; status ≥ 400 shows its `message` and keeps the input. `notice` shows a success message (LoginSteps puts "password reset" here). "Forgot password?" goes to `forgot_phone` or `forgot_email` by account type.',
      },
    },
  },
} satisfies Meta<typeof PasswordLoginStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Log in with a password' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Mobile number' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
  },
};

export const IdleChinese: Story = {
  args: { codes: codesZhCN },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '密码登录' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '忘记密码？' })).toBeInTheDocument();
  },
};

export const IdleTraditional: Story = {
  args: { codes: codesZhTW },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '密碼登入' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: '電子郵件' })).not.toBeChecked();
  },
};

export const PhoneLogin: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab(); // account type
    await userEvent.tab(); // area code
    await userEvent.tab(); // number
    await userEvent.keyboard('13800138000');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveFocus();
    await userEvent.keyboard('secret-123');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledTimes(1));
    await expect(args.onLogin).toHaveBeenCalledWith({ tel_code: '+86', login_name: '13800138000', password: 'secret-123' });
  },
};

export const EmailLogin: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveFocus();
    await userEvent.keyboard(' li.wei@example.com ');
    await userEvent.tab();
    await userEvent.keyboard('secret-123{Enter}');
    await waitFor(() => expect(args.onLogin).toHaveBeenCalledWith({ login_name: 'li.wei@example.com', password: 'secret-123' }));
    await expect(args.onLoggedIn).toHaveBeenCalledTimes(1);
  },
};

export const InvalidEmail: Story = {
  globals: { locale: 'zh-CN' },
  args: { codes: codesZhCN },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await userEvent.keyboard('li.wei@');
    await userEvent.tab();
    const email = canvas.getByRole('textbox', { name: /邮箱/ });
    await expect(email).toHaveAccessibleDescription('请输入正确的邮箱地址');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onLogin: fn(() => pending<never>()) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('13800138000');
    await userEvent.tab();
    await userEvent.keyboard('secret-123{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Log in Loading' })).toHaveAttribute('aria-busy', 'true'));
  },
};

export const WrongPassword: Story = {
  args: { onLogin: fn(async () => ({ status_code: 400, message: 'Password Incorrect' })) },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('13800138000');
    await userEvent.tab();
    await userEvent.keyboard('wrong-pass{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Password Incorrect');
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('wrong-pass');
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

export const NeedsPassword: Story = {
  args: { onLogin: fn(async () => ({ ...loggedIn, data: { is_need_password: 1 } })) },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('13800138000');
    await userEvent.tab();
    await userEvent.keyboard('secret-123{Enter}');
    await waitFor(() => expect(args.onStepChange).toHaveBeenCalledWith('create_password'));
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

export const WithResetNotice: Story = {
  args: { notice: 'Your password has been reset. Please log in with the new password.', defaultValue: { login_type: 'email', login_name: 'li.wei@example.com' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Your password has been reset\./).closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('li.wei@example.com');
    // The forgot link follows the account type.
    const forgot = canvas.getByRole('button', { name: 'Forgot password?' });
    forgot.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepChange).toHaveBeenCalledWith('forgot_email');
  },
};
