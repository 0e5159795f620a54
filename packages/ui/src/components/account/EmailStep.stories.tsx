import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Locale } from '../../i18n/locale';
import { inLocale, storyText } from '../../stories/storyLocale';
import { EmailStep } from './EmailStep';
import { loginMessages } from './loginMessages';
import { containing, failure, formsText, ok, pending, serverText } from './loginFixtures';
import { findAlert, queryAlert } from '../../stories/liveRegion';

const meta = {
  title: 'Components/Account/EmailStep',
  component: EmailStep,
  args: {
    onCheckEmail: fn(async () => ok(undefined, 'Available')),
    onRegisterEmail: fn(),
    onStepChange: fn(),
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
          'Step 4: e-mail sign-up or sign-in. Awaits `onCheckEmail({ email })`: a free address calls `onRegisterEmail({ email })` (the app opens the registration supplement); status 332 shows "already registered" (the server\'s message) with a "Go to login" button (focused), which fills step 2 with the address (`login_type: "email"`, `login_name`) and calls `onStepChange("password")`; any other status ≥ 400 shows its message and keeps the input. Shared values: `value` + `onChange` or `defaultValue`.',
      },
    },
  },
} satisfies Meta<typeof EmailStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (globals: Record<string, unknown>) => storyText(loginMessages, globals);

export const Idle: Story = {
  play: async ({ canvas, globals }) => {
    const t = text(globals);
    await expect(canvas.getByRole('heading', { name: t('login.email.title') })).toBeInTheDocument();
    await expect(canvas.getByText(t('login.email.description'))).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: containing(t('login.field.email')) })).toHaveFocus();
  },
};
export const IdleZhCN = inLocale(Idle, 'zh-CN');
export const IdleZhTW = inLocale(Idle, 'zh-TW');

export const Checking: Story = {
  args: { onCheckEmail: fn(() => pending<never>()) },
  play: async ({ canvas, globals }) => {
    const t = text(globals);
    await userEvent.tab();
    await userEvent.keyboard('li.wei@example.com{Enter}');
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: `${t('login.action.continue')} ${t('button.loading')}` }),
      ).toHaveAttribute('aria-busy', 'true'),
    );
  },
};
export const CheckingZhCN = inLocale(Checking, 'zh-CN');

export const FreeAddress: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('new.payer@example.com{Enter}');
    await waitFor(() => expect(args.onRegisterEmail).toHaveBeenCalledWith({ email: 'new.payer@example.com' }));
  },
};
export const FreeAddressZhCN = inLocale(FreeAddress, 'zh-CN');

const taken = (locale: Locale) => fn(async () => failure(332, 'emailTaken', locale));

export const AlreadyRegistered: Story = {
  args: { onCheckEmail: taken('en') },
  play: async ({ canvas, args, globals }) => {
    await userEvent.tab();
    await userEvent.keyboard('li.wei@example.com{Enter}');
    const go = await canvas.findByRole('button', { name: text(globals)('login.email.goToLogin') });
    await waitFor(() => expect(go).toHaveFocus());
    // The server's own words, not an error alert.
    await expect(canvas.getByText(serverText(globals)('emailTaken'))).toBeInTheDocument();
    await expect(queryAlert()).toBeNull();
    await expect(args.onRegisterEmail).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepChange).toHaveBeenCalledWith('password');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ login_type: 'email', login_name: 'li.wei@example.com' }),
    );
  },
};
export const AlreadyRegisteredZhCN = inLocale(AlreadyRegistered, 'zh-CN', { onCheckEmail: taken('zh-CN') });
export const AlreadyRegisteredZhTW = inLocale(AlreadyRegistered, 'zh-TW', { onCheckEmail: taken('zh-TW') });

export const InvalidAddress: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.tab();
    await userEvent.keyboard('li.wei{Enter}');
    const email = canvas.getByRole('textbox', { name: containing(text(globals)('login.field.email')) });
    await waitFor(() => expect(email).toHaveAccessibleDescription(formsText(globals)('email')));
    await expect(email).toHaveFocus();
    await expect(args.onCheckEmail).not.toHaveBeenCalled();
  },
};
export const InvalidAddressZhCN = inLocale(InvalidAddress, 'zh-CN');

const tooManyAttempts = (locale: Locale) => fn(async () => failure(429, 'tooManyAttempts', locale));

export const ServerError: Story = {
  args: { onCheckEmail: tooManyAttempts('en') },
  play: async ({ canvas, globals }) => {
    await userEvent.tab();
    await userEvent.keyboard('li.wei@example.com{Enter}');
    await expect(await findAlert()).toHaveTextContent(serverText(globals)('tooManyAttempts'));
    await expect(canvas.getByRole('textbox', { name: containing(text(globals)('login.field.email')) })).toHaveValue(
      'li.wei@example.com',
    );
  },
};
export const ServerErrorZhCN = inLocale(ServerError, 'zh-CN', { onCheckEmail: tooManyAttempts('zh-CN') });
