import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Locale } from '../../i18n/locale';
import { inLocale, storyText } from '../../stories/storyLocale';
import { ChangePasswordStep } from './ChangePasswordStep';
import { loginMessages } from './loginMessages';
import { failure, formsText, ok, pending, serverText, startingWith } from './loginFixtures';
import { findAlert } from '../../stories/liveRegion';

const meta = {
  title: 'Components/Account/ChangePasswordStep',
  component: ChangePasswordStep,
  args: { onChangePassword: fn(async () => ok(undefined, 'Password changed')), onDone: fn(), onChange: fn() },
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
          'Step 7: change the password of the logged-in user. Awaits `onChangePassword({ old_password, new_password, confirm_password })`; success empties the fields, shows "Your password has been changed." and calls `onDone("change")`; status ≥ 400 (e.g. "Password Incorrect") shows its message and keeps the input. Rules from @edupay/forms: current password required, new 6-20, confirmation equal.',
      },
    },
  },
} satisfies Meta<typeof ChangePasswordStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (globals: Record<string, unknown>) => storyText(loginMessages, globals);

/** Current, new and confirmation by keyboard (each password field is followed by its show toggle); Enter submits. */
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
  play: async ({ canvas, globals }) => {
    const t = text(globals);
    await expect(canvas.getByRole('heading', { name: t('login.change.title') })).toBeInTheDocument();
    await userEvent.tab();
    await expect(
      canvas.getByLabelText(startingWith(t('login.field.oldPassword')), { selector: 'input' }),
    ).toHaveFocus();
  },
};
export const IdleZhCN = inLocale(Idle, 'zh-CN');
export const IdleZhTW = inLocale(Idle, 'zh-TW');

export const EmptySubmit: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    const confirm = canvas.getByRole('button', { name: t('login.action.confirm') });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    const old = canvas.getByLabelText(startingWith(t('login.field.oldPassword')), { selector: 'input' });
    await waitFor(() => expect(old).toHaveFocus());
    await expect(old).toHaveAccessibleDescription(formsText(globals)('required', 'old_password'));
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};
export const EmptySubmitZhCN = inLocale(EmptySubmit, 'zh-CN');

export const Submitting: Story = {
  args: { onChangePassword: fn(() => pending<never>()) },
  play: async ({ canvas, globals }) => {
    const t = text(globals);
    await fill('old-pass-1', 'new-pass-2', 'new-pass-2');
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: `${t('login.action.confirm')} ${t('button.loading')}` }),
      ).toHaveAttribute('aria-busy', 'true'),
    );
  },
};
export const SubmittingZhCN = inLocale(Submitting, 'zh-CN');

const wrongPassword = (locale: Locale) => fn(async () => failure(400, 'wrongPassword', locale));

export const WrongPassword: Story = {
  args: { onChangePassword: wrongPassword('en') },
  play: async ({ canvas, args, globals }) => {
    await fill('old-pass-1', 'new-pass-2', 'new-pass-2');
    await expect(await findAlert()).toHaveTextContent(serverText(globals)('wrongPassword'));
    await expect(
      canvas.getByLabelText(startingWith(text(globals)('login.field.oldPassword')), { selector: 'input' }),
    ).toHaveValue('old-pass-1');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
export const WrongPasswordZhCN = inLocale(WrongPassword, 'zh-CN', { onChangePassword: wrongPassword('zh-CN') });
export const WrongPasswordZhTW = inLocale(WrongPassword, 'zh-TW', { onChangePassword: wrongPassword('zh-TW') });

export const Success: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await fill('old-pass-1', 'new-pass-2', 'new-pass-2');
    await canvas.findByText(t('login.change.done'));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      old_password: 'old-pass-1',
      new_password: 'new-pass-2',
      confirm_password: 'new-pass-2',
    });
    await expect(args.onDone).toHaveBeenCalledWith('change');
    await expect(canvas.getByLabelText(startingWith(t('login.field.oldPassword')), { selector: 'input' })).toHaveValue(
      '',
    );
  },
};
export const SuccessZhCN = inLocale(Success, 'zh-CN');
