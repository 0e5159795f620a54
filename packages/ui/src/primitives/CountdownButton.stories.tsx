import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from './Button';
import { CountdownButton, type CountdownButtonProps } from './CountdownButton';

/** A fixed instant (2025-01-01T00:00:00Z): stories that show a countdown inject it so the label never moves. */
const T0 = Date.UTC(2025, 0, 1);
const fixedNow = () => T0;

const meta = {
  title: 'Primitives/CountdownButton',
  component: CountdownButton,
  args: { onSend: fn(async () => undefined), now: fixedNow },
  parameters: {
    docs: {
      description: {
        component:
          'A send-code button with a resend wait (60 s default, `seconds`). `onSend` is awaited: while it is pending the button shows loading; when it resolves the countdown starts; when it rejects or resolves to `false` there is no countdown and the button works again (show the error yourself). While counting the button is `aria-disabled` (it keeps focus) and its label says "Resend in N seconds"; nothing is announced per tick. The END TIME (epoch ms) is kept, not a counter: uncontrolled, it survives remounts when `persistKey` is given (stored in `storage`, sessionStorage by default); controlled, pass `endsAt` + `onEndsAtChange(endsAt)` and keep it yourself. `now` injects the clock (default `Date.now`). `sendLabel`, `resendLabel`, `countingLabel(seconds)` override the built-in labels.',
      },
    },
  },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send code' });
    await expect(button).toHaveAttribute('data-state', 'idle');
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

export const Sending: Story = {
  args: { onSend: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Send code' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName('Send code Loading');
    await expect(button).toHaveAttribute('data-state', 'sending');
    // A second press while the first send is pending does not send twice.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(button).toHaveFocus();
  },
};

export const Counting: Story = {
  args: { defaultEndsAt: T0 + 42_000 },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Resend in 42 seconds' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-remaining', '42');
    // Still focusable, so a screen reader user can hear how long is left; pressing it does nothing.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    // No live region: the countdown is not announced every second.
    await expect(button.closest('[aria-live]')).toBeNull();
  },
};

export const Finished: Story = {
  args: { defaultEndsAt: T0 - 1_000 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Resend' });
    await expect(button).toHaveAttribute('data-state', 'finished');
    await expect(button).not.toHaveAttribute('aria-disabled');
  },
};

export const SendStartsCountdown: Story = {
  args: { onEndsAtChange: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const button = await canvas.findByRole('button', { name: 'Resend in 60 seconds' });
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onEndsAtChange).toHaveBeenCalledWith(T0 + 60_000);
    // Focus stays on the button through loading and counting.
    await expect(button).toHaveFocus();
  },
};

export const SendFailed: Story = {
  args: { onSend: fn(async () => Promise.reject(new Error('Network error'))) },
  render: (args) => (
    <div className="flex gap-3">
      <CountdownButton {...args} />
      <CountdownButton {...args} onSend={async () => false} sendLabel="Send e-mail" variant="secondary" />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const rejected = canvas.getByRole('button', { name: 'Send code' });
    await userEvent.click(rejected);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    // Rejected: no countdown, usable again at once.
    await waitFor(() => expect(rejected).not.toHaveAttribute('aria-busy'));
    await expect(rejected).toHaveAccessibleName('Send code');
    await expect(rejected).not.toHaveAttribute('aria-disabled');

    // Resolved to false (e.g. a captcha is needed first): no countdown either.
    const refused = canvas.getByRole('button', { name: 'Send e-mail' });
    await userEvent.click(refused);
    await waitFor(() => expect(refused).not.toHaveAttribute('aria-busy'));
    await expect(refused).toHaveAccessibleName('Send e-mail');
    await expect(refused).toHaveAttribute('data-state', 'idle');
  },
};

const REMOUNT_KEY = 'story-remount:+86 13800000000';

/** The remount story's clock, moved by hand (reset before the story runs). */
const remountClock = { now: T0 };

/** A login dialog stand-in: the button unmounts when it closes. */
function RemountHarness(args: CountdownButtonProps) {
  const [open, setOpen] = useState(true);
  return (
    <div className="flex flex-col items-start gap-3">
      <div className="flex gap-3">
        <Button variant="secondary" onClick={() => setOpen((o) => !o)}>
          {open ? 'Close dialog' : 'Open dialog'}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            remountClock.now += 18_000;
          }}
        >
          Wait 18 s
        </Button>
      </div>
      {open ? (
        <CountdownButton {...args} persistKey={REMOUNT_KEY} now={() => remountClock.now} />
      ) : (
        <p className="text-sm text-fg-muted">Dialog closed</p>
      )}
    </div>
  );
}

export const RemountKeepsTime: Story = {
  beforeEach: () => {
    remountClock.now = T0;
    sessionStorage.removeItem(`edupay:countdown:${REMOUNT_KEY}`);
  },
  render: (args) => <RemountHarness {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await canvas.findByRole('button', { name: 'Resend in 60 seconds' });
    await expect(sessionStorage.getItem(`edupay:countdown:${REMOUNT_KEY}`)).toBe(String(T0 + 60_000));

    await userEvent.click(canvas.getByRole('button', { name: 'Close dialog' }));
    await expect(canvas.queryByRole('button', { name: /Resend/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Wait 18 s' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));

    // A fresh mount reads the stored end time: 60 - 18 seconds left, not a new 60.
    const button = canvas.getByRole('button', { name: 'Resend in 42 seconds' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Controlled: Story = {
  args: { onEndsAtChange: fn() },
  render: function ControlledStory(args) {
    const [endsAt, setEndsAt] = useState<number | null>(null);
    return (
      <div className="flex gap-3">
        <CountdownButton
          {...args}
          endsAt={endsAt}
          onEndsAtChange={(next) => {
            args.onEndsAtChange?.(next);
            setEndsAt(next);
          }}
        />
        <Button variant="ghost" onClick={() => setEndsAt(null)}>
          Change phone number
        </Button>
      </div>
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await canvas.findByRole('button', { name: 'Resend in 60 seconds' });
    await expect(args.onEndsAtChange).toHaveBeenCalledWith(T0 + 60_000);
    // The parent owns the end time: clearing it (a new number) allows sending at once.
    await userEvent.click(canvas.getByRole('button', { name: 'Change phone number' }));
    await expect(canvas.getByRole('button', { name: 'Send code' })).toHaveAttribute('data-state', 'idle');
  },
};

export const RealClock: Story = {
  args: { seconds: 2, now: Date.now },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    // Watches the real count go down; the end state ("Resend") is stable for the screenshot.
    await canvas.findByRole('button', { name: 'Resend in 1 second' }, { timeout: 2500 });
    const button = await canvas.findByRole('button', { name: 'Resend' }, { timeout: 2500 });
    await expect(button).toHaveAttribute('data-state', 'finished');
  },
};

export const CountingChinese: Story = {
  globals: { locale: 'zh-CN' },
  render: (args) => (
    <div className="flex gap-3">
      <CountdownButton {...args} />
      <CountdownButton {...args} defaultEndsAt={T0 + 42_000} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '发送验证码' })).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByRole('button', { name: '42 秒后重新发送' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const CountingTraditional: Story = {
  globals: { locale: 'zh-TW' },
  render: (args) => (
    <div className="flex gap-3">
      <CountdownButton {...args} defaultEndsAt={T0 + 42_000} />
      <CountdownButton {...args} defaultEndsAt={T0 - 1_000} variant="secondary" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '42 秒後重新發送' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: '重新發送' })).toHaveAttribute('data-state', 'finished');
  },
};
