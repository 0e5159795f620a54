import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inLocale, storyText } from '../../stories/storyLocale';
import { orderHelpMessages } from './orderHelpMessages';
import { PaymentReferenceSample } from './PaymentReferenceSample';

const meta = {
  title: 'Components/Order/PaymentReferenceSample',
  component: PaymentReferenceSample,
  decorators: [
    (Story) => (
      // Viewport-high: the screenshot of the page holds the centred modal.
      <div className="flex max-w-md flex-col gap-2 p-4" style={{ minHeight: 'calc(100vh - 2rem)' }}>
        <label className="text-sm font-medium text-fg" htmlFor="reference">
          Payment reference
        </label>
        <input id="reference" className="rounded-md border border-line px-3 py-2" />
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The payment-reference sample modal (spec 001 section 2), opened from its link beside the reference field: what a payment reference is, where to find it, and a sample bill with the reference to type. Escape or "Got it" closes the modal only; focus returns to the link.',
      },
    },
  },
} satisfies Meta<typeof PaymentReferenceSample>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

export const Link: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(orderHelpMessages, globals);
    await expect(canvas.getByRole('button', { name: t('reference.open') })).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

export const Open: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(orderHelpMessages, globals);
    await userEvent.click(canvas.getByRole('button', { name: t('reference.open') }));
    const modal = await dialog();
    await expect(modal).toHaveAccessibleName(t('reference.title'));
    await expect(within(modal).getByText('20567 100123456 ZHANG SAN')).toBeVisible();
  },
};

export const EscapeReturnsToTheLink: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(orderHelpMessages, globals);
    const link = canvas.getByRole('button', { name: t('reference.open') });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(link).toHaveFocus();
    // The field typed in before stays as it was.
    await expect(canvas.getByRole('textbox')).toHaveValue('');
  },
};

export const LinkZhCN = inLocale(Link, 'zh-CN');
export const OpenZhCN = inLocale(Open, 'zh-CN');
export const EscapeReturnsToTheLinkZhCN = inLocale(EscapeReturnsToTheLink, 'zh-CN');
export const OpenZhTW = inLocale(Open, 'zh-TW');
