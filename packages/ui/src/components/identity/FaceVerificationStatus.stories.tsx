import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { inLocale, storyText } from '../../stories/storyLocale';
import { liveRegion } from '../../stories/liveRegion';
import { faceMessages } from './faceMessages';
import { FaceVerificationStatus } from './FaceVerificationStatus';

const meta = {
  title: 'Components/Identity/FaceVerificationStatus',
  component: FaceVerificationStatus,
  args: {
    state: 'pending',
    url: 'http://127.0.0.1:3000/dev/face/fsb_0123456789abcdef0123456789abcdef',
    personName: '韩梅',
    idNumber: '1*************0019',
    failureReason: null,
    onRestart: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A face verification (/self_pass, /verify): while `pending`, the QR code of the vendor’s liveness page `url` for the phone and a link to do it on this device; then the verdict (`passed`, `failed` with `failureReason`, `expired`), with "verify again" (`onRestart`) or `passedAction` after a pass. A verdict is announced once.',
      },
    },
  },
} satisfies Meta<typeof FaceVerificationStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyText(faceMessages, globals);
    await waitFor(() => expect(canvas.getByRole('img', { name: t('face.qrAlt') })).toBeVisible());
    await expect(canvas.getByText(t('face.waiting'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('face.openHere') })).toHaveAttribute('href', args.url);
    await expect(canvas.queryByRole('button', { name: t('face.reverify') })).toBeNull();
  },
};

/** On the phone that would have to scan the code: start the check here, no code (issue 14 item 8). */
export const PendingOnThisDevice: Story = {
  args: { onThisDevice: true },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(faceMessages, globals);
    await expect(canvas.getByRole('link', { name: t('face.start') })).toHaveAttribute('href', args.url ?? '');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText(t('face.here'))).toBeVisible();
  },
};

export const Passed: Story = {
  args: { state: 'passed', url: null, passedAction: <a href="#pay">Go to payment</a> },
  play: async ({ canvas, globals }) => {
    const t = storyText(faceMessages, globals);
    await expect(canvas.getByText(t('face.passed'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to payment' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('face.reverify') })).toBeNull();
    await waitFor(() => expect(liveRegion().textContent).toBe(t('face.passed')));
  },
};

export const Failed: Story = {
  args: { state: 'failed', url: null, failureReason: 'face_mismatch' },
  play: async ({ canvas, globals, args, userEvent }) => {
    const t = storyText(faceMessages, globals);
    await expect(canvas.getByText(t('face.failed'))).toBeVisible();
    await expect(canvas.getByText(t('face.reason.face_mismatch'))).toBeVisible();
    await waitFor(() => expect(liveRegion('assertive').textContent).toBe(t('face.failed')));
    await userEvent.click(canvas.getByRole('button', { name: t('face.reverify') }));
    await expect(args.onRestart).toHaveBeenCalledOnce();
  },
};

export const FailedNotLive: Story = {
  args: { state: 'failed', url: null, failureReason: 'not_live' },
  play: async ({ canvas, globals }) => {
    const t = storyText(faceMessages, globals);
    await expect(canvas.getByText(t('face.reason.not_live'))).toBeVisible();
  },
};

export const Expired: Story = {
  args: { state: 'expired', url: null },
  play: async ({ canvas, globals }) => {
    const t = storyText(faceMessages, globals);
    await expect(canvas.getByText(t('face.expired'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('face.reverify') })).toBeEnabled();
  },
};

export const Restarting: Story = {
  args: { state: 'failed', url: null, failureReason: 'retry', restarting: true },
  play: async ({ canvas, globals }) => {
    const t = storyText(faceMessages, globals);
    await expect(canvas.getByText(t('face.reason.retry'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('face.reverify') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const PendingZhCN = inLocale(Pending, 'zh-CN');
export const PassedZhCN = inLocale(Passed, 'zh-CN', { passedAction: <a href="#pay">Go to payment</a> });
export const FailedZhCN = inLocale(Failed, 'zh-CN');
export const ExpiredZhCN = inLocale(Expired, 'zh-CN');
export const PendingZhTW = inLocale(Pending, 'zh-TW');
export const FailedZhTW = inLocale(Failed, 'zh-TW');
