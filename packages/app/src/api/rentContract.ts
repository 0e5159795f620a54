/**
 * The rent contract of a rent order (GET and POST /order/rent_contract; spec 001 section 3). Each
 * resolves to the API's envelope; the response policy has already acted on 402 or a refusal.
 */
import type { ApiResult } from '@edupay/forms/contract';
import { call } from './api';

export interface RentContractValues {
  rent_address: string;
  room_number: string;
  contract_start: string;
  contract_end: string;
  payment_cycle: string;
  rent_total: string;
}

export interface RentContractAnswer {
  order_id: string;
  required: 0 | 1;
  currency: string;
  contract: (RentContractValues & { updated_at: string }) | null;
}

export const rentContract = (order_id: string) =>
  call<RentContractAnswer>('GET', '/order/rent_contract', { order_id }) as Promise<ApiResult<RentContractAnswer>>;

export const saveRentContract = (order_id: string, values: RentContractValues) =>
  call<RentContractAnswer>('POST', '/order/rent_contract', { order_id, ...values }) as Promise<ApiResult<RentContractAnswer>>;
