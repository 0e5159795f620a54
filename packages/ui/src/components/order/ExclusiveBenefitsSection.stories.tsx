import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inLocale, storyText } from '../../stories/storyLocale';
import { ExclusiveBenefitsSection, type ExclusiveBenefitsSectionProps } from './ExclusiveBenefitsSection';
import { orderHelpMessages } from './orderHelpMessages';

const meta = {
  title: 'Components/Order/ExclusiveBenefitsSection',
  component: ExclusiveBenefitsSection,
  args: {
    points: { balance: 247, max_per_order: 200 },
    usePoints: { checked: false, onChange: fn() },
    applied: null,
  },
  decorators: [
    (Story) => (
      // Viewport-high: the screenshot of the page holds the centred points-rules modal.
      <div className="max-w-xl p-4" style={{ minHeight: 'calc(100vh - 2rem)' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The Exclusive Benefits section of the order form (spec 001 sections 2 and 9): the points balance (`/user/user_config`), "use points for cash" (at most 200 an order, 1 point = 1.00 RMB; the server applies both), what the server says the points take off, the points-rules modal, and where coupons are chosen (the payment page: a coupon belongs to a placed order).',
      },
    },
  },
} satisfies Meta<typeof ExclusiveBenefitsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the checkbox's state as the order form does. */
function Controlled(props: ExclusiveBenefitsSectionProps) {
  const [checked, setChecked] = useState(props.usePoints.checked);
  return (
    <ExclusiveBenefitsSection
      {...props}
      usePoints={{
        checked,
        onChange: (next) => {
          setChecked(next);
          props.usePoints.onChange(next);
        },
      }}
    />
  );
}

export const WithPoints: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args, globals }) => {
    const t = storyText(orderHelpMessages, globals);
    await expect(canvas.getByRole('region', { name: t('benefits.title') })).toBeInTheDocument();
    await expect(canvas.getByText(t('benefits.balance', { points: 247 }))).toBeVisible();
    const use = canvas.getByRole('checkbox', { name: t('benefits.usePoints') });
    await expect(use).toHaveAccessibleDescription(t('benefits.usePoints.hint', { max: 200 }));
    await userEvent.click(use);
    await expect(args.usePoints.onChange).toHaveBeenCalledWith(true);
  },
};

export const PointsApplied: Story = {
  args: { usePoints: { checked: true, onChange: fn() }, applied: { points: 200, amount: '¥200.00' } },
  play: async ({ canvas, globals }) => {
    const t = storyText(orderHelpMessages, globals);
    await expect(canvas.getByText(t('benefits.applied', { points: 200, amount: '¥200.00' }))).toBeVisible();
  },
};

export const NoPoints: Story = {
  args: { points: null },
  play: async ({ canvas, globals }) => {
    const t = storyText(orderHelpMessages, globals);
    await expect(canvas.getByText(t('benefits.none'))).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const LoadingPoints: Story = {
  args: { points: 'loading' },
  play: async ({ canvas, globals }) => {
    const t = storyText(orderHelpMessages, globals);
    await expect(canvas.getByText(t('benefits.balanceLoading'))).toBeVisible();
  },
};

export const PointsRules: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(orderHelpMessages, globals);
    const link = canvas.getByRole('button', { name: t('benefits.rules.open') });
    await userEvent.click(link);
    const modal = await within(document.body).findByRole('dialog', { name: t('benefits.rules.title') });
    await expect(within(modal).getByText(t('benefits.rules.max'))).toBeVisible();
  },
};

export const PointsRulesEscape: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(orderHelpMessages, globals);
    const link = canvas.getByRole('button', { name: t('benefits.rules.open') });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(link).toHaveFocus();
  },
};

export const WithPointsZhCN = inLocale(WithPoints, 'zh-CN');
export const PointsAppliedZhCN = inLocale(PointsApplied, 'zh-CN');
export const NoPointsZhCN = inLocale(NoPoints, 'zh-CN');
export const LoadingPointsZhCN = inLocale(LoadingPoints, 'zh-CN');
export const PointsRulesZhCN = inLocale(PointsRules, 'zh-CN');
export const PointsRulesZhTW = inLocale(PointsRules, 'zh-TW');
