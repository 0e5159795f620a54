import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { inLocale, storyText } from '../../stories/storyLocale';
import { liveRegion } from '../../stories/liveRegion';
import { liveMoneyMessages } from './liveMoneyMessages';
import { QrPaymentStatus } from './QrPaymentStatus';

const meta = {
  title: 'Components/Payment/QrPaymentStatus',
  component: QrPaymentStatus,
  args: {
    url: 'http://127.0.0.1:3000/dev/sandbox/qr/sbx_0123456789abcdef0123456789abcdef',
    amount: { value: '110659.66', currency: 'CNY' },
    app: 'WeChat',
    status: 'waiting',
  },
  parameters: {
    docs: {
      description: {
        component:
          'A QR payment (/wx_pay and the QR methods): the code of `url` for the phone, the amount, and `status` (`waiting`, `succeeded`, `failed`), which the parent follows live from the server. A change of status is announced once. If the code cannot be drawn, the link is shown as text.',
      },
    },
  },
} satisfies Meta<typeof QrPaymentStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyText(liveMoneyMessages, globals);
    await waitFor(() => expect(canvas.getByRole('img', { name: t('qr.alt') })).toBeVisible());
    await expect(canvas.getByText(t('qr.waiting'))).toBeVisible();
    await expect(canvas.getByText(t('qr.instructions', { app: args.app }))).toBeVisible();
  },
};

export const Succeeded: Story = {
  args: { status: 'succeeded' },
  play: async ({ canvas, globals }) => {
    const t = storyText(liveMoneyMessages, globals);
    await waitFor(() => expect(canvas.getByRole('img', { name: t('qr.alt') })).toBeVisible());
    await expect(canvas.getByText(t('qr.succeeded'))).toBeVisible();
    await waitFor(() => expect(liveRegion().textContent).toBe(t('qr.succeeded')));
  },
};

export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvas, globals }) => {
    const t = storyText(liveMoneyMessages, globals);
    await waitFor(() => expect(canvas.getByRole('img', { name: t('qr.alt') })).toBeVisible());
    await waitFor(() => expect(liveRegion('assertive').textContent).toBe(t('qr.failed')));
  },
};

/** On the phone that would have to scan the code: a link that opens the app here, no code (issue 14 item 8). */
export const OnThisDevice: Story = {
  args: { onThisDevice: true },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(liveMoneyMessages, globals);
    const open = canvas.getByRole('link', { name: t('qr.here.open', { app: args.app }) });
    await expect(open).toHaveAttribute('href', args.url);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('heading', { name: t('qr.here.title') })).toBeVisible();
    await expect(canvas.getByText(t('qr.waiting'))).toBeVisible();
  },
};

export const WaitingZhCN = inLocale(Waiting, 'zh-CN', { app: '微信' });
export const SucceededZhCN = inLocale(Succeeded, 'zh-CN', { app: '微信' });
export const FailedZhCN = inLocale(Failed, 'zh-CN', { app: '微信' });
export const OnThisDeviceZhCN = inLocale(OnThisDevice, 'zh-CN', { app: '微信' });
export const WaitingZhTW = inLocale(Waiting, 'zh-TW', { app: '微信' });
