import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { ApiResult } from '@edupay/forms/contract';
import { inLocale, storyText } from '../../stories/storyLocale';
import { liveRegion } from '../../stories/liveRegion';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { ESTIMATE, ESTIMATE_WITH_POINTS } from './orderFixtures';
import { orderHelpMessages } from './orderHelpMessages';
import type { PaymentEstimate, PaymentEstimateRequest } from './orderTypes';
import { PaymentEstimateLine } from './PaymentEstimateLine';
import { usePaymentEstimate, type EstimatePayment } from './usePaymentEstimate';

const meta = {
  title: 'Components/Order/PaymentEstimateLine',
  component: PaymentEstimateLine,
  args: { state: { status: 'empty' }, onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md p-4">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "The payment estimate under the order form's amount (spec 001 section 3): \"enter an amount\", loading, the server's rate and the approximate amount in the payer's currency (after points when used), or the error with Try again. `usePaymentEstimate` feeds it: it asks `estimate(request, signal)` after a pause in typing, aborts a request a newer amount supersedes, and announces the result through the kit's one polite live region. The kit only formats the server's decimal strings.",
      },
    },
  },
} satisfies Meta<typeof PaymentEstimateLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterAnAmount: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(orderHelpMessages, globals);
    await expect(canvas.getByText(t('estimate.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(orderHelpMessages, globals);
    await expect(canvas.getByText(t('estimate.loading'))).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="payment-estimate"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Ready: Story = {
  args: { state: { status: 'ready', estimate: ESTIMATE } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(orderHelpMessages, globals);
    await expect(
      canvas.getByText(t('estimate.rate', { foreign: 'GBP', rate: '9.176970', payer: 'CNY' })),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="payment-estimate-amount"]')?.textContent).toMatch(
      /110,123\.64/,
    );
    await expect(canvasElement.querySelector('[data-slot="payment-estimate-after-points"]')).toBeNull();
  },
};

export const ReadyWithPoints: Story = {
  args: { state: { status: 'ready', estimate: ESTIMATE_WITH_POINTS } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="payment-estimate-after-points"]')?.textContent).toMatch(
      /109,923\.64/,
    );
  },
};

export const Failed: Story = {
  args: { state: { status: 'error', message: 'The estimate could not be loaded. Your amount is kept.' } },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(orderHelpMessages, globals);
    await userEvent.click(canvas.getByRole('button', { name: t('estimate.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The hook with an amount field: the server's answer arrives after a while; typing on aborts it. */
function Live({ estimate }: { estimate: EstimatePayment }) {
  const [amount, setAmount] = useState('');
  const { state, retry } = usePaymentEstimate({ amount, usePoints: false, estimate, delay: 50 });
  return (
    <div className="flex flex-col gap-3">
      <TextField label="Amount (GBP)" value={amount} onChange={setAmount} inputMode="decimal" />
      <PaymentEstimateLine state={state} onRetry={retry} />
    </div>
  );
}

const slowServer = () =>
  fn(
    (request: PaymentEstimateRequest, signal: AbortSignal) =>
      new Promise<ApiResult<PaymentEstimate>>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            resolve({
              status_code: 200,
              message: 'ok',
              data: {
                ...ESTIMATE,
                foreign_amount: request.amount,
                payer_amount: request.amount === '12000' ? '110123.64' : '1.00',
              },
            }),
          150,
        );
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      }),
  );

const liveServer = slowServer();

export const TypingAsksTheServer: Story = {
  render: () => <Live estimate={liveServer} />,
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(orderHelpMessages, globals);
    liveServer.mockClear();
    const amount = canvas.getByRole('textbox');
    await userEvent.type(amount, '12000');
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="payment-estimate"]')).toHaveAttribute('data-state', 'ready'),
    );
    // One call for the amount as finally typed: the keystrokes before it were superseded.
    const calls = liveServer.mock.calls;
    await expect(calls.at(-1)?.[0]).toEqual({ amount: '12000', use_points: false });
    await expect(calls.slice(0, -1).every(([, signal]) => signal.aborted)).toBe(true);
    // Said once, politely, through the kit's region: the amount and the rate.
    await waitFor(() => expect(liveRegion().textContent).toMatch(/110,123\.64/));
    await expect(liveRegion().textContent).toContain('9.176970');
    // Clearing the amount goes back to "enter an amount", with no request.
    const before = calls.length;
    await userEvent.clear(amount);
    await expect(canvas.getByText(t('estimate.empty'))).toBeVisible();
    await new Promise((r) => setTimeout(r, 120));
    await expect(liveServer.mock.calls.length).toBe(before);
  },
};
/** A payee the payer enters: the currency is theirs to choose, and the estimate waits for it. */
function LiveEntered({ estimate }: { estimate: EstimatePayment }) {
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState('');
  const { state, retry } = usePaymentEstimate({ amount, usePoints: false, currency, estimate, delay: 50 });
  const options = ['GBP', 'USD'].map((c) => ({ value: c, label: c }));
  return (
    <div className="flex flex-col gap-3">
      <Select label="Currency" placeholder="—" options={options} value={currency} onChange={setCurrency} />
      <TextField label="Amount" value={amount} onChange={setAmount} inputMode="decimal" />
      <PaymentEstimateLine state={state} onRetry={retry} />
    </div>
  );
}

const enteredServer = slowServer();

export const EnteredPayeeWaitsForItsCurrency: Story = {
  render: () => <LiveEntered estimate={enteredServer} />,
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(orderHelpMessages, globals);
    enteredServer.mockClear();
    const line = () => canvasElement.querySelector('[data-slot="payment-estimate"]');
    await userEvent.type(canvas.getByRole('textbox'), '12000');
    // No currency yet: nothing to price, nothing asked.
    await new Promise((r) => setTimeout(r, 120));
    await expect(enteredServer).not.toHaveBeenCalled();
    await expect(canvas.getByText(t('estimate.empty'))).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'GBP');
    await waitFor(() => expect(line()).toHaveAttribute('data-state', 'ready'));
    await expect(enteredServer.mock.calls.at(-1)?.[0]).toEqual({ amount: '12000', use_points: false, currency: 'GBP' });
    // Another currency is another price: asked again.
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'USD');
    await waitFor(() =>
      expect(enteredServer.mock.calls.at(-1)?.[0]).toEqual({ amount: '12000', use_points: false, currency: 'USD' }),
    );
    await waitFor(() => expect(line()).toHaveAttribute('data-state', 'ready'));
  },
};

// Every state in Simplified Chinese; the main one in Traditional Chinese.
export const EnterAnAmountZhCN = inLocale(EnterAnAmount, 'zh-CN');
export const LoadingZhCN = inLocale(Loading, 'zh-CN');
export const ReadyZhCN = inLocale(Ready, 'zh-CN');
export const ReadyWithPointsZhCN = inLocale(ReadyWithPoints, 'zh-CN');
export const FailedZhCN = inLocale(Failed, 'zh-CN', {
  state: { status: 'error', message: '估算加载失败，您输入的金额已保留。' },
});
export const TypingAsksTheServerZhCN = inLocale(TypingAsksTheServer, 'zh-CN');
export const ReadyZhTW = inLocale(Ready, 'zh-TW');
