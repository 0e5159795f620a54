import { useState } from 'react';
import { PRICE_CHANGE_WINDOW_HOURS } from '@edupay/forms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from '../../primitives/Checkbox';
import { inLocale, storyText } from '../../stories/storyLocale';
import { OrderAgreementDialog } from './OrderAgreementDialog';
import { orderHelpMessages } from './orderHelpMessages';
import { orderMessages } from './orderMessages';

const meta = {
  title: 'Components/Order/OrderAgreementDialog',
  component: OrderAgreementDialog,
  args: { onAccept: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The order form\'s agreement modal (spec 001 sections 2, 4 and 9): the payment advisory agreement and the price-change agreement, opened from the link beside the agreement checkbox. "I agree" calls `onAccept` (the form ticks the box) and closes; Close or Escape leaves the box as it was. Focus returns to the link.',
      },
    },
  },
} satisfies Meta<typeof OrderAgreementDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As in the order form: the checkbox, and the link to the terms under it. */
function WithCheckbox({ onAccept, label }: { onAccept: () => void; label: string }) {
  const [agreed, setAgreed] = useState(false);
  return (
    // Viewport-high: the screenshot of the page holds the centred modal.
    <div className="flex max-w-xl flex-col gap-1 p-4" style={{ minHeight: 'calc(100vh - 2rem)' }}>
      <Checkbox label={label} checked={agreed} onChange={setAgreed} />
      <OrderAgreementDialog
        onAccept={() => {
          setAgreed(true);
          onAccept();
        }}
      />
    </div>
  );
}

export const Link: Story = {
  render: (args, { globals }) => (
    <WithCheckbox onAccept={args.onAccept} label={storyText(orderMessages, globals)('order.agreement')} />
  ),
  play: async ({ canvas, globals }) => {
    const t = storyText(orderHelpMessages, globals);
    await expect(canvas.getByRole('button', { name: t('agreement.open') })).toBeVisible();
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
};

export const Open: Story = {
  render: (args, { globals }) => (
    <WithCheckbox onAccept={args.onAccept} label={storyText(orderMessages, globals)('order.agreement')} />
  ),
  play: async ({ canvas, globals }) => {
    const t = storyText(orderHelpMessages, globals);
    await userEvent.click(canvas.getByRole('button', { name: t('agreement.open') }));
    const modal = await within(document.body).findByRole('dialog', { name: t('agreement.title') });
    await expect(within(modal).getByRole('heading', { name: t('agreement.advisory') })).toBeVisible();
    await expect(within(modal).getByRole('heading', { name: t('agreement.price') })).toBeVisible();
    // The top-up window is the server's (PRICE_CHANGE_WINDOW_HOURS, spec 001 section 9: 4 hours).
    const change = within(modal).getByText(t('agreement.price.change', { hours: PRICE_CHANGE_WINDOW_HOURS }));
    await expect(change).toBeInTheDocument();
    await expect(change.textContent).toMatch(/within 4 hours|在 4 小时内|在 4 小時內/);
  },
};

export const AcceptByKeyboard: Story = {
  render: (args, { globals }) => (
    <WithCheckbox onAccept={args.onAccept} label={storyText(orderMessages, globals)('order.agreement')} />
  ),
  play: async ({ canvas, args, globals }) => {
    const t = storyText(orderHelpMessages, globals);
    const link = canvas.getByRole('button', { name: t('agreement.open') });
    link.focus();
    await userEvent.keyboard('{Enter}');
    const modal = await within(document.body).findByRole('dialog');
    const accept = within(modal).getByRole('button', { name: t('agreement.accept') });
    // Tab reaches "I agree" without leaving the modal.
    for (let i = 0; i < 5 && document.activeElement !== accept; i += 1) await userEvent.tab();
    await expect(accept).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(link).toHaveFocus();
  },
};

export const EscapeLeavesTheBox: Story = {
  render: (args, { globals }) => (
    <WithCheckbox onAccept={args.onAccept} label={storyText(orderMessages, globals)('order.agreement')} />
  ),
  play: async ({ canvas, args, globals }) => {
    const t = storyText(orderHelpMessages, globals);
    const link = canvas.getByRole('button', { name: t('agreement.open') });
    await userEvent.click(link);
    await within(document.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(args.onAccept).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(link).toHaveFocus();
  },
};

export const LinkZhCN = inLocale(Link, 'zh-CN');
export const OpenZhCN = inLocale(Open, 'zh-CN');
export const AcceptByKeyboardZhCN = inLocale(AcceptByKeyboard, 'zh-CN');
export const EscapeLeavesTheBoxZhCN = inLocale(EscapeLeavesTheBox, 'zh-CN');
export const OpenZhTW = inLocale(Open, 'zh-TW');
