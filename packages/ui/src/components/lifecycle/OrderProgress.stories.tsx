import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inLocale, storyText } from '../../stories/storyLocale';
import { OrderProgress } from './OrderProgress';
import { progressMessages } from './progressMessages';
import type { StageProgress } from './lifecycleTypes';

const stages = (states: StageProgress['state'][], dates: (string | null)[]): StageProgress[] =>
  (['placement', 'payment', 'remittance', 'arrival'] as const).map((stage, i) => ({
    stage,
    state: states[i]!,
    at: dates[i] ?? null,
  }));

const meta = {
  title: 'Components/Lifecycle/OrderProgress',
  component: OrderProgress,
  args: { stages: stages(['current', 'todo', 'todo', 'todo'], ['2026-03-02T02:00:00Z']) },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "The spec's four-stage order progress (placement, payment, remittance, arrival). The server answers each stage's state and date (`progress` of /user/order_detail and /order/order_track); the kit shows them: an ordered list, `aria-current=\"step\"` on the current stage, each state in words, dates in Beijing time, and a closed order's result.",
      },
    },
  },
} satisfies Meta<typeof OrderProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placement: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(progressMessages, globals);
    const region = canvas.getByRole('region', { name: t('progress.label') });
    const items = within(region).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent(t('progress.state.current'));
    await expect(items[3]).toHaveTextContent(t('progress.state.todo'));
    await expect(region.querySelector('time')).toHaveAttribute('datetime', '2026-03-02T02:00:00Z');
  },
};
export const PlacementZhCN = inLocale(Placement, 'zh-CN');

export const Remittance: Story = {
  args: {
    stages: stages(
      ['done', 'done', 'current', 'todo'],
      ['2026-03-02T02:00:00Z', '2026-03-02T02:00:00Z', '2026-03-03T09:30:00Z'],
    ),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(progressMessages, globals);
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((i) => i.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    await expect(items[0]).toHaveTextContent(t('progress.state.done'));
    await expect(items[2]).toHaveTextContent(t('progress.stage.remittance'));
  },
};
export const RemittanceZhCN = inLocale(Remittance, 'zh-CN');

export const Completed: Story = {
  args: {
    stages: stages(
      ['done', 'done', 'done', 'done'],
      ['2026-03-02T02:00:00Z', '2026-03-02T02:00:00Z', '2026-03-03T09:30:00Z', '2026-03-06T01:00:00Z'],
    ),
    result: 'completed',
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(progressMessages, globals);
    await expect(canvas.queryByRole('listitem', { current: 'step' })).toBeNull();
    await expect(canvas.getByText(t('progress.result.completed'))).toBeVisible();
  },
};
export const CompletedZhCN = inLocale(Completed, 'zh-CN');

export const ClosedUnpaid: Story = {
  args: {
    stages: stages(['done', 'current', 'todo', 'todo'], ['2026-03-02T02:00:00Z', '2026-03-02T02:00:00Z']),
    result: 'closed',
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(progressMessages, globals);
    const items = canvas.getAllByRole('listitem');
    // Where it closed is said in words, not only by colour.
    await expect(items[1]).toHaveTextContent(t('progress.state.closed'));
    await expect(canvas.getByText(t('progress.result.closed'))).toBeVisible();
  },
};
export const ClosedUnpaidZhCN = inLocale(ClosedUnpaid, 'zh-CN');
