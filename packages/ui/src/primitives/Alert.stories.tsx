import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Alert } from './Alert';
import { Button } from './Button';
import { liveRegion } from '../stories/liveRegion';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { onDismiss: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A message that stays in the page. `tone` is `info`, `success`, `warning` or `error` (mirrored to `data-tone`, with an icon per tone). `title`, `description` and `action` (any control, e.g. a link Button) are optional. ' +
          '`dismissible` adds a close button (named "Close" in the active locale, described by the title); closing hides the alert and calls `onDismiss()` (synchronous, not awaited). ' +
          "Not a live region itself: its text is spoken through the kit's live regions when it appears, assertive for the error tone (read at once), polite for the others.",
      },
    },
  },
  // Inline styles for story-only layout: Tailwind does not scan story files.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 512 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

// The alert is found by its slot; what it says goes to the kit's live region of its tone.
const findAlert = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="alert"]');

export const Info: Story = {
  args: {
    tone: 'info',
    title: 'Exchange rate locked',
    description: 'The quoted rate is held for 30 minutes after you confirm the order.',
  },
  play: async ({ canvasElement, canvas }) => {
    const alert = findAlert(canvasElement);
    await expect(alert).not.toHaveAttribute('role');
    await expect(alert).toHaveAttribute('data-tone', 'info');
    await expect(alert).toHaveTextContent('Exchange rate locked');
    await waitFor(() => expect(liveRegion('polite')).toHaveTextContent('Exchange rate locked The quoted rate is held'));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Payment received', description: 'We sent the receipt to 138 0013 8000.' },
  play: async ({ canvasElement }) => {
    const alert = findAlert(canvasElement);
    await expect(alert).toHaveAttribute('data-tone', 'success');
    await waitFor(() => expect(liveRegion('polite')).toHaveTextContent('Payment received'));
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    description: 'Your passport expires within 6 months. Some institutions ask for a valid passport.',
  },
  play: async ({ canvasElement }) => {
    const alert = findAlert(canvasElement);
    await expect(alert).toHaveAttribute('data-tone', 'warning');
    // Without a title there is no title element; the description alone carries the message.
    await expect(alert?.querySelector('[data-slot="alert-title"]')).toBeNull();
  },
};

export const ErrorTone: Story = {
  args: {
    tone: 'error',
    title: 'Payment declined',
    description: 'Your bank declined the transfer. No money has left your account.',
  },
  play: async ({ canvasElement }) => {
    // Assertive: a failure is announced at once, through the kit's assertive region.
    const alert = findAlert(canvasElement);
    await expect(alert).toHaveAttribute('data-tone', 'error');
    await waitFor(() => expect(liveRegion('assertive')).toHaveTextContent('Payment declined Your bank declined'));
    await expect(liveRegion('polite')).not.toHaveTextContent('Payment declined');
  },
};

export const Dismissible: Story = {
  args: {
    tone: 'info',
    title: 'New institutions added',
    description: 'You can now pay 120 more universities in Canada.',
    dismissible: true,
  },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12 }}>
      <Alert {...args} />
      <Button variant="secondary">Next</Button>
    </div>
  ),
  play: async ({ canvasElement, canvas, args }) => {
    const close = canvas.getByRole('button', { name: 'Close' });
    await expect(close).toHaveAccessibleDescription('New institutions added');
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(findAlert(canvasElement)).toBeNull();
  },
};

const retry = fn();

export const WithAction: Story = {
  args: {
    tone: 'error',
    title: 'Upload failed',
    description: 'admission-letter.pdf could not be uploaded.',
  },
  render: (args) => (
    <Alert
      {...args}
      action={
        <Button size="sm" variant="secondary" onClick={retry}>
          Retry
        </Button>
      }
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    retry.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalledTimes(1);
    await expect(findAlert(canvasElement)).toContainElement(canvas.getByRole('button', { name: 'Retry' }));
  },
};

/** On a phone (360 px) two buttons go under the text: the text keeps its width, never a word per line. */
export const ActionOnAPhone: Story = {
  args: {
    tone: 'success',
    title: 'Order EP2026120700042 submitted',
    description: 'Upload the documents it needs next; you can also find it in My Orders.',
  },
  render: (args) => (
    <div style={{ width: 360 }}>
      <Alert
        {...args}
        action={
          <span className="flex flex-wrap gap-2">
            <Button size="sm">Upload documents</Button>
            <Button size="sm" variant="secondary">
              My Orders
            </Button>
          </span>
        }
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const alert = findAlert(canvasElement)!;
    const body = alert.querySelector('[data-slot="alert-body"]')!.getBoundingClientRect();
    const action = alert.querySelector('[data-slot="alert-action"]')!.getBoundingClientRect();
    await expect(action.top).toBeGreaterThanOrEqual(body.bottom);
    await expect(body.width).toBeGreaterThan(250);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    tone: 'warning',
    title: '汇率即将更新',
    description: '当前报价将在 10 分钟后失效，请尽快完成支付。',
    dismissible: true,
  },
  play: async ({ canvasElement, canvas, args }) => {
    const close = canvas.getByRole('button', { name: '关闭' });
    await expect(close).toHaveAccessibleDescription('汇率即将更新');
    await expect(findAlert(canvasElement)).toHaveAttribute('data-tone', 'warning');
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

export const Traditional: Story = {
  globals: { locale: 'zh-TW' },
  args: { tone: 'success', title: '付款成功', description: '收據已寄送至您的電子郵件。', dismissible: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('button', { name: '關閉' })).toHaveAccessibleDescription('付款成功');
    await expect(findAlert(canvasElement)).toHaveAttribute('data-tone', 'success');
  },
};
