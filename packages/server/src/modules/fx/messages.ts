/** Turns an FX refusal into the envelope's business error, in the caller's language. */
import { STATUS } from '@edupay/forms/contract';
import { BusinessError } from '../../http/business-error';
import { FxError } from './service';

export function fxRefusal(error: unknown): never {
  if (error instanceof FxError) {
    throw new BusinessError(STATUS.INVALID, error.reason === 'currencyUnknown' ? 'fxCurrencyUnknown' : 'fxRateInvalid', { currency: error.currency }, { field: error.reason === 'currencyUnknown' ? 'currency' : 'per_eur' });
  }
  throw error;
}
