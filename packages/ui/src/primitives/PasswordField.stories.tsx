import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A password input inside `Field` with a show/hide toggle. Controlled with `value` + `onChange(text)`, or uncontrolled with `defaultValue`; `defaultVisible` sets the first visibility, which the user then owns. The toggle is a button with `aria-pressed` and one fixed name ("Show password"); pressing it switches the input between `password` and `text`. A mouse click keeps focus and the caret in the input; from the keyboard focus stays on the toggle. `autoComplete` is passed through: `current-password` (default) to log in, `new-password` to register or reset. `error` is linked with `aria-describedby` and sets `aria-invalid`. No callback is awaited.',
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
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.keyboard('s3cret!');
    await expect(input).toHaveValue('s3cret!');
    await expect(args.onChange).toHaveBeenLastCalledWith('s3cret!');

    // Tab to the toggle and press it with the keyboard: the characters show, focus stays on the toggle.
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Visible: Story = {
  args: { defaultValue: 'Tuition#2025', defaultVisible: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Show password', pressed: true })).toBeEnabled();
  },
};

export const MouseToggleKeepsCaret: Story = {
  args: { defaultValue: 'abcdef' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Password');
    await userEvent.click(input);
    input.setSelectionRange(2, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    // The input keeps focus and the caret where it was, so typing goes on in place.
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input.selectionStart).toBe(2);
    await userEvent.keyboard('X');
    await expect(input).toHaveValue('abXcdef');
  },
};

export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    required: true,
    hint: '8 to 20 characters, with letters and digits',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^New password/);
    await expect(input).toHaveAccessibleName('New password (required)');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('8 to 20 characters, with letters and digits');
  },
};

export const WithError: Story = {
  args: { required: true, defaultValue: 'abc', error: 'Password must be 8 to 20 characters' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Password/);
    await expect(input).toHaveAccessibleName('Password (required)');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Password must be 8 to 20 characters');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'locked' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [value, setValue] = useState('');
    return (
      <div className="flex flex-col gap-2">
        <PasswordField {...args} label="Password" value={value} onChange={setValue} />
        <output aria-label="Length">{value.length}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'pa55word');
    await expect(canvas.getByLabelText('Password')).toHaveValue('pa55word');
    await expect(canvas.getByLabelText('Length')).toHaveTextContent('8');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { label: '登录密码', required: true, defaultValue: 'abc', error: '密码须为 8 至 20 位' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^登录密码/);
    await expect(input).toHaveAccessibleName('登录密码 (必填)');
    await expect(input).toHaveAccessibleDescription('密码须为 8 至 20 位');
    await userEvent.click(canvas.getByRole('button', { name: '显示密码' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const Traditional: Story = {
  globals: { locale: 'zh-TW' },
  args: { label: '登入密碼', defaultValue: 'Tuition#2025' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '顯示密碼' }));
    await expect(canvas.getByLabelText('登入密碼')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: '顯示密碼' })).toHaveAttribute('aria-pressed', 'true');
  },
};
