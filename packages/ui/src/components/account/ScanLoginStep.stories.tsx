import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Locale } from '../../i18n/locale';
import { inLocale, storyText } from '../../stories/storyLocale';
import { ScanLoginStep } from './ScanLoginStep';
import { loginMessages } from './loginMessages';
import type { ScanPollResult } from './loginTypes';
import { failure, fixedNow, pending, scanTicket, serverText, T0 } from './loginFixtures';
import { findAlert } from '../../stories/liveRegion';

const confirmed = {
  status_code: 200,
  message: 'Login successful',
  user_info: { user_name: 'Li Wei', user_country: 'CHN' },
  data: { state: 'confirmed' as const, is_need_password: 0 },
};

const meta = {
  title: 'Components/Account/ScanLoginStep',
  component: ScanLoginStep,
  args: {
    now: fixedNow,
    pollInterval: 20,
    onGetScanTicket: fn(async () => scanTicket),
    onPollScan: fn<(ticket: string) => Promise<ScanPollResult>>(async () => ({
      status_code: 200,
      message: 'Waiting',
      data: { state: 'pending' },
    })),
    onLoggedIn: fn(),
    onNeedPassword: fn(),
    onStepChange: fn(),
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
          'Step 3: scan login. On mount it awaits `onGetScanTicket()` → `data: { qr_url, ticket, expires_at }` and draws `qr_url` as a QR code (the `qrcode` package, a PNG data URL in an `<img alt="Login QR code">`). It then awaits `onPollScan(ticket)` every `pollInterval` ms (default 2000; one poll in flight): `data.state` `pending` keeps waiting, `confirmed` is a login answer (`is_need_password` → `onNeedPassword` + `onStepChange("create_password")`, else `onLoggedIn`), `expired` (or `expires_at` passed by `now()`, or a status ≥ 400) shows "expired" and a button for a new code. A failed or rejected `onGetScanTicket` shows "Failed to get the login QR code." with the server\'s message and a Try again button. Uncontrolled; `pollInterval` is fixed at mount.',
      },
    },
  },
} satisfies Meta<typeof ScanLoginStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (globals: Record<string, unknown>) => storyText(loginMessages, globals);

export const Loading: Story = {
  args: { onGetScanTicket: fn(() => pending<never>()) },
  play: async ({ canvas, globals }) => {
    const t = text(globals);
    await expect(canvas.getByRole('img', { name: t('login.scan.loading') })).toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: t('login.scan.qrAlt') })).toBeNull();
  },
};
export const LoadingZhCN = inLocale(Loading, 'zh-CN');

export const Waiting: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await canvas.findByRole('img', { name: t('login.scan.qrAlt') });
    await expect(canvas.getByRole('heading', { name: t('login.scan.title') })).toBeInTheDocument();
    await expect(canvas.getByText(t('login.scan.instructions'))).toBeInTheDocument();
    await waitFor(() => expect(args.onPollScan).toHaveBeenCalledWith('story-ticket-0001'));
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};
export const WaitingZhCN = inLocale(Waiting, 'zh-CN');
export const WaitingZhTW = inLocale(Waiting, 'zh-TW');

export const Confirmed: Story = {
  args: { onPollScan: fn<(ticket: string) => Promise<ScanPollResult>>(async () => confirmed) },
  play: async ({ canvas, args, globals }) => {
    await waitFor(() => expect(args.onLoggedIn).toHaveBeenCalledWith(confirmed));
    await canvas.findByText(text(globals)('login.scan.confirmed'));
  },
};
export const ConfirmedZhCN = inLocale(Confirmed, 'zh-CN');

/** Ends on the same screen as Confirmed (only the callbacks differ): no locale variants. */
export const ConfirmedNeedsPassword: Story = {
  args: {
    onPollScan: fn<(ticket: string) => Promise<ScanPollResult>>(async () => ({
      ...confirmed,
      data: { state: 'confirmed' as const, is_need_password: 1 },
    })),
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onStepChange).toHaveBeenCalledWith('create_password'));
    await expect(args.onNeedPassword).toHaveBeenCalledTimes(1);
  },
};

export const Expired: Story = {
  args: {
    onPollScan: fn<(ticket: string) => Promise<ScanPollResult>>(async () => ({
      status_code: 200,
      message: 'Expired',
      data: { state: 'expired' as const },
    })),
  },
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    const refresh = await canvas.findByRole('button', { name: t('login.scan.refresh') });
    await expect(canvas.getByText(t('login.scan.expired'))).toBeInTheDocument();
    refresh.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onGetScanTicket).toHaveBeenCalledTimes(2));
  },
};
export const ExpiredZhCN = inLocale(Expired, 'zh-CN');

/** `expires_at` already passed by the injected clock: expired without a poll. Same screen as Expired, so English only. */
export const ExpiredByClock: Story = {
  args: {
    now: () => T0 + 120_000,
    onPollScan: fn<(ticket: string) => Promise<ScanPollResult>>(() => pending<never>()),
  },
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    await canvas.findByRole('button', { name: t('login.scan.refresh') });
    await expect(canvas.getByText(t('login.scan.expired'))).toBeInTheDocument();
    await expect(args.onPollScan).not.toHaveBeenCalled();
  },
};

const tooManyRefreshes = (locale: Locale) => fn(async () => failure(500, 'tooManyRefreshes', locale));

export const TicketFailed: Story = {
  args: { onGetScanTicket: tooManyRefreshes('en') },
  play: async ({ canvas, args, globals }) => {
    const t = text(globals);
    const alert = await findAlert();
    await expect(alert).toHaveTextContent(t('login.scan.failed'));
    await expect(alert).toHaveTextContent(serverText(globals)('tooManyRefreshes'));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('login.scan.retry') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onGetScanTicket).toHaveBeenCalledTimes(2));
    await findAlert();
  },
};
export const TicketFailedZhCN = inLocale(TicketFailed, 'zh-CN', { onGetScanTicket: tooManyRefreshes('zh-CN') });
export const TicketFailedZhTW = inLocale(TicketFailed, 'zh-TW', { onGetScanTicket: tooManyRefreshes('zh-TW') });

/** A rejected call (offline): no server message, only the title and the retry. */
export const TicketOffline: Story = {
  args: { onGetScanTicket: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, globals }) => {
    const t = text(globals);
    await expect(await findAlert()).toHaveTextContent(t('login.scan.failed'));
    await expect(canvas.getByRole('button', { name: t('login.scan.retry') })).toBeInTheDocument();
  },
};
export const TicketOfflineZhCN = inLocale(TicketOffline, 'zh-CN');
