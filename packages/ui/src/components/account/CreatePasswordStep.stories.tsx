import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CreatePasswordStep } from './CreatePasswordStep';
import { ok, pending } from './loginFixtures';

const meta = {
  title: 'Components/Account/CreatePasswordStep',
  component: CreatePasswordStep,
  args: { onCreatePassword: fn(async () => ok({ is_need_password: 0 }, 'Password set')), onDone: fn(), onChange: fn() },
  decorators: [(Story) => <div className="max-w-md"><Story /></div>],
  parameters: {
    docs: {
      description: {
        component:
          'Step 9: set a password after the first login (the login answered `data.is_need_password`). Awaits `onCreatePassword({ new_password, confirm_password })`; success shows "Your password has been set." and calls `onDone("create_password")` (LoginSteps then calls `onLoggedIn` with the login answer). Status ≥ 400 shows its message. Rules from @edupay/forms: 6-20 characters, confirmation equal.',
      },
    },
  },
} satisfies Meta<typeof CreatePasswordStep>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typePasswords(first: string, second: string) {
  await userEvent.tab();
  await userEvent.keyboard(first);
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.keyboard(`${second}{Enter}`);
}

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Set a password' })).toBeInTheDocument();
  },
};

export const IdleChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '设置密码' })).toBeInTheDocument();
    await expect(canvas.getByText('设置密码后，下次也可以使用账号和密码登录。')).toBeInTheDocument();
  },
};

export const IdleTraditional: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '設定密碼' })).toBeInTheDocument();
  },
};

export const Mismatch: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, args }) => {
    await typePasswords('new-pass-1', 'new-pass-2');
    await waitFor(() => expect(canvas.getByLabelText(/^确认新密码/, { selector: 'input' })).toHaveFocus());
    await expect(args.onCreatePassword).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onCreatePassword: fn(() => pending<never>()) },
  play: async ({ canvas }) => {
    await typePasswords('new-pass-1', 'new-pass-1');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Confirm Loading' })).toHaveAttribute('aria-busy', 'true'));
  },
};

export const ServerError: Story = {
  args: { onCreatePassword: fn(async () => ({ status_code: 402, message: 'Please log in again' })) },
  play: async ({ canvas }) => {
    await typePasswords('new-pass-1', 'new-pass-1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please log in again');
  },
};

export const Success: Story = {
  play: async ({ canvas, args }) => {
    await typePasswords('new-pass-1', 'new-pass-1');
    await canvas.findByText('Your password has been set.');
    await expect(args.onDone).toHaveBeenCalledWith('create_password');
  },
};
