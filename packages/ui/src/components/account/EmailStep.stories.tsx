import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { EmailStep } from './EmailStep';
import { ok, pending } from './loginFixtures';

const meta = {
  title: 'Components/Account/EmailStep',
  component: EmailStep,
  args: { onCheckEmail: fn(async () => ok(undefined, 'Available')), onRegisterEmail: fn(), onStepChange: fn(), onChange: fn() },
  decorators: [(Story) => <div className="max-w-md"><Story /></div>],
  parameters: {
    docs: {
      description: {
        component:
          'Step 4: e-mail sign-up or sign-in. Awaits `onCheckEmail({ email })`: a free address calls `onRegisterEmail({ email })` (the app opens the registration supplement); status 332 shows "already registered" (the server\'s message) with a "Go to login" button (focused), which fills step 2 with the address (`login_type: "email"`, `login_name`) and calls `onStepChange("password")`; any other status ≥ 400 shows its message and keeps the input. Shared values: `value` + `onChange` or `defaultValue`.',
      },
    },
  },
} satisfies Meta<typeof EmailStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveFocus();
  },
};

export const IdleChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '邮箱注册或登录' })).toBeInTheDocument();
  },
};

export const IdleTraditional: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '電子郵件註冊或登入' })).toBeInTheDocument();
  },
};

export const Checking: Story = {
  args: { onCheckEmail: fn(() => pending<never>()) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('li.wei@example.com{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Continue Loading' })).toHaveAttribute('aria-busy', 'true'));
  },
};

export const FreeAddress: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('new.payer@example.com{Enter}');
    await waitFor(() => expect(args.onRegisterEmail).toHaveBeenCalledWith({ email: 'new.payer@example.com' }));
  },
};

export const AlreadyRegistered: Story = {
  args: { onCheckEmail: fn(async () => ({ status_code: 332, message: 'This e-mail address is already registered.' })) },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('li.wei@example.com{Enter}');
    const go = await canvas.findByRole('button', { name: 'Go to login' });
    await waitFor(() => expect(go).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepChange).toHaveBeenCalledWith('password');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ login_type: 'email', login_name: 'li.wei@example.com' }));
  },
};

export const InvalidAddress: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('li.wei{Enter}');
    const email = canvas.getByRole('textbox', { name: /邮箱/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('请输入正确的邮箱地址'));
    await expect(args.onCheckEmail).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { onCheckEmail: fn(async () => ({ status_code: 429, message: 'Too many attempts' })) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('li.wei@example.com{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts');
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('li.wei@example.com');
  },
};
