import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field, getControlProps, type FieldIds } from './Field';
import { inputClassName } from './inputStyles';

/** A plain input wired to the Field the way every kit control is: spread `getControlProps`. */
function PlainInput(ids: FieldIds, state: { error?: string; required?: boolean; defaultValue?: string }) {
  return (
    <input
      type="text"
      defaultValue={state.defaultValue}
      className={inputClassName(Boolean(state.error))}
      {...getControlProps(ids, state)}
    />
  );
}

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: { label: 'Email', children: (ids) => PlainInput(ids, {}) },
  parameters: {
    docs: {
      description: {
        component:
          '`Field` lays out a label, a required mark, a hint and an error around ONE control, which it renders through its `children(ids)` function. Spread `getControlProps(ids, { error, required })` on the control: it sets the `id` the label points at, `aria-describedby` (hint, then error), `aria-invalid` and `aria-required`. `Field` holds no value and has no callbacks; the control inside it is controlled or not as it likes. `required` adds a visible `*` and a spoken "(required)" to the label.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('payer@example.com');
    await expect(input).toHaveValue('payer@example.com');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: {
    hint: 'We send the receipt to this address',
    children: (ids) => PlainInput(ids, { defaultValue: 'payer@example.com' }),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send the receipt to this address');
    await expect(input).toHaveValue('payer@example.com');
  },
};

export const Required: Story = {
  args: { required: true, children: (ids) => PlainInput(ids, { required: true }) },
  play: async ({ canvas }) => {
    // The star is decoration; the spoken mark comes from the translated "(required)".
    const input = canvas.getByRole('textbox', { name: 'Email (required)' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithError: Story = {
  args: {
    required: true,
    hint: 'We send the receipt to this address',
    error: 'Enter a valid email address',
    children: (ids) =>
      PlainInput(ids, { required: true, error: 'Enter a valid email address', defaultValue: 'payer@' }),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email (required)' });
    await expect(input).toBeInvalid();
    // Hint first, then the error: both are read with the field.
    await expect(input).toHaveAccessibleDescription('We send the receipt to this address Enter a valid email address');
    await expect(canvas.getByText('Enter a valid email address').closest('[data-slot="field"]')).toHaveAttribute(
      'data-invalid',
    );
  },
};

/** A control the kit does not ship (a textarea with a live character count), tied to the Field with the same ids. */
function RemarkControl({ ids, error }: { ids: FieldIds; error?: string }) {
  const [text, setText] = useState('');
  return (
    <div className="flex flex-col gap-1">
      <textarea
        rows={3}
        maxLength={50}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={inputClassName(Boolean(error), 'h-20 resize-none py-2')}
        {...getControlProps(ids, { error })}
      />
      <span data-testid="count" className="self-end text-xs text-fg-muted">
        {text.length} / 50
      </span>
    </div>
  );
}

export const CustomControl: Story = {
  args: {
    label: 'Remark for the school',
    hint: 'Shown on the remittance advice',
    children: (ids) => <RemarkControl ids={ids} />,
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const textarea = canvas.getByRole('textbox', { name: 'Remark for the school' });
    await expect(textarea).toHaveFocus();
    await expect(textarea).toHaveAccessibleDescription('Shown on the remittance advice');
    await userEvent.keyboard('Tuition, spring term');
    await expect(textarea).toHaveValue('Tuition, spring term');
    await expect(canvas.getByTestId('count')).toHaveTextContent('20 / 50');
  },
};

export const ErrorChinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    label: '电子邮箱',
    required: true,
    hint: '收据将发送至此邮箱',
    error: '请输入正确的邮箱地址',
    children: (ids) => PlainInput(ids, { required: true, error: '请输入正确的邮箱地址', defaultValue: 'payer@' }),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '电子邮箱 (必填)' });
    await expect(input).toHaveAccessibleDescription('收据将发送至此邮箱 请输入正确的邮箱地址');
    await expect(input).toBeInvalid();
  },
};

export const ErrorTraditional: Story = {
  globals: { locale: 'zh-TW' },
  args: {
    label: '電子郵件',
    required: true,
    error: '請輸入正確的電子郵件地址',
    children: (ids) => PlainInput(ids, { required: true, error: '請輸入正確的電子郵件地址', defaultValue: 'payer@' }),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '電子郵件 (必填)' });
    await expect(input).toHaveAccessibleDescription('請輸入正確的電子郵件地址');
  },
};
