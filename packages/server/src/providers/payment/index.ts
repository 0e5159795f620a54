/** The payment provider in use: the sandbox acquirer (a real acquirer plugs in here, chosen by configuration). */
export { sandboxProvider, sandboxCallbackSecret, SANDBOX_CARDS, type SandboxProvider } from './sandbox';
export type { PaymentProvider, CreateCharge, CreatedCharge, ChargeState, CallbackEvent, VerifiedCallback, TransferInstructions } from './types';
