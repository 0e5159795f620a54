import { useState, type FormEvent, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { TextField } from './TextField';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  parameters: {
    docs: {
      description: {
        component:
          'A modal dialog on Radix, in parts: `Dialog` (state), `DialogTrigger`, `DialogContent` (portal, overlay, panel and a close button named "Close" in the active locale), `DialogHeader`, `DialogTitle`, `DialogDescription`, `DialogFooter`, `DialogClose`. ' +
          'Controlled with `open` + `onOpenChange(open)` (called with `false` on Escape, overlay click or a close button), or uncontrolled with `defaultOpen`. Nothing is awaited: a form inside submits and closes the dialog itself. ' +
          "`DialogContent` takes `size` (`sm`, `md`, `lg`, mirrored to `data-size`), `hideClose`, and `container`: by default it portals into the nearest `.edupay-root`, so the provider's theme variables and `lang` reach it. " +
          'Focus moves into the dialog on open, is trapped while open, and returns to the trigger on close. Parts carry `data-state="open|closed"`.',
      },
    },
  },
  // The screenshot is of document.body, which is only as tall as its content: make the page exactly
  // one viewport tall (less the preview's p-4) so the fixed overlay and the centred panel are inside
  // it whatever the test frame's size. Inline style, not a class: Tailwind does not scan story files
  // (styles.css excludes them), so a class used only here would not exist.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 'calc(100vh - 2rem)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

function PaymentDialog({
  trigger = true,
  size,
  children,
  ...props
}: { trigger?: boolean; size?: DialogContentProps['size']; children?: ReactNode } & Parameters<typeof Dialog>[0]) {
  return (
    <Dialog {...props}>
      {trigger ? (
        <DialogTrigger asChild>
          <Button>Review payment</Button>
        </DialogTrigger>
      ) : null}
      <DialogContent size={size}>
        <DialogHeader>
          <DialogTitle>Confirm payment</DialogTitle>
          <DialogDescription>You are paying the tuition deposit to the University of Melbourne.</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button>Pay now</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export const ClosedWithTrigger: Story = {
  render: () => <PaymentDialog />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Review payment' });
    await expect(trigger).toHaveAttribute('data-state', 'closed');
    await expect(body().queryByRole('dialog')).toBeNull();

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await body().findByRole('dialog', { name: 'Confirm payment' });
    await expect(dialog).toHaveAccessibleDescription(
      'You are paying the tuition deposit to the University of Melbourne.',
    );
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // Tab stays inside the dialog: Cancel, Pay now, Close, then back to Cancel.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-state', 'closed');
  },
};

export const Open: Story = {
  render: () => <PaymentDialog defaultOpen />,
  play: async ({ canvasElement }) => {
    const dialog = await body().findByRole('dialog', { name: 'Confirm payment' });
    await expect(dialog).toHaveAttribute('data-size', 'md');
    await expect(dialog).toHaveAttribute('lang', 'en');
    await expect(dialog).toHaveClass('edupay-portal');
    // Portalled into the provider's root (not into body), so the theme's CSS variables reach it.
    await expect(dialog.closest('.edupay-root')).toBe(canvasElement.querySelector('.edupay-root'));
    await expect(document.querySelector('[data-slot="dialog-overlay"]')).toHaveAttribute('data-state', 'open');
  },
};

const submitted = fn();

function FormDialog({
  onSubmit,
  onOpenChange,
}: {
  onSubmit: (name: string) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(name);
    change(false);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button>Add payer</Button>
      </DialogTrigger>
      <DialogContent>
        <form style={{ display: 'flex', flexDirection: 'column', gap: 16 }} onSubmit={submit}>
          <DialogHeader>
            <DialogTitle>Add a payer</DialogTitle>
            <DialogDescription>The payer receives the receipt by SMS.</DialogDescription>
          </DialogHeader>
          <TextField label="Payer name" required value={name} onChange={setName} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit">Save</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export const WithFormControlled: Story = {
  args: { onOpenChange: fn() },
  render: (args) => <FormDialog onOpenChange={args.onOpenChange ?? (() => {})} onSubmit={submitted} />,
  play: async ({ canvas, args }) => {
    submitted.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Add payer' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    const dialog = await body().findByRole('dialog', { name: 'Add a payer' });
    const input = within(dialog).getByRole('textbox', { name: 'Payer name (required)' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('Wang Fang{Enter}');
    await expect(submitted).toHaveBeenCalledWith('Wang Fang');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // Reopen and cancel from the footer: onOpenChange(false), nothing submitted.
    await userEvent.keyboard('{Enter}');
    const again = await body().findByRole('dialog');
    await expect(within(again).getByRole('textbox')).toHaveValue('Wang Fang');
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(submitted).toHaveBeenCalledTimes(1);

    // Leave it open with the form showing for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Add payer' }));
    await body().findByRole('dialog');
  },
};

const terms = Array.from({ length: 14 }, (_, i) => (
  <p key={i} style={{ fontSize: 14 }}>
    {i + 1}. The payer confirms that the fee shown is the amount the institution charges, and that EduPay transfers it
    to the institution in its local currency at the quoted rate.
  </p>
));

export const LongContentScrolls: Story = {
  render: () => (
    <PaymentDialog defaultOpen>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>{terms}</div>
    </PaymentDialog>
  ),
  play: async () => {
    const dialog = await body().findByRole('dialog');
    // The panel never outgrows the viewport; its content scrolls instead.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight - 32);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    // Tabbing to the footer scrolls it into view.
    const pay = within(dialog).getByRole('button', { name: 'Pay now' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    pay.focus();
    await expect(pay).toHaveFocus();
    await waitFor(() => expect(dialog.scrollTop).toBeGreaterThan(0));
    // A fixed scroll position for a stable screenshot.
    dialog.scrollTop = 0;
  },
};

function sizeStory(size: 'sm' | 'md' | 'lg', width: number): Story {
  return {
    render: () => <PaymentDialog defaultOpen size={size} />,
    play: async () => {
      const dialog = await body().findByRole('dialog');
      await expect(dialog).toHaveAttribute('data-size', size);
      await expect(dialog.getBoundingClientRect().width).toBe(width);
    },
  };
}

export const SizeSmall = sizeStory('sm', 384);
export const SizeMedium = sizeStory('md', 512);
export const SizeLarge = sizeStory('lg', 672);

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  render: () => (
    <Dialog defaultOpen>
      <DialogTrigger asChild>
        <Button>查看付款</Button>
      </DialogTrigger>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>确认支付</DialogTitle>
          <DialogDescription>您将向墨尔本大学支付学费定金。</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">取消</Button>
          </DialogClose>
          <Button>立即支付</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    const dialog = await body().findByRole('dialog', { name: '确认支付' });
    await expect(dialog).toHaveAttribute('lang', 'zh-CN');
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const trigger = canvas.getByRole('button', { name: '查看付款' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByRole('dialog', { name: '确认支付' })).toHaveAttribute('data-state', 'open');
  },
};

export const PartnerTheme: Story = {
  globals: { theme: 'partner' },
  render: () => <PaymentDialog defaultOpen />,
  play: async () => {
    const dialog = await body().findByRole('dialog');
    // Only CSS variables change: the portalled dialog sits inside the themed root, so it takes the partner's green and corners.
    await expect(getComputedStyle(within(dialog).getByRole('button', { name: 'Pay now' })).backgroundColor).toBe(
      'rgb(11, 110, 79)',
    );
    await expect(getComputedStyle(dialog).borderTopLeftRadius).toBe('4px');
  },
};
