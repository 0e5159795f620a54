import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Locale } from '../../i18n/locale';
import { inLocale, storyText } from '../../stories/storyLocale';
import { ResetPasswordStep } from './ResetPasswordStep';
import { loginMessages } from './loginMessages';
import { failure, formsText, ok, pending, serverText, startingWith } from './loginFixtures';
import { findAlert } from '../../stories/liveRegion';

const ticket = { id: '42', oid: 'o-7f3a', t: '1735689600' };

const meta = {
  title: 'Components/Account/ResetPasswordStep',
  component: ResetPasswordStep,
  args: {
    defaultValue: ticket,
    onResetPassword: fn(async () => ok(undefined, 'Password reset')),
    onDone: fn(),
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
          'Step 6: set a new password with the reset ticket `id`, `oid`, `t` of the shared value (from step 5, or from the reset link `?type=reset_password&oid&id&t`). Awaits `onResetPassword({ id, oid, t, new_password, confirm_password })`; on success calls `onDone("reset")` and `onStepChange("password")` (LoginSteps then shows a "password reset" notice on step 2); without `onStepChange` it shows the success in place. Rules from @edupay/forms: password 6-20, confirmation equal.',
      },
    },
  },
} satisfies Meta<typeof ResetPasswordStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (globals: Record<string, unknown>) => storyText(loginMessages, globals);

/** The new password, past its show toggle, then the confirmation; Enter submits. */
async function typePasswords(first: string, second: string) {
  await userEvent.tab();
  await userEvent.keyboard(first);
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.keyboard(`${second}{Enter}`);
}

export const Idle: Story = {
  play: async ({ canvas, globals }) => {
    const t = text(globals);
    await expect(canvas.getByRole('heading', { name: t('login.reset.title') })).toBeInTheDocument();
    await expect(
      canvas.getByLabelText(startingWith(t('login.field.newPassword')), { selector: 'input' }),
    ).toHaveAccessibleDescription(t('login.field.passwordHint'));
  },
};
export const IdleZhCN = inLocale(Idle, 'zh-CN');
export const IdleZhTW = inLocale(Idle, 'zh-TW');

export const Mismatch: Story = {
  play: async ({ canvas, args, globals }) => {
    await typePasswords('fresh-pass-9', 'fresh-pass-8');
    const confirm = canvas.getByLabelText(startingWith(text(globals)('login.field.confirmPassword')), {
      selector: 'input',
    });
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(confirm).toHaveAccessibleDescription(formsText(globals)('confirmed'));
    await expect(args.onResetPassword).not.toHaveBeenCalled();
  },
};
export const MismatchZhCN = inLocale(Mismatch, 'zh-CN');

export const TooShort: Story = {
  play: async ({ canvas, args, globals }) => {
    await typePasswords('abc', 'abc');
    const first = canvas.getByLabelText(startingWith(text(globals)('login.field.newPassword')), { selector: 'input' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onResetPassword).not.toHaveBeenCalled();
  },
};
export const TooShortZhCN = inLocale(TooShort, 'zh-CN');

export const Submitting: Story = {
  args: { onResetPassword: fn(() => pending<never>()) },
  play: async ({ canvas, globals }) => {
    const t = text(globals);
    await typePasswords('fresh-pass-9', 'fresh-pass-9');
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: `${t('login.action.confirm')} ${t('button.loading')}` }),
      ).toHaveAttribute('aria-busy', 'true'),
    );
  },
};
export const SubmittingZhCN = inLocale(Submitting, 'zh-CN');

const linkExpired = (locale: Locale) => fn(async () => failure(400, 'linkExpired', locale));

export const ServerError: Story = {
  args: { onResetPassword: linkExpired('en') },
  play: async ({ canvas, globals }) => {
    await typePasswords('fresh-pass-9', 'fresh-pass-9');
    await expect(await findAlert()).toHaveTextContent(serverText(globals)('linkExpired'));
    await expect(
      canvas.getByLabelText(startingWith(text(globals)('login.field.newPassword')), { selector: 'input' }),
    ).toHaveValue('fresh-pass-9');
  },
};
export const ServerErrorZhCN = inLocale(ServerError, 'zh-CN', { onResetPassword: linkExpired('zh-CN') });

export const MissingTicket: Story = {
  args: { defaultValue: {} },
  play: async ({ args, globals }) => {
    await typePasswords('fresh-pass-9', 'fresh-pass-9');
    await expect(await findAlert()).toHaveTextContent(text(globals)('login.reset.missingLink'));
    await expect(args.onResetPassword).not.toHaveBeenCalled();
  },
};
export const MissingTicketZhCN = inLocale(MissingTicket, 'zh-CN');

export const Success: Story = {
  play: async ({ canvas, args, globals }) => {
    await typePasswords('fresh-pass-9', 'fresh-pass-9');
    await canvas.findByText(text(globals)('login.reset.done'));
    await expect(args.onResetPassword).toHaveBeenCalledWith({
      ...ticket,
      new_password: 'fresh-pass-9',
      confirm_password: 'fresh-pass-9',
    });
    await expect(args.onDone).toHaveBeenCalledWith('reset');
  },
};
export const SuccessZhCN = inLocale(Success, 'zh-CN');
export const SuccessZhTW = inLocale(Success, 'zh-TW');
