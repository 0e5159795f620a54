import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const payerOptions = [
  { value: 'student', label: 'The student' },
  { value: 'parent', label: 'A parent' },
  { value: 'other', label: 'Someone else' },
];

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: 'Who is paying?', options: payerOptions, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Native radios in a `fieldset` (`role="radiogroup"`) whose legend is `label`. `options` is `{ value, label, description?, disabled? }[]`; a description is read with its radio. Controlled with `value` + `onChange(value)`, or uncontrolled with `defaultValue` (`\'\'`: nothing chosen). The platform gives the keyboard: Tab enters on the chosen radio, arrow keys move the choice and skip disabled options. `orientation` is `vertical` (default) or `horizontal`. `error` and `hint` are linked to the group with `aria-describedby`; `error` sets `aria-invalid`, `required` sets `aria-required`; `disabled` disables every option. No callback is awaited.',
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
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Who is paying?' })).toBeInTheDocument();
    await userEvent.tab();
    const student = canvas.getByRole('radio', { name: 'The student' });
    await expect(student).toHaveFocus();
    await expect(student).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(student).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('student');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'A parent' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'A parent' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Wraps round to the first.
    await expect(student).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Someone else' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('other');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'parent' },
  play: async ({ canvas }) => {
    // Tab lands on the chosen radio, not the first.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'A parent' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'A parent' })).toBeChecked();
  },
};

export const WithDescriptions: Story = {
  args: {
    label: 'Payment plan',
    hint: 'You can change the plan until you pay',
    defaultValue: 'full',
    options: [
      { value: 'full', label: 'Pay in full', description: 'One transfer, no extra fee' },
      { value: 'deposit', label: 'Deposit first', description: 'The school confirms your place sooner' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Payment plan' })).toHaveAccessibleDescription(
      'You can change the plan until you pay',
    );
    await expect(canvas.getByRole('radio', { name: 'Deposit first' })).toHaveAccessibleDescription(
      'The school confirms your place sooner',
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Deposit first' })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Gender',
    orientation: 'horizontal',
    options: [
      { value: 'f', label: 'Female' },
      { value: 'm', label: 'Male' },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('data-orientation', 'horizontal');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Male' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('m');
  },
};

export const RequiredWithError: Story = {
  args: { required: true, error: 'Choose who is paying', hint: 'This sets whose documents we ask for' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Who is paying? (required)' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('This sets whose documents we ask for Choose who is paying');
  },
};

export const DisabledOption: Story = {
  args: {
    defaultValue: 'student',
    options: [
      { value: 'student', label: 'The student' },
      { value: 'parent', label: 'A parent', description: 'Needs a verified parent account', disabled: true },
      { value: 'other', label: 'Someone else' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'A parent' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    // The arrow skips the disabled option.
    await expect(canvas.getByRole('radio', { name: 'Someone else' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'parent' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'A parent' })).toBeChecked();
  },
};

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [value, setValue] = useState('');
    return (
      <div className="flex flex-col gap-2">
        <RadioGroup {...args} value={value} onChange={setValue} />
        <output aria-label="Chosen">{value || '(none)'}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Someone else'));
    await expect(canvas.getByLabelText('Chosen')).toHaveTextContent('other');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByLabelText('Chosen')).toHaveTextContent('parent');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    label: '付款人身份',
    required: true,
    orientation: 'horizontal',
    error: '请选择付款人身份',
    options: [
      { value: 'student', label: '学生本人' },
      { value: 'parent', label: '父母' },
      { value: 'other', label: '其他' },
    ],
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: '付款人身份 (必填)' });
    await expect(group).toHaveAccessibleDescription('请选择付款人身份');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: '学生本人' })).toBeChecked();
  },
};

export const Traditional: Story = {
  globals: { locale: 'zh-TW' },
  args: {
    label: '付款人身分',
    required: true,
    defaultValue: 'parent',
    options: [
      { value: 'student', label: '學生本人' },
      { value: 'parent', label: '父母', description: '須上傳親屬關係證明' },
      { value: 'other', label: '其他' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: '付款人身分 (必填)' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: '父母' })).toHaveAccessibleDescription('須上傳親屬關係證明');
  },
};
