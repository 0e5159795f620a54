import type { Meta, StoryObj } from '@storybook/react-vite';
import QRCode from 'qrcode';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AssignManagerDialog } from './AssignManagerDialog';

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
  loaders: [async () => ({ qr: await QRCode.toDataURL('https://u.wechat.com/edupay-lin', { margin: 1, width: 160, errorCorrectionLevel: 'M' }) })],
  render: (args, { loaded }) => <AssignManagerDialog {...args} manager={{ ...args.manager, qr_code: args.manager.qr_code || (loaded.qr as string) }} />,
  parameters: {
    docs: {
      description: {
        component:
          'Registration success: the assigned account manager from the registration response (`manager`: `qr_code` data URL or URL, `wechat_number`, `is_wechat` (1 = WeChat), `tell`). ' +
          'The phone shows only when the locale is zh-CN and `country` is CHN. Controlled with `open` + `onOpenChange`, or `defaultOpen`; the footer button closes it and calls `onDone`. ' +
          '`copy(text)` (default `navigator.clipboard.writeText`) is awaited by the Copy button, then a "Copied" toast shows (an error toast if it fails).',
      },
    },
  },
  decorators: [(Story) => <div style={{ minHeight: 'calc(100vh - 2rem)' }}><Story /></div>],
} satisfies Meta<typeof AssignManagerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const ChineseMainlandWithPhone: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: '注册成功' });
    const qr = within(dialog).getByRole('img', { name: '客户经理的二维码' });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect((qr as HTMLImageElement).complete).toBe(true));
    await expect(within(dialog).getByText('微信扫码添加您的客户经理')).toBeInTheDocument();
    await expect(within(dialog).getByText('edupay_lin')).toBeInTheDocument();
    await expect(within(dialog).getByRole('link', { name: '400-820-8820' })).toHaveAttribute('href', 'tel:4008208820');
    // Copy by keyboard: the toast confirms.
    const copy = within(dialog).getByRole('button', { name: '复制微信号 edupay_lin' });
    copy.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.copy).toHaveBeenCalledWith('edupay_lin');
    await expect(await body().findByText('复制成功')).toBeInTheDocument();
    await waitFor(() => expect(body().queryByText('复制成功')).toBeNull(), { timeout: 4000 });
  },
};

export const EnglishHidesPhone: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Registration successful' });
    await expect(dialog).toHaveAccessibleDescription('Your dedicated account manager will help you with your payment.');
    await expect(within(dialog).queryByText('400-820-8820')).toBeNull();
    await expect(within(dialog).getByText('WeChat ID')).toBeInTheDocument();
    await waitFor(() => expect((within(dialog).getByRole('img') as HTMLImageElement).complete).toBe(true));
    // The footer button closes the dialog and calls onDone.
    within(dialog).getByRole('button', { name: 'Start' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const TraditionalChineseHidesPhone: Story = {
  globals: { locale: 'zh-TW' },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: '註冊成功' });
    await expect(within(dialog).queryByText('400-820-8820')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: '複製微信號 edupay_lin' })).toBeInTheDocument();
    await waitFor(() => expect((within(dialog).getByRole('img') as HTMLImageElement).complete).toBe(true));
  },
};

export const NotWechatCopyFails: Story = {
  args: {
    manager: { wechat_number: '+44 7700 900123', is_wechat: 2, tell: '400-820-8820', qr_code: '' },
    country: 'GBR',
    copy: fn(async () => {
      throw new Error('NotAllowedError');
    }),
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Registration successful' });
    await expect(within(dialog).getByText('Messaging ID')).toBeInTheDocument();
    await expect(within(dialog).queryByText('Scan to add your account manager on WeChat')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy Messaging ID +44 7700 900123' }));
    await expect(await body().findByText('Could not copy. Please select the ID and copy it.')).toBeInTheDocument();
    await waitFor(() => expect(body().queryByText('Could not copy. Please select the ID and copy it.')).toBeNull(), { timeout: 4000 });
    await waitFor(() => expect((within(dialog).getByRole('img') as HTMLImageElement).complete).toBe(true));
  },
};
