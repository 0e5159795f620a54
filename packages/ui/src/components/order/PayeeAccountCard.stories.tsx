import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { inLocale, storyText } from '../../stories/storyLocale';
import { payeeMessages } from './payeeMessages';
import { reviewedAccount, uclAccount } from './orderFixtures';
import { PayeeAccountCard } from './PayeeAccountCard';

const meta = {
  title: 'Components/Order/PayeeAccountCard',
  component: PayeeAccountCard,
  args: { account: uclAccount(), countryName: 'United Kingdom', onPay: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'One payee account of an institution (the /select_account page, spec 001 section 2): beneficiary name, currency, paying-to country (`countryName` in the page language, else the alpha-3 code), bank and the purposes it takes (worded by the server), a review note when orders need the payment specialist first, a demo badge for demo data, and Make Payment (`onPay(account)`). The button is described by the account name, so a list of cards is told apart by a screen reader.',
      },
    },
  },
} satisfies Meta<typeof PayeeAccountCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyText(payeeMessages, globals);
    const card = canvas.getByRole('article', { name: 'UNIVERSITY COLLEGE LONDON' });
    await expect(card).toHaveTextContent('GBP');
    await expect(card).toHaveTextContent(args.countryName!);
    await expect(card).toHaveTextContent(t('payee.demo'));
    for (const purpose of args.account.purposes) await expect(canvas.getByText(purpose.label)).toBeVisible();
    const pay = canvas.getByRole('button', { name: t('payee.pay') });
    await expect(pay).toHaveAccessibleDescription('UNIVERSITY COLLEGE LONDON');
    await expect(canvas.queryByText(t('payee.review'))).toBeNull();
    // Keyboard: Tab reaches Make Payment, Enter pays this account.
    await userEvent.tab();
    await expect(pay).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await expect(args.onPay).toHaveBeenCalledWith(args.account);
  },
};
export const DefaultZhCN = inLocale(Default, 'zh-CN', { account: uclAccount('zh-CN'), countryName: '英国' });
export const DefaultZhTW = inLocale(Default, 'zh-TW', { account: uclAccount('zh-TW'), countryName: '英國' });

export const NeedsReview: Story = {
  args: { account: reviewedAccount(), countryName: undefined },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(payeeMessages, globals);
    await expect(canvas.getByText(t('payee.review'))).toBeVisible();
    // No country name given: the code stands; not demo data: no badge.
    await expect(canvas.getByRole('article')).toHaveTextContent('AUS');
    await expect(canvas.queryByText(t('payee.demo'))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('payee.pay') }));
    await expect(args.onPay).toHaveBeenCalledWith(args.account);
  },
};
export const NeedsReviewZhCN = inLocale(NeedsReview, 'zh-CN', { account: reviewedAccount('zh-CN') });
