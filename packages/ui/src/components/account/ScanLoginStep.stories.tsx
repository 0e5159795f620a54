import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ScanLoginStep } from './ScanLoginStep';
import type { ScanPollResult } from './loginTypes';
import { fixedNow, pending, scanTicket, T0 } from './loginFixtures';

const confirmed = { status_code: 200, message: 'Login successful', user_info: { user_name: 'Li Wei', user_country: 'CHN' }, data: { state: 'confirmed' as const, is_need_password: 0 } };

const meta = {
  title: 'Components/Account/ScanLoginStep',
  component: ScanLoginStep,
  args: {
    now: fixedNow,
    pollInterval: 20,
    onGetScanTicket: fn(async () => scanTicket),
    onPollScan: fn<(ticket: string) => Promise<ScanPollResult>>(async () => ({ status_code: 200, message: 'Waiting', data: { state: 'pending' } })),
    onLoggedIn: fn(),
    onNeedPassword: fn(),
    onStepChange: fn(),
  },
  decorators: [(Story) => <div className="max-w-md"><Story /></div>],
  parameters: {
    docs: {
      description: {
        component:
          'Step 3: scan login. On mount it awaits `onGetScanTicket()` → `data: { qr_url, ticket, expires_at }` and draws `qr_url` as a QR code (the `qrcode` package, a PNG data URL in an `<img alt="Login QR code">`). It then awaits `onPollScan(ticket)` every `pollInterval` ms (default 2000; one poll in flight): `data.state` `pending` keeps waiting, `confirmed` is a login answer (`is_need_password` → `onNeedPassword` + `onStepChange("create_password")`, else `onLoggedIn`), `expired` (or `expires_at` passed by `now()`, or a status ≥ 400) shows "expired" and a button for a new code. A failed or rejected `onGetScanTicket` shows "Failed to get the login QR code." with the server\'s message and a Try again button. Uncontrolled; `pollInterval` is fixed at mount.',
      },
    },
  },
} satisfies Meta<typeof ScanLoginStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { onGetScanTicket: fn(() => pending<never>()) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the QR code' })).toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: 'Login QR code' })).toBeNull();
  },
};

export const Waiting: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('img', { name: 'Login QR code' });
    await waitFor(() => expect(args.onPollScan).toHaveBeenCalledWith('story-ticket-0001'));
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};

export const WaitingChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: '登录二维码' });
    await expect(canvas.getByText('请用手机扫描二维码，并在手机上确认登录。')).toBeInTheDocument();
  },
};

export const WaitingTraditional: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: '登入 QR 碼' });
    await expect(canvas.getByRole('heading', { name: '掃碼登入' })).toBeInTheDocument();
  },
};

export const Confirmed: Story = {
  args: { onPollScan: fn<(ticket: string) => Promise<ScanPollResult>>(async () => confirmed) },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledWith(confirmed));
    await canvas.findByText('Confirmed. Logging you in…');
  },
};

export const ConfirmedNeedsPassword: Story = {
  args: { onPollScan: fn<(ticket: string) => Promise<ScanPollResult>>(async () => ({ ...confirmed, data: { state: 'confirmed' as const, is_need_password: 1 } })) },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onStepChange).toHaveBeenCalledWith('create_password'));
    await expect(args.onNeedPassword).toHaveBeenCalledTimes(1);
  },
};

export const Expired: Story = {
  args: { onPollScan: fn<(ticket: string) => Promise<ScanPollResult>>(async () => ({ status_code: 200, message: 'Expired', data: { state: 'expired' as const } })) },
  play: async ({ canvas, args }) => {
    const refresh = await canvas.findByRole('button', { name: 'Get a new QR code' });
    await expect(canvas.getByText('This QR code has expired.')).toBeInTheDocument();
    refresh.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onGetScanTicket).toHaveBeenCalledTimes(2));
  },
};

export const ExpiredByClock: Story = {
  args: { now: () => T0 + 120_000, onPollScan: fn<(ticket: string) => Promise<ScanPollResult>>(() => pending<never>()) },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('button', { name: '刷新二维码' });
    await expect(canvas.getByText('二维码已过期。')).toBeInTheDocument();
    await expect(args.onPollScan).not.toHaveBeenCalled();
  },
};

export const TicketFailed: Story = {
  args: { onGetScanTicket: fn(async () => ({ status_code: 500, message: 'Too many refreshes' })) },
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to get the login QR code.');
    await expect(alert).toHaveTextContent('Too many refreshes');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onGetScanTicket).toHaveBeenCalledTimes(2));
    await canvas.findByRole('alert');
  },
};

export const TicketFailedTraditional: Story = {
  args: { onGetScanTicket: fn(async () => Promise.reject(new Error('offline'))) },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('取得登入 QR 碼失敗。');
  },
};
