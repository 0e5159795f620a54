import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { useToast, type ToastOptions } from './Toast';
import { liveRegion } from '../stories/liveRegion';

function ToastDemo({ messages }: { messages: Array<[string, ToastOptions?]> }) {
  const toast = useToast();
  return <Button onClick={() => messages.forEach(([text, options]) => toast.show(text, options))}>Show</Button>;
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastDemo,
  parameters: {
    docs: {
      description: {
        component:
          "`useToast().show(message, { tone, duration })` queues a message (2000 ms by default, one at a time). The toast is the visual part only: each message is spoken through `EduPayProvider`'s always-present live regions (polite; assertive for the error tone).",
      },
    },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toast on screen (visual only) and the kit's live regions that speak it. */
const region = () => document.querySelector<HTMLElement>('[data-slot="toast-viewport"]')!;

export const EmptyRegion: Story = {
  args: { messages: [] },
  play: async () => {
    // The live regions exist before any message: regions created with their text are not announced.
    await expect(region()).toBeEmptyDOMElement();
    await expect(region()).not.toHaveAttribute('aria-live');
    await expect(liveRegion('polite')).toBeEmptyDOMElement();
    await expect(liveRegion('polite')).toHaveAttribute('aria-live', 'polite');
    await expect(liveRegion('assertive')).toHaveAttribute('aria-live', 'assertive');
  },
};

export const Queue: Story = {
  args: {
    messages: [
      ['Code sent', { duration: 300 }],
      ['Submitted', { tone: 'success', duration: Infinity }],
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(region()).toHaveTextContent('Code sent');
    await waitFor(() => expect(liveRegion('polite')).toHaveTextContent('Code sent'));
    await expect(region()).not.toHaveTextContent('Submitted');
    // The second waits for the first to time out.
    await waitFor(() => expect(region()).toHaveTextContent('Submitted'), { timeout: 2000 });
    await waitFor(() => expect(liveRegion('polite')).toHaveTextContent('Submitted'));
  },
};

export const ErrorTone: Story = {
  globals: { locale: 'zh-CN' },
  args: { messages: [['网络连接异常', { tone: 'error', duration: Infinity }]] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    const toast = within(region()).getByText('网络连接异常').closest('[data-slot="toast"]');
    await expect(toast).toHaveAttribute('data-tone', 'error');
    // An error toast interrupts: it is spoken through the assertive region.
    await waitFor(() => expect(liveRegion('assertive')).toHaveTextContent('网络连接异常'));
  },
};

export const DismissByKeyboard: Story = {
  args: { messages: [['Copied', { duration: Infinity }]] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await userEvent.tab();
    await expect(within(region()).getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(region()).toBeEmptyDOMElement();
  },
};
