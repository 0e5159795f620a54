/**
 * The payment providers; config.paymentProvider chooses (PAYMENT_PROVIDER): the sandbox acquirer in
 * development and tests, never in production, where no acquirer configured means charges are refused
 * (unavailable.ts). A real acquirer plugs in here as another choice.
 */
export { unavailablePaymentProvider } from './unavailable';
export { sandboxProvider, sandboxCallbackSecret, SANDBOX_CARDS, type SandboxProvider } from './sandbox';
export type { PaymentProvider, CreateCharge, CreatedCharge, ChargeState, CallbackEvent, ChargeCallback, TransferReceived, VerifiedCallback, TransferInstructions } from './types';
