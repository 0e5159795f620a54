import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component:
          'A busy indicator. `size` is `sm`, `md` or `lg` (mirrored to `data-size`). With a label it is an image (`role="img"`, not a live region) named by `label`, which defaults to the locale\'s "Loading"; `label={null}` makes it decoration (`aria-hidden`) for when a parent already says it is busy, as a loading Button does. No state, no callbacks.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [sm, md, lg] = canvas.getAllByRole('img', { name: 'Loading' });
    await expect(sm).toHaveAttribute('data-size', 'sm');
    await expect(md).toHaveAttribute('data-size', 'md');
    await expect(lg).toHaveAttribute('data-size', 'lg');
    await expect(sm!.getBoundingClientRect().width).toBe(16);
    await expect(md!.getBoundingClientRect().width).toBe(24);
    await expect(lg!.getBoundingClientRect().width).toBe(40);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Fetching the latest exchange rate' },
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('img', { name: 'Fetching the latest exchange rate' });
    await expect(spinner).toHaveAttribute('data-size', 'md');
    await expect(canvas.queryByRole('img', { name: 'Loading' })).toBeNull();
  },
};

export const NoLabel: Story = {
  args: { label: null },
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Spinner {...args} size="sm" />
      Uploading admission-letter.pdf
    </p>
  ),
  play: async ({ canvasElement, canvas }) => {
    // Decoration: the text beside it already says what is happening.
    const spinner = canvasElement.querySelector('[data-slot="spinner"]');
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
    await expect(spinner).not.toHaveAttribute('role');
    await expect(spinner).not.toHaveAttribute('aria-label');
    await expect(canvas.queryByRole('img', { name: 'Loading' })).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '加载中' })).toHaveAttribute('data-size', 'lg');
  },
};
