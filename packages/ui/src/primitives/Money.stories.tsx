import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Money } from './Money';

const meta = {
  title: 'Primitives/Money',
  component: Money,
  args: { value: '1234.5', currency: 'CNY' },
  parameters: {
    docs: {
      description: {
        component:
          'Shows an exact amount: always 2 decimals (3 for three-decimal currencies such as BHD), thousands separators and the currency as `currencyDisplay` says (`symbol` default, `narrowSymbol` or `code`), in the provider\'s locale (or `locale`). Give EITHER `value`, a plain decimal string ("1234.5", "-12.30"; not "1,234.56"), OR `minor`, integer minor units as a bigint or safe integer (JPY minor units are yen). Never a float: minor units are converted by string arithmetic and the decimal string goes to `Intl.NumberFormat`, so "9007199254740993.01" prints exactly. Renders `<data value="1234.50">`. Invalid input is never rounded or guessed: it renders an "Invalid amount" marker (`data-state="invalid"`) and calls `onInvalid(error)` (default: `console.error`). No callbacks are awaited; nothing is controlled.',
      },
    },
  },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

const money = (canvasElement: HTMLElement, index = 0) =>
  canvasElement.querySelectorAll<HTMLElement>('[data-slot="money"]')[index]!;

export const CnyChinese: Story = {
  globals: { locale: 'zh-CN' },
  render: () => (
    <p className="text-fg">
      应付金额：
      <Money value="1234.5" currency="CNY" />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const el = money(canvasElement);
    await expect(el.tagName).toBe('DATA');
    await expect(el).toHaveTextContent('¥1,234.50');
    await expect(el).toHaveAttribute('value', '1234.50');
    await expect(el).toHaveAttribute('data-currency', 'CNY');
  },
};

export const UsdEnglish: Story = {
  render: () => (
    <p className="text-fg">
      Tuition due: <Money value="28500" currency="USD" />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(money(canvasElement)).toHaveTextContent('$28,500.00');
    await expect(money(canvasElement)).toHaveAttribute('value', '28500.00');
  },
};

const displays = ['symbol', 'narrowSymbol', 'code'] as const;

export const CodeVersusSymbol: Story = {
  render: () => (
    <div className="flex flex-col gap-2 text-fg">
      {displays.map((display) => (
        <p key={display}>
          {display}: <Money value="1234.56" currency="USD" currencyDisplay={display} />
        </p>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(money(canvasElement, 0)).toHaveTextContent('$1,234.56');
    await expect(money(canvasElement, 1)).toHaveTextContent('$1,234.56');
    await expect(money(canvasElement, 2)).toHaveTextContent(/^USD\s1,234\.56$/);
    await expect(money(canvasElement, 2)).toHaveAttribute('data-display', 'code');
  },
};

export const CodeVersusSymbolChinese: Story = {
  globals: { locale: 'zh-CN' },
  render: CodeVersusSymbol.render,
  play: async ({ canvasElement }) => {
    // Chinese writes US$ for the symbol; the narrow symbol drops the US.
    await expect(money(canvasElement, 0)).toHaveTextContent('US$1,234.56');
    await expect(money(canvasElement, 1)).toHaveTextContent(/^\$1,234\.56$/);
    await expect(money(canvasElement, 2)).toHaveTextContent(/^USD\s1,234\.56$/);
  },
};

export const MinorUnits: Story = {
  render: () => (
    <div className="flex flex-col gap-2 text-fg">
      <p>
        123456 fen: <Money minor={123456} currency="CNY" />
      </p>
      <p>
        5 cents: <Money minor={5n} currency="USD" />
      </p>
      <p>
        1234 yen (no minor unit, still 2 decimals): <Money minor={1234} currency="JPY" />
      </p>
      <p>
        1234 fils (three decimals): <Money minor={1234} currency="BHD" currencyDisplay="code" />
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(money(canvasElement, 0)).toHaveTextContent('CN¥1,234.56');
    await expect(money(canvasElement, 0)).toHaveAttribute('value', '1234.56');
    await expect(money(canvasElement, 1)).toHaveTextContent('$0.05');
    await expect(money(canvasElement, 2)).toHaveTextContent('¥1,234.00');
    await expect(money(canvasElement, 3)).toHaveTextContent(/^BHD\s1\.234$/);
  },
};

export const LargeAmount: Story = {
  render: () => (
    <div className="flex flex-col gap-2 text-fg">
      <p>
        <Money value="9007199254740993.01" currency="USD" />
      </p>
      <p>
        <Money minor={900719925474099301n} currency="USD" currencyDisplay="code" />
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // 2^53 + 1 dollars: a float would print ...992.
    await expect(money(canvasElement, 0)).toHaveTextContent('$9,007,199,254,740,993.01');
    await expect(money(canvasElement, 0)).toHaveAttribute('value', '9007199254740993.01');
    await expect(money(canvasElement, 1)).toHaveTextContent(/^USD\s9,007,199,254,740,993\.01$/);
  },
};

export const Negative: Story = {
  render: () => (
    <div className="flex flex-col gap-2 text-fg">
      <p>
        Refund: <Money value="-12.30" currency="CNY" />
      </p>
      <p>
        Adjustment: <Money minor={-5} currency="USD" />
      </p>
      <p>
        Zero: <Money value="-0.00" currency="USD" />
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(money(canvasElement, 0)).toHaveTextContent('-CN¥12.30');
    await expect(money(canvasElement, 0)).toHaveAttribute('value', '-12.30');
    await expect(money(canvasElement, 1)).toHaveTextContent('-$0.05');
    // Negative zero is just zero.
    await expect(money(canvasElement, 2)).toHaveTextContent(/^\$0\.00$/);
    await expect(money(canvasElement, 2)).toHaveAttribute('value', '0.00');
  },
};

export const IndianRupee: Story = {
  render: () => (
    <div className="flex flex-col gap-2 text-fg">
      <p>
        Kit locale en: <Money value="123456" currency="INR" />
      </p>
      <p>
        locale="en-IN": <Money value="123456" currency="INR" locale="en-IN" />
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The kit's English groups in thousands; lakh grouping needs an explicit en-IN.
    await expect(money(canvasElement, 0)).toHaveTextContent('₹123,456.00');
    await expect(money(canvasElement, 1)).toHaveTextContent('₹1,23,456.00');
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  render: () => (
    <div className="flex flex-col gap-2 text-fg">
      <p>
        學費：
        <Money value="88000" currency="TWD" />
      </p>
      <p>
        代碼：
        <Money value="88000" currency="TWD" currencyDisplay="code" />
      </p>
      <p>
        美元：
        <Money value="1234.5" currency="USD" />
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(money(canvasElement, 0)).toHaveTextContent(/^\$88,000\.00$/);
    await expect(money(canvasElement, 1)).toHaveTextContent(/^TWD\s88,000\.00$/);
    await expect(money(canvasElement, 2)).toHaveTextContent('US$1,234.50');
  },
};

export const InvalidInput: Story = {
  args: { onInvalid: fn() },
  render: (args) => (
    <div className="flex flex-col gap-2 text-fg">
      <p>
        Separators: <Money value="1,234.56" currency="CNY" onInvalid={args.onInvalid} />
      </p>
      <p>
        Unknown currency: <Money value="10" currency="RMB" onInvalid={args.onInvalid} />
      </p>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const first = money(canvasElement, 0);
    await expect(first).toHaveAttribute('data-state', 'invalid');
    await expect(first).toHaveTextContent('Invalid amount');
    await expect(first).not.toHaveAttribute('value');
    await waitFor(() => expect(args.onInvalid).toHaveBeenCalledTimes(2));
    await expect(args.onInvalid).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'MoneyFormatError', message: expect.stringMatching(/plain decimal string/) }),
    );
  },
};
