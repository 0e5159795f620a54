import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Locale } from '../../i18n/locale';
import { inLocale, storyLocale, storyText } from '../../stories/storyLocale';
import { liveRegion } from '../../stories/liveRegion';
import { liveMoneyMessages } from './liveMoneyMessages';
import type { Quote } from './paymentTypes';
import { QuoteSummary } from './QuoteSummary';

/** A fixed clock: the countdown reads the same on every run. */
const NOW = Date.parse('2026-11-24T03:00:00Z');
const clock = () => NOW;
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

/** The server words each line in the payer's language; amounts are the same. */
type LineKind = 'principal' | 'institution_surcharge' | 'channel_fee' | 'full_arrival_fee' | 'coupon' | 'points';
const labels: Record<Locale, Record<LineKind, string>> = {
  en: {
    principal: 'Payment amount',
    institution_surcharge: 'Institution surcharge',
    channel_fee: 'Card fee',
    full_arrival_fee: 'Full-arrival service',
    coupon: 'Coupon: Welcome 50',
    points: 'Points (120)',
  },
  'zh-CN': {
    principal: '缴费金额',
    institution_surcharge: '院校附加费',
    channel_fee: '银行卡手续费',
    full_arrival_fee: '全额到账服务',
    coupon: '优惠券：新用户 50 元',
    points: '积分抵扣（120）',
  },
  'zh-TW': {
    principal: '繳費金額',
    institution_surcharge: '院校附加費',
    channel_fee: '銀行卡手續費',
    full_arrival_fee: '全額到帳服務',
    coupon: '優惠券：新會員 50 元',
    points: '積分折抵（120）',
  },
};

function quoteIn(locale: Locale, id = 'q-1', expiresIn = 29 * 60 + 41, credits = false): Quote {
  const l = labels[locale];
  const charges = [
    { kind: 'principal', label: l.principal, effect: 'charge' as const, amount: '110123.65' },
    { kind: 'institution_surcharge', label: l.institution_surcharge, effect: 'charge' as const, amount: '156.01' },
    { kind: 'channel_fee', label: l.channel_fee, effect: 'charge' as const, amount: '200.00' },
    { kind: 'full_arrival_fee', label: l.full_arrival_fee, effect: 'charge' as const, amount: '180.00' },
  ];
  const creditLines = [
    { kind: 'coupon', label: l.coupon, effect: 'credit' as const, amount: '50.00' },
    { kind: 'points', label: l.points, effect: 'credit' as const, amount: '120.00' },
  ];
  return {
    quote_id: id,
    rate: '9.176970',
    foreign_currency: 'GBP',
    foreign_total: '12017.00',
    payer_currency: 'CNY',
    lines: credits ? [...charges, ...creditLines] : charges,
    total: credits ? '110489.66' : '110659.66',
    expires_at: at(expiresIn),
  };
}

/**
 * The quote the server answers when the previous one expired and the rate had moved: the same
 * choices at 9.452279, and `price_change` with the previous total and rate and the reason.
 */
function movedQuoteIn(locale: Locale, id = 'q-2', expiresIn = 30 * 60): Quote {
  const l = labels[locale];
  return {
    ...quoteIn(locale, id, expiresIn),
    rate: '9.452279',
    lines: [
      { kind: 'principal', label: l.principal, effect: 'charge', amount: '113427.35' },
      { kind: 'institution_surcharge', label: l.institution_surcharge, effect: 'charge', amount: '160.69' },
      { kind: 'channel_fee', label: l.channel_fee, effect: 'charge', amount: '200.00' },
      { kind: 'full_arrival_fee', label: l.full_arrival_fee, effect: 'charge', amount: '180.00' },
    ],
    total: '113968.04',
    price_change: { previous_total: '110659.66', previous_rate: '9.176970', reasons: ['rate'] },
  };
}

const meta = {
  title: 'Components/Payment/QuoteSummary',
  component: QuoteSummary,
  args: { quote: quoteIn('en'), now: clock, onExpire: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A quote as the server made it (payment_estimate): the locked rate, what the payee receives, every line (charges, and credits such as a coupon or points, shown with a minus), the total, and the time the rate stays locked. When the countdown ends it shows "expired", calls `onExpire` once (ask the server for a fresh quote and pass it as `quote`), and announces the fresh quote once. `refreshing` marks a quote being replaced. `now` injects the clock. The kit never computes an amount.',
      },
    },
  },
} satisfies Meta<typeof QuoteSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyText(liveMoneyMessages, globals);
    await expect(canvas.getByRole('heading', { name: t('quote.title') })).toBeVisible();
    await expect(canvas.getByText(t('quote.validFor', { time: '29:41' }))).toBeVisible();
    await expect(
      canvas.getByText(t('quote.rateValue', { foreign: 'GBP', rate: '9.176970', payer: 'CNY' })),
    ).toBeVisible();
    const total = canvas.getByText(t('quote.total')).closest('[data-slot="quote-total"]') as HTMLElement;
    await expect(total.textContent).toMatch(/110,659\.66/);
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

export const WithCouponAndPoints: Story = {
  args: { quote: quoteIn('en', 'q-1', 1799, true) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(liveMoneyMessages, globals);
    const credits = canvasElement.querySelectorAll('[data-effect="credit"]');
    await expect(credits).toHaveLength(2);
    for (const line of credits) await expect(line.textContent).toMatch(/^.+−.*\d/);
    await expect(within(canvasElement).getByText(t('quote.validFor', { time: '29:59' }))).toBeVisible();
  },
};

export const BankTransferSixHours: Story = {
  args: { quote: quoteIn('en', 'q-1', 6 * 3600) },
  play: async ({ canvas, globals }) => {
    const t = storyText(liveMoneyMessages, globals);
    await expect(canvas.getByText(t('quote.validFor', { time: '6:00:00' }))).toBeVisible();
  },
};

export const Expired: Story = {
  args: { quote: quoteIn('en', 'q-1', 0) },
  play: async ({ canvas, globals, args, canvasElement }) => {
    const t = storyText(liveMoneyMessages, globals);
    await expect(canvas.getByText(t('quote.expired'))).toBeVisible();
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
    await expect(canvasElement.querySelector('[data-slot="quote-summary"]')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(liveRegion().textContent).toBe(t('quote.expired')));
  },
};

/** The page's part: on expiry it asks for a fresh quote and shows it. */
function Refreshing({ locale, onExpire }: { locale: Locale; onExpire: () => void }) {
  const [quote, setQuote] = useState(() => quoteIn(locale, 'q-1', 0));
  return (
    <QuoteSummary
      quote={quote}
      now={clock}
      onExpire={() => {
        onExpire();
        setTimeout(() => setQuote(quoteIn(locale, 'q-2', 30 * 60)), 200);
      }}
    />
  );
}

export const ExpiresThenRequotes: Story = {
  render: (args, { globals }) => <Refreshing locale={storyLocale(globals)} onExpire={args.onExpire!} />,
  play: async ({ canvas, canvasElement, globals, args }) => {
    const t = storyText(liveMoneyMessages, globals);
    await waitFor(() => expect(canvas.getByText(t('quote.validFor', { time: '30:00' }))).toBeVisible());
    await expect(args.onExpire).toHaveBeenCalledTimes(1);
    await expect(canvasElement.querySelector('[data-slot="quote-summary"]')).toHaveAttribute('data-quote-id', 'q-2');
    await waitFor(() => expect(liveRegion().textContent).toBe(t('quote.refreshed', { time: '30:00' })));
  },
};

/** A fresh quote at a new price: said at its top, with the rate it replaced, and announced. */
export const PriceChanged: Story = {
  args: { quote: movedQuoteIn('en') },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(liveMoneyMessages, globals);
    const notice = canvasElement.querySelector('[data-slot="quote-price-change"]') as HTMLElement;
    await expect(notice).toBeVisible();
    // From the replaced total to this one, with the reason, in the payer's language.
    await expect(notice.textContent).toMatch(/110,659\.66[\s\S]*113,968\.04/);
    await expect(notice.textContent).toContain(t('quote.reason.rate'));
    await expect(within(canvasElement).getByText(t('quote.rateWas', { rate: '9.176970' }))).toBeVisible();
    await waitFor(() => expect(liveRegion().textContent).toContain(notice.textContent ?? ''));
  },
};

/** The page's part when the rate moved: the quote expires, the fresh one comes back at a new price. */
function RequotedAtANewPrice({ locale, onExpire }: { locale: Locale; onExpire: () => void }) {
  const [quote, setQuote] = useState(() => quoteIn(locale, 'q-1', 0));
  return (
    <QuoteSummary
      quote={quote}
      now={clock}
      onExpire={() => {
        onExpire();
        setTimeout(() => setQuote(movedQuoteIn(locale)), 200);
      }}
    />
  );
}

export const ExpiresThenRequotesAtANewPrice: Story = {
  render: (args, { globals }) => <RequotedAtANewPrice locale={storyLocale(globals)} onExpire={args.onExpire!} />,
  play: async ({ canvas, canvasElement, globals, args }) => {
    const t = storyText(liveMoneyMessages, globals);
    await waitFor(() => expect(canvas.getByText(t('quote.validFor', { time: '30:00' }))).toBeVisible());
    await expect(args.onExpire).toHaveBeenCalledTimes(1);
    const notice = canvasElement.querySelector('[data-slot="quote-price-change"]') as HTMLElement;
    await expect(notice).toBeVisible();
    // One announcement: the new price first, then how long it holds.
    await waitFor(() =>
      expect(liveRegion().textContent).toBe(`${notice.textContent} ${t('quote.refreshed', { time: '30:00' })}`),
    );
  },
};

export const RefreshingAfterAChoice: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="quote-summary"]')).toHaveAttribute(
      'data-state',
      'refreshing',
    );
  },
};

// Every state in Simplified Chinese, and the main one in Traditional Chinese.
export const LiveZhCN = inLocale(Live, 'zh-CN', { quote: quoteIn('zh-CN') });
export const WithCouponAndPointsZhCN = inLocale(WithCouponAndPoints, 'zh-CN', {
  quote: quoteIn('zh-CN', 'q-1', 1799, true),
});
export const BankTransferSixHoursZhCN = inLocale(BankTransferSixHours, 'zh-CN', {
  quote: quoteIn('zh-CN', 'q-1', 6 * 3600),
});
export const ExpiredZhCN = inLocale(Expired, 'zh-CN', { quote: quoteIn('zh-CN', 'q-1', 0) });
export const ExpiresThenRequotesZhCN = inLocale(ExpiresThenRequotes, 'zh-CN');
export const PriceChangedZhCN = inLocale(PriceChanged, 'zh-CN', { quote: movedQuoteIn('zh-CN') });
export const ExpiresThenRequotesAtANewPriceZhCN = inLocale(ExpiresThenRequotesAtANewPrice, 'zh-CN');
export const PriceChangedZhTW = inLocale(PriceChanged, 'zh-TW', { quote: movedQuoteIn('zh-TW') });
export const RefreshingAfterAChoiceZhCN = inLocale(RefreshingAfterAChoice, 'zh-CN', { quote: quoteIn('zh-CN') });
export const WithCouponAndPointsZhTW = inLocale(WithCouponAndPoints, 'zh-TW', {
  quote: quoteIn('zh-TW', 'q-1', 1799, true),
});
