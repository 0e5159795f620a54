import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PhoneField, type PhoneCode, type PhoneValue } from './PhoneField';

const codesEn: PhoneCode[] = [
  { tel_code: '+86', tel_name: 'Chinese Mainland' },
  { tel_code: '+852', tel_name: 'Hong Kong' },
  { tel_code: '+853', tel_name: 'Macao' },
  { tel_code: '+1', tel_name: 'US / Canada' },
  { tel_code: '+44', tel_name: 'United Kingdom' },
];

const codesZhCN: PhoneCode[] = [
  { tel_code: '+86', tel_name: '中国大陆' },
  { tel_code: '+852', tel_name: '中国香港' },
  { tel_code: '+853', tel_name: '中国澳门' },
  { tel_code: '+886', tel_name: '中国台湾' },
];

const codesZhTW: PhoneCode[] = [
  { tel_code: '+886', tel_name: '台灣' },
  { tel_code: '+852', tel_name: '香港' },
  { tel_code: '+853', tel_name: '澳門' },
  { tel_code: '+86', tel_name: '中國大陸' },
];

const meta = {
  title: 'Primitives/PhoneField',
  component: PhoneField,
  args: { label: 'Mobile number', codes: codesEn, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Area code and number in one `Field`. `codes` (`{ tel_code, tel_name }[]`, as the API names them) come in by props. The value is `{ tel_code, phone }`: controlled with `value` + `onChange(value)` (called with the whole value when either part changes), or uncontrolled with `defaultValue` (default: the first code, empty number). The code is a native `<select>` named "Area code"; the Field label names the number (`type="tel"`, `inputMode="numeric"`, non-digits dropped) and the `role="group"` around both. `hint` and `error` describe the number input. A code missing from `codes` is still shown. No callback is awaited.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Mobile number' })).toBeInTheDocument();
    // The keyboard reaches the area code first, then the number.
    await userEvent.tab();
    const code = canvas.getByRole('combobox', { name: 'Area code' });
    await expect(code).toHaveFocus();
    await expect(code).toHaveValue('+86');
    await userEvent.selectOptions(code, '+852');
    await expect(args.onChange).toHaveBeenLastCalledWith({ tel_code: '+852', phone: '' });
    await userEvent.tab();
    const number = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(number).toHaveFocus();
    await expect(number).toHaveAttribute('type', 'tel');
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await userEvent.keyboard('9123-4567');
    await expect(number).toHaveValue('91234567');
    await expect(args.onChange).toHaveBeenLastCalledWith({ tel_code: '+852', phone: '91234567' });
  },
};

export const Filled: Story = {
  args: { defaultValue: { tel_code: '+44', phone: '7700900123' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Area code' })).toHaveDisplayValue('+44 United Kingdom');
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('7700900123');
  },
};

export const WithHint: Story = {
  args: { hint: 'We send a verification code by SMS' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      'We send a verification code by SMS',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Mobile number (required)' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Mobile number (required)' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const WithError: Story = {
  args: {
    required: true,
    hint: 'We send a verification code by SMS',
    error: 'Enter a valid mobile number',
    defaultValue: { tel_code: '+86', phone: '1380013' },
  },
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: 'Mobile number (required)' });
    await expect(number).toBeInvalid();
    await expect(number).toHaveAccessibleDescription('We send a verification code by SMS Enter a valid mobile number');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { tel_code: '+86', phone: '13800138000' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Area code' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toBeDisabled();
  },
};

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [value, setValue] = useState<PhoneValue>({ tel_code: '+1', phone: '' });
    return (
      <div className="flex flex-col gap-2">
        <PhoneField {...args} value={value} onChange={setValue} />
        <output aria-label="Value">{`${value.tel_code} ${value.phone}`}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '2025550143');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Area code' }), '+44');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('+44 2025550143');
  },
};

export const CodeNotInList: Story = {
  args: { defaultValue: { tel_code: '+65', phone: '81234567' } },
  play: async ({ canvas }) => {
    // A saved number from a code the list no longer offers is shown as it is, not moved to another country.
    await expect(canvas.getByRole('combobox', { name: 'Area code' })).toHaveValue('+65');
    await expect(canvas.getByRole('combobox', { name: 'Area code' })).toHaveDisplayValue('+65');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    label: '手机号码',
    codes: codesZhCN,
    required: true,
    error: '请输入正确的手机号码',
    defaultValue: { tel_code: '+86', phone: '138' },
  },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('combobox', { name: '区号' });
    await userEvent.selectOptions(code, '+853');
    await expect(code).toHaveDisplayValue('+853 中国澳门');
    const number = canvas.getByRole('textbox', { name: '手机号码 (必填)' });
    await expect(number).toHaveAccessibleDescription('请输入正确的手机号码');
  },
};

export const Traditional: Story = {
  globals: { locale: 'zh-TW' },
  args: { label: '手機號碼', codes: codesZhTW, hint: '我們將以簡訊傳送驗證碼' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '區號' })).toHaveDisplayValue('+886 台灣');
    await userEvent.type(canvas.getByRole('textbox', { name: '手機號碼' }), '0912 345 678');
    await expect(canvas.getByRole('textbox', { name: '手機號碼' })).toHaveValue('0912345678');
  },
};
