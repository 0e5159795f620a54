import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../primitives/Button';
import { liveRegion } from '../stories/liveRegion';
import { EduPayProvider } from './EduPayProvider';
import { useAnnounce } from './useAnnounce';

function Announcer({ message }: { message: string }) {
  const announce = useAnnounce();
  return (
    <div className="flex gap-2">
      <Button variant="secondary" onClick={() => announce(message)}>
        Say politely
      </Button>
      <Button variant="danger" onClick={() => announce(message, 'assertive')}>
        Interrupt
      </Button>
    </div>
  );
}

const meta = {
  title: 'Provider/LiveRegions',
  component: Announcer,
  parameters: {
    docs: {
      description: {
        component:
          '`EduPayProvider` renders the kit\'s two live regions (after Adyen Web\'s SRPanel): one polite `role="log"`, one assertive, both always in the DOM and visually hidden. Components write to them with `useAnnounce()` (`announce(message, "polite" | "assertive")`) and keep no regions of their own; every story test fails if the page has more than one of each. A provider inside another provider reuses the outer regions.',
      },
    },
  },
  args: { message: 'Code sent to +86 138 0013 8000' },
} satisfies Meta<typeof Announcer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Polite: Story = {
  play: async ({ canvas, args }) => {
    await expect(liveRegion('polite')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Say politely' }));
    await expect(liveRegion('polite')).toHaveTextContent(args.message);
    await expect(liveRegion('assertive')).toBeEmptyDOMElement();
    // The same text again is a new addition to the log, so it is read again.
    const first = liveRegion('polite').firstElementChild;
    await userEvent.click(canvas.getByRole('button', { name: 'Say politely' }));
    await waitFor(() => expect(liveRegion('polite').firstElementChild).not.toBe(first));
    await expect(liveRegion('polite')).toHaveTextContent(args.message);
  },
};

export const Assertive: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Interrupt' }));
    await expect(liveRegion('assertive')).toHaveTextContent(args.message);
    await expect(liveRegion('assertive')).toHaveAttribute('aria-live', 'assertive');
    await expect(liveRegion('polite')).toBeEmptyDOMElement();
  },
};

/** A provider inside the story's provider (a partner page embedding two kit widgets nested): still one region of each kind. */
export const NestedProvider: Story = {
  render: (args) => (
    <EduPayProvider locale="zh-CN">
      <Announcer {...args} />
    </EduPayProvider>
  ),
  play: async ({ canvas, args }) => {
    await expect(document.querySelectorAll('[data-slot="live-region"]')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Say politely' }));
    await expect(liveRegion('polite')).toHaveTextContent(args.message);
  },
};
