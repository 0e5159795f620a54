import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inLocale, storyText } from '../../stories/storyLocale';
import { enteredOrderInfo, LANDLORD, ROUTING_BY_COUNTRY } from './orderFixtures';
import { payeeEntryMessages } from './payeeEntryMessages';
import { orderMessages } from './orderMessages';
import {
  PayeeEntryFields,
  type PayeeEntryFieldName,
  type PayeeEntryFieldsProps,
  type RoutingFieldsState,
} from './PayeeEntryFields';

const FIELDS: readonly PayeeEntryFieldName[] = [
  'collection_country',
  'currency',
  'beneficiary_name',
  'account_number',
  'beneficiary_address',
  'bank_name',
  'bank_address',
];

interface HarnessProps {
  initial: Record<string, string>;
  routing: RoutingFieldsState;
  errors?: Record<string, string>;
  locale?: 'en' | 'zh-CN' | 'zh-TW';
  onFieldChange?: (field: string, value: string) => void;
}

/** The section with its values held here (the order form holds them in useOrderForm). */
function Harness({ initial, routing, errors = {}, locale = 'en', onFieldChange }: HarnessProps) {
  const [values, setValues] = useState(initial);
  const info = enteredOrderInfo(locale);
  const props = (field: string) => ({
    id: `story-${field}`,
    value: values[field] ?? '',
    onChange: (next: string) => {
      setValues((v) => ({ ...v, [field]: next }));
      onFieldChange?.(field, next);
    },
    onBlur: () => undefined,
    error: errors[field],
    required: !['account_number'].includes(field),
  });
  const fields = Object.fromEntries(FIELDS.map((f) => [f, props(f)])) as PayeeEntryFieldsProps['fields'];
  return (
    <PayeeEntryFields
      countries={(info.countries ?? []).map((c) => ({ value: c.value, label: c.name }))}
      currencies={info.currencies}
      fields={fields}
      routing={routing}
      routingField={props}
      ibanCountry={values['collection_country'] === 'DEU'}
    />
  );
}

const meta = {
  title: 'Components/Order/PayeeEntryFields',
  component: Harness,
  args: { initial: {}, routing: { status: 'none' }, onFieldChange: fn() },
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
          "A payee that is not listed (a landlord, a housing agency, the student's own account) as the payer enters it: country and currency, beneficiary, account, street addresses (no PO Box) and the bank codes the chosen country needs (`routing`: what `/order/get_country_identification_code` answered, while it loads, or that it failed with a retry). Controlled: `fields` and `routingField` give each field its value, change handler and error (useOrderForm builds them on @edupay/forms' order schema with `enteredPayee`). The order form shows it in Payment Information for `order_info?entered=1`.",
      },
    },
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoCountryYet: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(payeeEntryMessages, globals);
    await expect(canvas.getByRole('group', { name: t('payeeEntry.title') })).toBeInTheDocument();
    await expect(canvas.getByText(t('payeeEntry.routingNone'))).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /IBAN|Sort code|BSB/ })).toBeNull();
  },
};
export const NoCountryYetZhCN = inLocale(NoCountryYet, 'zh-CN', { locale: 'zh-CN' });

export const UnitedKingdom: Story = {
  args: { initial: LANDLORD, routing: { status: 'ready', fields: ROUTING_BY_COUNTRY['GBR']! } },
  play: async ({ canvas, args, globals }) => {
    const order = storyText(orderMessages, globals);
    const sort = canvas.getByRole('textbox', { name: new RegExp(`^${order('order.routing.sort_code')}`) });
    await expect(sort).toHaveValue('20-00-00');
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(`^${order('order.routing.iban')}`) }),
    ).toBeInTheDocument();
    // Keyboard: the routing fields are reached in order after the bank's.
    await userEvent.clear(sort);
    await userEvent.type(sort, '401276');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('sort_code', '401276');
  },
};
export const UnitedKingdomZhCN = inLocale(UnitedKingdom, 'zh-CN', { locale: 'zh-CN' });

export const LoadingRoutingFields: Story = {
  args: { initial: { ...LANDLORD, collection_country: 'AUS', currency: 'AUD' }, routing: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    const t = storyText(payeeEntryMessages, globals);
    await expect(canvas.getByText(t('payeeEntry.routingLoading'))).toBeInTheDocument();
  },
};

export const RoutingFieldsFailed: Story = {
  args: {
    initial: { ...LANDLORD, collection_country: 'USA', currency: 'USD' },
    routing: { status: 'failed', retry: fn() },
  },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(payeeEntryMessages, globals);
    await userEvent.click(canvas.getByRole('button', { name: t('payeeEntry.routingRetry') }));
    await expect((args.routing as { retry: () => void }).retry).toHaveBeenCalled();
  },
};

export const WithErrors: Story = {
  args: {
    initial: { ...LANDLORD, beneficiary_address: 'PO Box 12, Leeds', sort_code: '20-00' },
    routing: { status: 'ready', fields: ROUTING_BY_COUNTRY['GBR']! },
    errors: {
      beneficiary_address: 'PO Box addresses are not accepted; please enter a street address',
      sort_code: 'Please enter exactly 6 digits',
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(payeeEntryMessages, globals);
    const address = within(canvasElement).getByRole('textbox', {
      name: new RegExp(`^${t('payeeEntry.beneficiaryAddress')}`),
    });
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(expect.stringContaining('PO Box addresses are not accepted'));
  },
};

export const Germany: Story = {
  args: {
    initial: {
      ...LANDLORD,
      collection_country: 'DEU',
      currency: 'EUR',
      account_number: '',
      iban: 'DE89 3704 0044 0532 0130 00',
      swift_code: 'COBADEFF',
    },
    routing: { status: 'ready', fields: ROUTING_BY_COUNTRY['DEU']! },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(payeeEntryMessages, globals);
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(`^${t('payeeEntry.accountNumber.iban').replace(/[()]/g, '.')}`) }),
    ).toBeInTheDocument();
  },
};
