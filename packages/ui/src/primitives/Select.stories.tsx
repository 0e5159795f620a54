import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';

const studyCountries = [
  { value: 'GB', label: 'United Kingdom' },
  { value: 'US', label: 'United States' },
  { value: 'AU', label: 'Australia' },
  { value: 'CA', label: 'Canada' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Country of study', options: studyCountries, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A labelled native `<select>` inside `Field`: the platform picker, keyboard- and screen-reader-ready, a wheel on phones. `options` is `{ value, label, disabled? }[]`. Controlled with `value` + `onChange(value)`, or uncontrolled with `defaultValue`; `''` means nothing chosen and shows the placeholder option (`placeholder`, default the locale's \"Please select\"), which cannot be chosen back. `error` and `hint` are linked with `aria-describedby`. The chevron is decoration (`aria-hidden`). No callback is awaited.",
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
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Country of study' });
    await expect(select).toHaveFocus();
    await expect(select).toHaveDisplayValue('Please select');
    await expect(canvas.getByRole('option', { name: 'Please select' })).toBeDisabled();
    await userEvent.selectOptions(select, 'AU');
    await expect(select).toHaveValue('AU');
    await expect(args.onChange).toHaveBeenLastCalledWith('AU');
    // Once chosen, the placeholder is gone.
    await expect(canvas.queryByRole('option', { name: 'Please select' })).toBeNull();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'GB' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Country of study' });
    await expect(select).toHaveDisplayValue('United Kingdom');
    await expect(select.closest('[data-slot="select"]')).toHaveAttribute('data-state', 'selected');
  },
};

export const WithHint: Story = {
  args: { hint: 'Where the school is, not where you live', placeholder: 'Choose a country' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Country of study' });
    await expect(select).toHaveAccessibleDescription('Where the school is, not where you live');
    await expect(select).toHaveDisplayValue('Choose a country');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country of study (required)' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Choose the country of your school', hint: 'Where the school is, not where you live' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Country of study (required)' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription(
      'Where the school is, not where you live Choose the country of your school',
    );
    await userEvent.selectOptions(select, 'Canada');
    await expect(args.onChange).toHaveBeenLastCalledWith('CA');
  },
};

export const DisabledOption: Story = {
  args: {
    label: 'Payment method',
    options: [
      { value: 'bank', label: 'Bank transfer' },
      { value: 'card', label: 'Card (unavailable for this amount)', disabled: true },
      { value: 'wallet', label: 'Wallet' },
    ],
    defaultValue: 'bank',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('option', { name: 'Card (unavailable for this amount)' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Payment method' })).toHaveValue('bank');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country of study' })).toBeDisabled();
  },
};

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [value, setValue] = useState('');
    return (
      <div className="flex flex-col gap-2">
        <Select {...args} value={value} onChange={setValue} />
        <output aria-label="Chosen">{value || '(none)'}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Chosen')).toHaveTextContent('(none)');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country of study' }), 'United States');
    await expect(canvas.getByLabelText('Chosen')).toHaveTextContent('US');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    label: '留学国家',
    required: true,
    error: '请选择学校所在国家',
    options: [
      { value: 'GB', label: '英国' },
      { value: 'US', label: '美国' },
      { value: 'AU', label: '澳大利亚' },
    ],
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: '留学国家 (必填)' });
    await expect(select).toHaveDisplayValue('请选择');
    await expect(select).toHaveAccessibleDescription('请选择学校所在国家');
  },
};

export const Traditional: Story = {
  globals: { locale: 'zh-TW' },
  args: {
    label: '留學國家',
    options: [
      { value: 'GB', label: '英國' },
      { value: 'US', label: '美國' },
      { value: 'AU', label: '澳洲' },
    ],
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: '留學國家' });
    await expect(select).toHaveDisplayValue('請選擇');
    await userEvent.selectOptions(select, '澳洲');
    await expect(select).toHaveDisplayValue('澳洲');
  },
};
