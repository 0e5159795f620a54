import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { inLocale, storyText } from '../../stories/storyLocale';
import { liveRegion } from '../../stories/liveRegion';
import { liveMoneyMessages } from './liveMoneyMessages';
import { TransferInstructions } from './TransferInstructions';
import type { TransferDetails } from './paymentTypes';

const details: TransferDetails = {
  bankName: 'EduPay Sandbox Bank',
  accountName: 'EduPay Client Funds (Sandbox)',
  accountNumber: '6222 0000 0000 0001',
  swift: 'EDUPCNSHXXX',
  reference: 'EP7A3F09C21D',
  amount: { value: '110659.66', currency: 'CNY' },
};

/** The clipboard as a spy: stories never depend on the browser granting clipboard access. */
function fakeClipboard(works = true) {
  return spyOn(navigator.clipboard, 'writeText').mockImplementation(() =>
    works ? Promise.resolve() : Promise.reject(new DOMException('denied', 'NotAllowedError')),
  );
}

const meta = {
  title: 'Components/Payment/TransferInstructions',
  component: TransferInstructions,
  args: { details },
  parameters: {
    docs: {
      description: {
        component:
          'Bank-transfer instructions (/pay_confirm): the exact amount, the payment reference, and where to send it, each value with its own copy button, plus "Copy all" and (with `onDownload`) the PDF download. Copying is announced through the kit\'s live region; if the browser refuses the clipboard, the payer is told to copy by hand. `actions` adds buttons (e.g. "Change method").',
      },
    },
  },
} satisfies Meta<typeof TransferInstructions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(liveMoneyMessages, globals);
    await expect(canvas.getByRole('heading', { name: t('transfer.title') })).toBeVisible();
    await expect(canvas.getByText('EP7A3F09C21D')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('transfer.copy', { field: t('transfer.reference') }) }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('transfer.download') })).toBeNull();
  },
};

export const CopyReferenceAndAll: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(liveMoneyMessages, globals);
    const clipboard = fakeClipboard();
    const copyReference = canvas.getByRole('button', { name: t('transfer.copy', { field: t('transfer.reference') }) });
    await userEvent.click(copyReference);
    await expect(clipboard).toHaveBeenLastCalledWith('EP7A3F09C21D');
    await waitFor(() => expect(copyReference).toHaveAttribute('data-state', 'copied'));
    await expect(liveRegion().textContent).toBe(t('transfer.copied', { field: t('transfer.reference') }));
    // Keyboard: Tab to "Copy all", Enter.
    const all = canvas.getByRole('button', { name: t('transfer.copyAll') });
    all.focus();
    await userEvent.keyboard('{Enter}');
    const text = clipboard.mock.lastCall?.[0] as string;
    await expect(text).toContain(`${t('transfer.reference')}: EP7A3F09C21D`);
    await expect(text).toContain(`${t('transfer.accountNumber')}: 6222 0000 0000 0001`);
    await expect(text).toMatch(/110,659\.66/);
    await waitFor(() => expect(liveRegion().textContent).toBe(t('transfer.copiedAll')));
    clipboard.mockRestore();
  },
};

export const CopyRefused: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(liveMoneyMessages, globals);
    const clipboard = fakeClipboard(false);
    await userEvent.click(
      canvas.getByRole('button', { name: t('transfer.copy', { field: t('transfer.accountNumber') }) }),
    );
    await waitFor(() => expect(liveRegion('assertive').textContent).toBe(t('transfer.copyFailed')));
    clipboard.mockRestore();
  },
};

export const WithDownload: Story = {
  args: { onDownload: fn() },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(liveMoneyMessages, globals);
    await userEvent.click(canvas.getByRole('button', { name: t('transfer.download') }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

export const Downloading: Story = {
  args: { onDownload: fn(), downloading: true },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(liveMoneyMessages, globals);
    const button = canvas.getByRole('button', { name: t('transfer.download') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // A second press while the PDF is being made does nothing.
    await userEvent.click(button);
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

export const DefaultZhCN = inLocale(Default, 'zh-CN');
export const CopyReferenceAndAllZhCN = inLocale(CopyReferenceAndAll, 'zh-CN');
export const CopyRefusedZhCN = inLocale(CopyRefused, 'zh-CN');
export const WithDownloadZhCN = inLocale(WithDownload, 'zh-CN');
export const DownloadingZhCN = inLocale(Downloading, 'zh-CN');
export const WithDownloadZhTW = inLocale(WithDownload, 'zh-TW');
