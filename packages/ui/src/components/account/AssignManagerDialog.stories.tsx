import type { Meta, StoryObj } from '@storybook/react-vite';
import QRCode from 'qrcode';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inLocale, storyLocale, storyText } from '../../stories/storyLocale';
import { AssignManagerDialog } from './AssignManagerDialog';
import { registrationMessages } from './registrationMessages';

/** The toast on screen (its text is also spoken through the live region, which keeps it a few seconds longer). */
const toasts = () => within(document.querySelector<HTMLElement>('[data-slot="toast-viewport"]')!);

const meta = {
  title: 'Components/Account/AssignManagerDialog',
  component: AssignManagerDialog,
  args: {
    manager: { wechat_number: 'edupay_lin', is_wechat: 1, tell: '400-820-8820', qr_code: '' },
    country: 'CHN',
    defaultOpen: true,
    onOpenChange: fn(),
    onDone: fn(),
    copy: fn(async () => undefined),
  },
  // A fixed QR image (the qrcode package, no network), made before the story renders.
  loaders: [
    async () => ({
      qr: await QRCode.toDataURL('https://u.wechat.com/edupay-lin', {
        margin: 1,
        width: 160,
        errorCorrectionLevel: 'M',
      }),
    }),
  ],
  render: (args, { loaded }) => (
    <AssignManagerDialog
      {...args}
      manager={{ ...args.manager, qr_code: args.manager.qr_code || (loaded.qr as string) }}
    />
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Registration success: the assigned payment specialist from the registration response (`manager`: `qr_code` data URL or URL, `wechat_number`, `is_wechat` (1 = WeChat), `tell`). ' +
          'The phone shows only when the locale is zh-CN and `country` is CHN. Controlled with `open` + `onOpenChange`, or `defaultOpen`; the footer button closes it and calls `onDone`. ' +
          '`copy(text)` (default `navigator.clipboard.writeText`) is awaited by the Copy button, then a "Copied" toast shows (an error toast if it fails).',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 'calc(100vh - 2rem)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AssignManagerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const text = (globals: Record<string, unknown>) => storyText(registrationMessages, globals);

/**
 * A WeChat manager for a user in China. The phone row follows spec 000: only in Simplified Chinese
 * (zh-CN) with country CHN, so the English and zh-TW variants hide it.
 */
export const WechatManager: Story = {
  play: async ({ args, globals }) => {
    const t = text(globals);
    const dialog = await body().findByRole('dialog', { name: t('assignManager.title') });
    await expect(dialog).toHaveAccessibleDescription(t('assignManager.description'));
    const qr = within(dialog).getByRole('img', { name: t('assignManager.qr') });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect((qr as HTMLImageElement).complete).toBe(true));
    await expect(within(dialog).getByText(t('assignManager.qr.hint'))).toBeInTheDocument();
    await expect(within(dialog).getByText(t('assignManager.wechat'))).toBeInTheDocument();
    await expect(within(dialog).getByText('edupay_lin')).toBeInTheDocument();
    if (storyLocale(globals) === 'zh-CN') {
      await expect(within(dialog).getByRole('link', { name: '400-820-8820' })).toHaveAttribute(
        'href',
        'tel:4008208820',
      );
    } else {
      await expect(within(dialog).queryByText('400-820-8820')).toBeNull();
    }
    await expect(within(dialog).getByRole('button', { name: t('assignManager.done') })).toBeInTheDocument();
    // Copy by keyboard: the toast confirms, then goes.
    const copy = within(dialog).getByRole('button', {
      name: t('assignManager.copyLabel', { label: t('assignManager.wechat'), id: 'edupay_lin' }),
    });
    copy.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.copy).toHaveBeenCalledWith('edupay_lin');
    await expect(await body().findByText(t('assignManager.copied'))).toBeInTheDocument();
    await waitFor(() => expect(toasts().queryByText(t('assignManager.copied'))).toBeNull(), { timeout: 4000 });
  },
};
export const WechatManagerZhCN = inLocale(WechatManager, 'zh-CN');
export const WechatManagerZhTW = inLocale(WechatManager, 'zh-TW');

/** The footer button closes the dialog and calls onDone (the closed page looks the same in every language). */
export const StartCloses: Story = {
  play: async ({ args, globals }) => {
    const dialog = await body().findByRole('dialog', { name: text(globals)('assignManager.title') });
    await waitFor(() => expect((within(dialog).getByRole('img') as HTMLImageElement).complete).toBe(true));
    within(dialog)
      .getByRole('button', { name: text(globals)('assignManager.done') })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Not WeChat (is_wechat 2) in the UK: a messaging id without the WeChat hint, no phone; the copy fails. */
export const NotWechatCopyFails: Story = {
  args: {
    manager: { wechat_number: '+44 7700 900123', is_wechat: 2, tell: '400-820-8820', qr_code: '' },
    country: 'GBR',
    copy: fn(async () => {
      throw new Error('NotAllowedError');
    }),
  },
  play: async ({ globals }) => {
    const t = text(globals);
    const dialog = await body().findByRole('dialog', { name: t('assignManager.title') });
    await expect(within(dialog).getByText(t('assignManager.messagingId'))).toBeInTheDocument();
    await expect(within(dialog).queryByText(t('assignManager.qr.hint'))).toBeNull();
    await expect(within(dialog).queryByText('400-820-8820')).toBeNull();
    const copy = within(dialog).getByRole('button', {
      name: t('assignManager.copyLabel', { label: t('assignManager.messagingId'), id: '+44 7700 900123' }),
    });
    copy.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByText(t('assignManager.copyFailed'))).toBeInTheDocument();
    await waitFor(() => expect(toasts().queryByText(t('assignManager.copyFailed'))).toBeNull(), { timeout: 4000 });
    await waitFor(() => expect((within(dialog).getByRole('img') as HTMLImageElement).complete).toBe(true));
  },
};
export const NotWechatCopyFailsZhCN = inLocale(NotWechatCopyFails, 'zh-CN');
