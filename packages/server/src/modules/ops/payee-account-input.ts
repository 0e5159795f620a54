/** The account form of payee_account_create and payee_account_update as the payee service takes it (0/1 flags to booleans, routing codes grouped). */
import { ROUTING_FIELDS, type RoutingField } from '@edupay/forms';
import type { PayeeAccountInput } from '../institutions/payee-admin';

interface AccountBody {
  readonly account_name: string;
  readonly bank_name: string;
  readonly bank_address: string;
  readonly account_number?: string | undefined;
  readonly currency: string;
  readonly country: string;
  readonly purposes: readonly string[];
  readonly needs_review?: number | undefined;
  readonly surcharge_minor?: number | undefined;
  readonly fields?: readonly { readonly field: string; readonly required: number; readonly rule?: string | undefined }[] | undefined;
  readonly [routing: string]: unknown;
}

export function accountInput(body: AccountBody): PayeeAccountInput {
  const routing: Partial<Record<RoutingField, string>> = {};
  for (const f of ROUTING_FIELDS) if (typeof body[f] === 'string') routing[f] = body[f] as string;
  return {
    account_name: body.account_name,
    bank_name: body.bank_name,
    bank_address: body.bank_address,
    account_number: body.account_number,
    currency: body.currency,
    country: body.country,
    routing,
    purposes: body.purposes,
    needs_review: body.needs_review === 1,
    surcharge_minor: body.surcharge_minor ?? null,
    fields: (body.fields ?? []).map((f) => ({ field: f.field, required: f.required === 1, rule: f.rule })),
  };
}
