import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Student name', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A labelled text input inside `Field`. Controlled with `value` + `onChange(text)`, or uncontrolled with `defaultValue`. `error` is linked with `aria-describedby` and sets `aria-invalid`.',
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
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Student name' });
    await userEvent.type(input, 'Li Lei');
    await expect(input).toHaveValue('Li Lei');
    await expect(args.onChange).toHaveBeenLastCalledWith('Li Lei');
  },
};

export const WithHint: Story = {
  args: { hint: 'As written in the passport', defaultValue: 'Wang Fang' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription('As written in the passport');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Student name (required)' });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const WithError: Story = {
  args: {
    required: true,
    defaultValue: 'x',
    error: 'Name must be 2 to 20 characters',
    hint: 'As written in the passport',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('As written in the passport Name must be 2 to 20 characters');
  },
};

export const ErrorChinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { label: '学生姓名', required: true, defaultValue: '李', error: '姓名须为 2 至 20 个字符' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '学生姓名 (必填)' })).toHaveAccessibleDescription(
      '姓名须为 2 至 20 个字符',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Locked by the server' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [value, setValue] = useState('');
    return (
      <div className="flex flex-col gap-2">
        <TextField {...args} label="Referral code" value={value} onChange={(v) => setValue(v.toUpperCase())} />
        <output aria-label="Current value">{value || '(empty)'}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    // The parent owns the value and upper-cases it: the input shows what the parent decided.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Referral code' }), 'ab12');
    await expect(canvas.getByRole('textbox')).toHaveValue('AB12');
    await expect(canvas.getByLabelText('Current value')).toHaveTextContent('AB12');
  },
};
