import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Tabs on Radix, in parts: `Tabs`, `TabsList` (give it an `aria-label`), `TabsTrigger` (`value`, `disabled`) and `TabsContent` (`value`). ' +
          'Controlled with `value` + `onValueChange(value)` (called synchronously when a tab is chosen; nothing is awaited), or uncontrolled with `defaultValue`. ' +
          '`orientation` is `horizontal` (Left/Right arrows) or `vertical` (Up/Down). Arrow keys move focus and select at once, skipping disabled tabs; Home and End jump to the ends. Triggers and panels carry `data-state="active|inactive"`.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

function MethodTabs(props: Parameters<typeof Tabs>[0] & { disableCard?: boolean }) {
  const { disableCard, ...rest } = props;
  return (
    <Tabs {...rest}>
      <TabsList aria-label="Payment method">
        <TabsTrigger value="bank">Bank transfer</TabsTrigger>
        <TabsTrigger value="card" disabled={disableCard}>
          Card
        </TabsTrigger>
        <TabsTrigger value="alipay">Alipay</TabsTrigger>
      </TabsList>
      <TabsContent value="bank">
        Pay from any bank account in China. The transfer arrives in 1 to 2 working days.
      </TabsContent>
      <TabsContent value="card">Visa, Mastercard and UnionPay cards are accepted.</TabsContent>
      <TabsContent value="alipay">Scan the code with Alipay to pay at once.</TabsContent>
    </Tabs>
  );
}

export const Default: Story = {
  args: { defaultValue: 'bank' },
  render: (args) => <MethodTabs {...args} />,
  play: async ({ canvas, args }) => {
    const bank = canvas.getByRole('tab', { name: 'Bank transfer' });
    await expect(canvas.getByRole('tablist', { name: 'Payment method' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    await expect(bank).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Pay from any bank account');

    // Tab enters the list on the selected tab; arrows move and select.
    await userEvent.tab();
    await expect(bank).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const card = canvas.getByRole('tab', { name: 'Card' });
    await expect(card).toHaveFocus();
    await expect(card).toHaveAttribute('data-state', 'active');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('card');
    await expect(canvas.getByRole('tabpanel', { name: 'Card' })).toHaveTextContent('Visa, Mastercard and UnionPay');

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Alipay' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(bank).toHaveFocus(); // wraps around
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Alipay' })).toHaveAttribute('aria-selected', 'true');

    // The next Tab goes to the panel, not to the other tabs.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Alipay' })).toHaveFocus();
  },
};

function ControlledTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const [value, setValue] = useState('card');
  return (
    <div className="flex flex-col gap-4">
      <MethodTabs
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
      <p>
        <Button variant="link" onClick={() => setValue('alipay')}>
          Use Alipay instead
        </Button>
      </p>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTabs onValueChange={args.onValueChange} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'true');
    // The parent changes the value: the tabs follow, and onValueChange is not called for it.
    await userEvent.click(canvas.getByRole('button', { name: 'Use Alipay instead' }));
    await expect(canvas.getByRole('tab', { name: 'Alipay' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('tab', { name: 'Bank transfer' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('bank');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Pay from any bank account');
  },
};

export const DisabledTab: Story = {
  args: { defaultValue: 'bank' },
  render: (args) => <MethodTabs {...args} disableCard />,
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('tab', { name: 'Card' });
    await expect(card).toBeDisabled();

    // Arrow keys skip the disabled tab.
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Bank transfer' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Alipay' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('alipay');

    // A click does not select it either.
    await userEvent.click(card);
    await expect(card).toHaveAttribute('aria-selected', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalledWith('card');
  },
};

export const Vertical: Story = {
  args: { defaultValue: 'bank', orientation: 'vertical' },
  render: (args) => <MethodTabs {...args} />,
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('tablist');
    await expect(list).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Card' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('card');
    // Left/Right do nothing in a vertical list.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Card' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('tab', { name: 'Bank transfer' })).toHaveAttribute('data-state', 'active');
    // Tabs stack above one another, beside the panel.
    const [first, second] = canvas.getAllByRole('tab');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().top);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { defaultValue: 'upload' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="材料提交方式">
        <TabsTrigger value="upload">上传文件</TabsTrigger>
        <TabsTrigger value="photo">拍照上传</TabsTrigger>
        <TabsTrigger value="later">稍后补交</TabsTrigger>
      </TabsList>
      <TabsContent value="upload">支持 PDF、JPG、PNG 格式，单个文件不超过 10 MB。</TabsContent>
      <TabsContent value="photo">请在光线充足处拍摄录取通知书。</TabsContent>
      <TabsContent value="later">您可以在订单详情页补交材料。</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '拍照上传' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('photo');
    await expect(canvas.getByRole('tabpanel', { name: '拍照上传' })).toHaveTextContent(
      '请在光线充足处拍摄录取通知书。',
    );
  },
};
