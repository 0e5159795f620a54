import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Make a payment', onClick: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "The one button of the kit. `variant` and `size` are mirrored to `data-variant` and `data-size`. `loading` keeps the button focusable but ignores clicks and marks it busy; `loadingLabel` (the caller's language) is read after the label. `asChild` renders a link (or router Link) with the button's look. The primitive reads no context.",
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Make a payment' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Danger' })).toHaveAttribute('data-variant', 'danger');
    await expect(canvas.getByRole('button', { name: 'Link' })).toHaveAttribute('data-variant', 'link');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Small' });
    const large = canvas.getByRole('button', { name: 'Large' });
    await expect(small.getBoundingClientRect().height).toBeLessThan(large.getBoundingClientRect().height);
  },
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Loading', children: 'Submitting' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Submitting/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName('Submitting Loading');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingChinese: Story = {
  args: { loading: true, loadingLabel: '加载中', children: '提交中' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName('提交中 加载中');
  },
};

/** A link that looks like a button: the anchor itself gets the classes and data attributes (Radix Slot), no nested button. */
export const AsChildLink: Story = {
  render: (args) => (
    <Button {...args} asChild variant="secondary">
      <a href="#start">Start a payment</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Start a payment' });
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(link).toHaveAttribute('data-variant', 'secondary');
    await expect(link).toHaveAttribute('href', '#start');
    await expect(link).not.toHaveAttribute('type');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const PartnerTheme: Story = {
  globals: { theme: 'partner' },
  render: (args) => (
    <div className="flex gap-3">
      <Button {...args}>Pay now</Button>
      <Button {...args} variant="secondary">
        Details
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    // The partner theme only overrides CSS variables; the same build shows the partner's green.
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Pay now' })).backgroundColor).toBe(
      'rgb(11, 110, 79)',
    );
  },
};
