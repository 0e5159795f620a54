import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Locale } from '../../i18n/locale';
import { inLocale, storyText } from '../../stories/storyLocale';
import { CreatePasswordStep } from './CreatePasswordStep';
import { loginMessages } from './loginMessages';
import { failure, formsText, ok, pending, serverText, startingWith } from './loginFixtures';
import { findAlert } from '../../stories/liveRegion';

const meta = {
  title: 'Components/Account/CreatePasswordStep',
  component: CreatePasswordStep,
  args: { onCreatePassword: fn(async () => ok({ is_need_password: 0 }, 'Password set')), onDone: fn(), onChange: fn() },
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
          'Step 9: set a password after the first login (the login answered `data.is_need_password`). Awaits `onCreatePassword({ new_password, confirm_password })`; success shows "Your password has been set." and calls `onDone("create_password")` (LoginSteps then calls `onLoggedIn` with the login answer). Status ≥ 400 shows its message. Rules from @edupay/forms: 6-20 characters, confirmation equal.',
      },
    },
  },
} satisfies Meta<typeof CreatePasswordStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (globals: Record<string, unknown>) => storyText(loginMessages, globals);

/** The password, past its show toggle, then the confirmation; Enter submits. */
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
    await expect(canvas.getByRole('heading', { name: t('login.createPassword.title') })).toBeInTheDocument();
    await expect(canvas.getByText(t('login.createPassword.description'))).toBeInTheDocument();
    await userEvent.tab();
    await expect(
      canvas.getByLabelText(startingWith(t('login.field.newPassword')), { selector: 'input' }),
    ).toHaveFocus();
  },
};
export const IdleZhCN = inLocale(Idle, 'zh-CN');
export const IdleZhTW = inLocale(Idle, 'zh-TW');

export const Mismatch: Story = {
  play: async ({ canvas, args, globals }) => {
    await typePasswords('new-pass-1', 'new-pass-2');
    const confirm = canvas.getByLabelText(startingWith(text(globals)('login.field.confirmPassword')), {
      selector: 'input',
    });
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(confirm).toHaveAccessibleDescription(formsText(globals)('confirmed'));
    await expect(args.onCreatePassword).not.toHaveBeenCalled();
  },
};
export const MismatchZhCN = inLocale(Mismatch, 'zh-CN');

export const Submitting: Story = {
  args: { onCreatePassword: fn(() => pending<never>()) },
  play: async ({ canvas, globals }) => {
    const t = text(globals);
    await typePasswords('new-pass-1', 'new-pass-1');
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: `${t('login.action.confirm')} ${t('button.loading')}` }),
      ).toHaveAttribute('aria-busy', 'true'),
    );
  },
};
export const SubmittingZhCN = inLocale(Submitting, 'zh-CN');

const loginAgain = (locale: Locale) => fn(async () => failure(402, 'loginAgain', locale));

export const ServerError: Story = {
  args: { onCreatePassword: loginAgain('en') },
  play: async ({ args, globals }) => {
    await typePasswords('new-pass-1', 'new-pass-1');
    await expect(await findAlert()).toHaveTextContent(serverText(globals)('loginAgain'));
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
export const ServerErrorZhCN = inLocale(ServerError, 'zh-CN', { onCreatePassword: loginAgain('zh-CN') });
export const ServerErrorZhTW = inLocale(ServerError, 'zh-TW', { onCreatePassword: loginAgain('zh-TW') });

export const Success: Story = {
  play: async ({ canvas, args, globals }) => {
    await typePasswords('new-pass-1', 'new-pass-1');
    await canvas.findByText(text(globals)('login.createPassword.done'));
    await expect(args.onCreatePassword).toHaveBeenCalledWith({
      new_password: 'new-pass-1',
      confirm_password: 'new-pass-1',
    });
    await expect(args.onDone).toHaveBeenCalledWith('create_password');
  },
};
export const SuccessZhCN = inLocale(Success, 'zh-CN');
