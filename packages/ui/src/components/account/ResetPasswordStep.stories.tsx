import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ResetPasswordStep } from './ResetPasswordStep';
import { ok, pending } from './loginFixtures';

const ticket = { id: '42', oid: 'o-7f3a', t: '1735689600' };

const meta = {
  title: 'Components/Account/ResetPasswordStep',
  component: ResetPasswordStep,
  args: { defaultValue: ticket, onResetPassword: fn(async () => ok(undefined, 'Password reset')), onDone: fn(), onChange: fn() },
  decorators: [(Story) => <div className="max-w-md"><Story /></div>],
  parameters: {
    docs: {
      description: {
        component:
          'Step 6: set a new password with the reset ticket `id`, `oid`, `t` of the shared value (from step 5, or from the reset link `?type=reset_password&oid&id&t`). Awaits `onResetPassword({ id, oid, t, new_password, confirm_password })`; on success calls `onDone("reset")` and `onStepChange("password")` (LoginSteps then shows a "password reset" notice on step 2); without `onStepChange` it shows the success in place. Rules from @edupay/forms: password 6-20, confirmation equal.',
      },
    },
  },
} satisfies Meta<typeof ResetPasswordStep>;

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
    await expect(canvas.getByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^New password/, { selector: 'input' })).toHaveAccessibleDescription('6 to 20 letters, digits or symbols');
  },
};

export const IdleChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '设置新密码' })).toBeInTheDocument();
  },
};

export const IdleTraditional: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '設定新密碼' })).toBeInTheDocument();
  },
};

export const Mismatch: Story = {
  play: async ({ canvas, args }) => {
    await typePasswords('fresh-pass-9', 'fresh-pass-8');
    const confirm = canvas.getByLabelText(/^Confirm the new password/, { selector: 'input' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(confirm).toHaveAccessibleDescription('The two passwords do not match');
    await expect(args.onResetPassword).not.toHaveBeenCalled();
  },
};

export const TooShortChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await typePasswords('abc', 'abc');
    const first = canvas.getByLabelText(/^新密码/, { selector: 'input' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  args: { onResetPassword: fn(() => pending<never>()) },
  play: async ({ canvas }) => {
    await typePasswords('fresh-pass-9', 'fresh-pass-9');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Confirm Loading' })).toHaveAttribute('aria-busy', 'true'));
  },
};

export const ServerError: Story = {
  args: { onResetPassword: fn(async () => ({ status_code: 400, message: 'The link has expired' })) },
  play: async ({ canvas }) => {
    await typePasswords('fresh-pass-9', 'fresh-pass-9');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The link has expired');
    await expect(canvas.getByLabelText(/^New password/, { selector: 'input' })).toHaveValue('fresh-pass-9');
  },
};

export const MissingTicket: Story = {
  args: { defaultValue: {} },
  play: async ({ canvas, args }) => {
    await typePasswords('fresh-pass-9', 'fresh-pass-9');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This reset link is incomplete. Please request a new one.');
    await expect(args.onResetPassword).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  play: async ({ canvas, args }) => {
    await typePasswords('fresh-pass-9', 'fresh-pass-9');
    await canvas.findByText('Your password has been reset. Please log in with the new password.');
    await expect(args.onResetPassword).toHaveBeenCalledWith({ ...ticket, new_password: 'fresh-pass-9', confirm_password: 'fresh-pass-9' });
    await expect(args.onDone).toHaveBeenCalledWith('reset');
  },
};
