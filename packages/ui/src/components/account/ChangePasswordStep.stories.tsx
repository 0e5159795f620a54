import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ChangePasswordStep } from './ChangePasswordStep';
import { ok, pending } from './loginFixtures';

const meta = {
  title: 'Components/Account/ChangePasswordStep',
  component: ChangePasswordStep,
  args: { onChangePassword: fn(async () => ok(undefined, 'Password changed')), onDone: fn(), onChange: fn() },
  decorators: [(Story) => <div className="max-w-md"><Story /></div>],
  parameters: {
    docs: {
      description: {
        component:
          'Step 7: change the password of the logged-in user. Awaits `onChangePassword({ old_password, new_password, confirm_password })`; success empties the fields, shows "Your password has been changed." and calls `onDone("change")`; status ≥ 400 (e.g. "Password Incorrect") shows its message and keeps the input. Rules from @edupay/forms: current password required, new 6-20, confirmation equal.',
      },
    },
  },
} satisfies Meta<typeof ChangePasswordStep>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(old: string, next: string, confirm: string) {
  await userEvent.tab();
  await userEvent.keyboard(old);
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.keyboard(next);
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.keyboard(`${confirm}{Enter}`);
}

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Current password/, { selector: 'input' })).toHaveFocus();
  },
};

export const IdleChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '修改密码' })).toBeInTheDocument();
  },
};

export const IdleTraditional: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '修改密碼' })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^原密碼/, { selector: 'input' })).toBeInTheDocument();
  },
};

export const EmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    const confirm = canvas.getByRole('button', { name: 'Confirm' });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    const old = canvas.getByLabelText(/^Current password/, { selector: 'input' });
    await waitFor(() => expect(old).toHaveFocus());
    await expect(old).toHaveAccessibleDescription('Please enter your current password');
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onChangePassword: fn(() => pending<never>()) },
  play: async ({ canvas }) => {
    await fill('old-pass-1', 'new-pass-2', 'new-pass-2');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Confirm Loading' })).toHaveAttribute('aria-busy', 'true'));
  },
};

export const WrongPassword: Story = {
  args: { onChangePassword: fn(async () => ({ status_code: 400, message: 'Password Incorrect' })) },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, args }) => {
    await fill('old-pass-1', 'new-pass-2', 'new-pass-2');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Password Incorrect');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  play: async ({ canvas, args }) => {
    await fill('old-pass-1', 'new-pass-2', 'new-pass-2');
    await canvas.findByText('Your password has been changed.');
    await expect(args.onChangePassword).toHaveBeenCalledWith({ old_password: 'old-pass-1', new_password: 'new-pass-2', confirm_password: 'new-pass-2' });
    await expect(args.onDone).toHaveBeenCalledWith('change');
    await expect(canvas.getByLabelText(/^Current password/, { selector: 'input' })).toHaveValue('');
  },
};
