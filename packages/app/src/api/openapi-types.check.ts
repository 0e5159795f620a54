/**
 * Type check only (runs in `npm run typecheck`, emits nothing): the server's OpenAPI document is
 * precise enough for a client generator. openapi.generated.ts is what openapi-typescript makes of
 * /api/openapi.json (kept equal to it by `npm run lint:openapi`); the payloads the app sends must be
 * assignable to the generated request types of the same operations, and a wrong payload must not be.
 */
import type {
  ChangePasswordPayload,
  CreatePasswordPayload,
  EmailPayload,
  LoginPayload,
  PhonePayload,
  RegistrationPayload,
  ResetEmailPayload,
  ResetPasswordPayload,
  SliderVerifyPayload,
  SmsLoginPayload,
} from '@edupay/ui';
import type { getConfig } from './config';
import type { PersonalInfoPayload } from './user';
import type { operations } from './openapi.generated';

type JsonBody<Id extends keyof operations> = operations[Id] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type Query<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;
/** What a call puts on the wire: the app sends `{ ...payload }`, an object type (the kit's payloads are interfaces). */
type Sent<T> = { [K in keyof T]: T[K] };
type Assignable<From, To> = [Sent<From>] extends [To] ? true : false;
type Expect<T extends true> = T;

/**
 * The kit's RegistrationPayload is looser than the wire in two fields, which the generated type
 * caught: `reg_role` is any string (the server takes '', student, parent, relative) and `is_school`
 * may be a boolean (the server takes the 0/1 that get_school answers, as a number or digits). What
 * the form really sends is the narrower type; the kit's own type is for its issue to tighten.
 */
type RegistrationSent = Omit<RegistrationPayload, 'reg_role' | 'is_school'> & {
  reg_role: '' | 'student' | 'parent' | 'relative';
  is_school?: number | string;
};

export type AppCallsMatchTheDocument = [
  Expect<Assignable<Parameters<typeof getConfig>[0], Query<'get_config'>>>,
  Expect<Assignable<PhonePayload, JsonBody<'user_send_verification'>>>,
  Expect<Assignable<PhonePayload, Query<'user_send_verification_get'>>>,
  Expect<Assignable<LoginPayload, JsonBody<'user_login'>>>,
  Expect<Assignable<SmsLoginPayload, JsonBody<'user_phone_verification_password'>>>,
  Expect<Assignable<EmailPayload, JsonBody<'user_verification_email'>>>,
  Expect<Assignable<ResetEmailPayload, JsonBody<'user_email_verification_password'>>>,
  Expect<Assignable<ResetPasswordPayload, JsonBody<'user_reset_pwd'>>>,
  Expect<Assignable<ChangePasswordPayload, JsonBody<'user_change_pwd'>>>,
  Expect<Assignable<CreatePasswordPayload, JsonBody<'user_create_pwd'>>>,
  Expect<Assignable<RegistrationSent, JsonBody<'user_register'>>>,
  Expect<Assignable<SliderVerifyPayload, JsonBody<'other_slider_verification'>>>,
  Expect<Assignable<PersonalInfoPayload, JsonBody<'user_personal_info'>>>,
  // The user centre's order changes (api/orders.ts) send the order's id only.
  Expect<Assignable<{ order_id: string }, JsonBody<'user_close_order'>>>,
  Expect<Assignable<{ order_id: string }, JsonBody<'user_complete_order'>>>,
  Expect<Assignable<{ order_id: string }, JsonBody<'user_reorder'>>>,
  Expect<Assignable<{ order_id: string }, JsonBody<'user_order_track_link'>>>,
  Expect<Assignable<{ type: 'ongoing' | 'closed'; page: string; page_size: string }, Query<'user_order_list'>>>,
  // /pay's quote (api/payments.ts paymentEstimate), naming the expired quote it replaces.
  Expect<
    Assignable<
      { order_id: string; method_id: string; full_arrival: 0 | 1; priority: 0 | 1; use_points: 0 | 1; replaces_quote_id?: string },
      JsonBody<'order_payment_estimate'>
    >
  >,
];

// The check can fail: a phone number as a JSON number, or the kit's registration type as it is,
// is not what the document accepts.
export type WrongPayloadsAreRefused = [
  Expect<Assignable<{ tel_code: string; phone: number }, JsonBody<'user_send_verification'>> extends false ? true : false>,
  Expect<Assignable<RegistrationPayload, JsonBody<'user_register'>> extends false ? true : false>,
];
