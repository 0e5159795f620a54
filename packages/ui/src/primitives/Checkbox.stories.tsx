import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const linkClass =
  'rounded-sm text-primary underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** The agreement label of the registration form: two links that open the documents (here: spies). */
function AgreeLabel({
  parts,
  onTerms,
  onPrivacy,
}: {
  parts: [string, string, string, string];
  onTerms: () => void;
  onPrivacy: () => void;
}): ReactNode {
  const [before, terms, middle, privacy] = parts;
  return (
    <>
      {before}
      <a
        href="#terms"
        className={linkClass}
        onClick={(event) => {
          event.preventDefault();
          onTerms();
        }}
      >
        {terms}
      </a>
      {middle}
      <a
        href="#privacy"
        className={linkClass}
        onClick={(event) => {
          event.preventDefault();
          onPrivacy();
        }}
      >
        {privacy}
      </a>
    </>
  );
}

const onTerms = fn();
const onPrivacy = fn();

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Remember this device', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A native checkbox drawn with the kit's tokens. Controlled with `checked` + `onChange(checked)` (a boolean, not the event), or uncontrolled with `defaultChecked`. `label` may hold links (Terms of Service, Privacy Policy): clicking or pressing Enter on a link follows it and never toggles the box, clicking the rest of the label does. `error` is linked with `aria-describedby` and sets `aria-invalid`; `hint` is described too; `required` adds a mark and `aria-required`; `disabled` greys it out. No callback is awaited.",
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
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Remember this device' });
    await expect(box).toHaveFocus();
    await expect(box).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    // The label text toggles too.
    await userEvent.click(canvas.getByText('Remember this device'));
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember this device' });
    await expect(box).toBeChecked();
    await expect(box.closest('[data-slot="checkbox"]')).toHaveAttribute('data-state', 'checked');
  },
};

export const WithHint: Story = {
  args: { label: 'Email me the receipt', hint: 'Sent to the address on your account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Email me the receipt' })).toHaveAccessibleDescription(
      'Sent to the address on your account',
    );
  },
};

export const AgreeWithLinks: Story = {
  args: {
    required: true,
    label: (
      <AgreeLabel
        parts={['I have read and agree to the ', 'Terms of Service', ' and ', 'Privacy Policy']}
        onTerms={onTerms}
        onPrivacy={onPrivacy}
      />
    ),
  },
  play: async ({ canvas, args }) => {
    onTerms.mockClear();
    onPrivacy.mockClear();
    const box = canvas.getByRole('checkbox', {
      name: 'I have read and agree to the Terms of Service and Privacy Policy (required)',
    });
    await expect(box).toHaveAttribute('aria-required', 'true');
    // Keyboard: Space ticks the box, Tab reaches each link, Enter opens it without touching the box.
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onTerms).toHaveBeenCalledTimes(1);
    await expect(box).toBeChecked();
    // Mouse: a click on a link opens it and leaves the box alone.
    await userEvent.click(canvas.getByRole('link', { name: 'Privacy Policy' }));
    await expect(onPrivacy).toHaveBeenCalledTimes(1);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithError: Story = {
  args: {
    required: true,
    error: 'Please agree to the Terms of Service and Privacy Policy',
    label: (
      <AgreeLabel
        parts={['I have read and agree to the ', 'Terms of Service', ' and ', 'Privacy Policy']}
        onTerms={onTerms}
        onPrivacy={onPrivacy}
      />
    ),
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Please agree to the Terms of Service and Privacy Policy');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember this device' });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Remember this device'));
    await expect(box).not.toBeChecked();
  },
};

export const DisabledChecked: Story = {
  args: { disabled: true, defaultChecked: true, label: 'Identity verified' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Identity verified' });
    await expect(box).toBeDisabled();
    await expect(box).toBeChecked();
  },
};

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [checked, setChecked] = useState(false);
    return (
      <div className="flex flex-col gap-2">
        <Checkbox {...args} label="Pay the service fee now" checked={checked} onChange={setChecked} />
        <output aria-label="State">{checked ? 'on' : 'off'}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Pay the service fee now' })).toBeChecked();
    await expect(canvas.getByLabelText('State')).toHaveTextContent('on');
  },
};

export const AgreeChinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    required: true,
    error: '请阅读并同意服务条款和隐私政策',
    label: (
      <AgreeLabel
        parts={['我已阅读并同意', '《服务条款》', '和', '《隐私政策》']}
        onTerms={onTerms}
        onPrivacy={onPrivacy}
      />
    ),
  },
  play: async ({ canvas }) => {
    onTerms.mockClear();
    const box = canvas.getByRole('checkbox', { name: '我已阅读并同意《服务条款》和《隐私政策》 (必填)' });
    await expect(box).toHaveAccessibleDescription('请阅读并同意服务条款和隐私政策');
    await userEvent.click(canvas.getByRole('link', { name: '《服务条款》' }));
    await expect(onTerms).toHaveBeenCalledTimes(1);
    await expect(box).not.toBeChecked();
  },
};

export const AgreeTraditional: Story = {
  globals: { locale: 'zh-TW' },
  args: {
    required: true,
    defaultChecked: true,
    label: (
      <AgreeLabel
        parts={['我已閱讀並同意', '《服務條款》', '及', '《隱私權政策》']}
        onTerms={onTerms}
        onPrivacy={onPrivacy}
      />
    ),
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: '我已閱讀並同意《服務條款》及《隱私權政策》 (必填)' });
    await expect(box).toBeChecked();
    // A click on the label itself (not on a link) toggles the box.
    await userEvent.click(canvas.getByText('我已閱讀並同意', { exact: false, selector: 'label' }));
    await expect(box).not.toBeChecked();
  },
};
