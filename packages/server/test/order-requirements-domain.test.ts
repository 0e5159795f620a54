/** domain/order-requirements.ts: the steps an order needs before payment, as a table. */
import { describe, expect, it } from 'vitest';
import { contractDigest, requiredSteps } from '../src/domain/order-requirements';

describe('requiredSteps', () => {
  it.each([
    [{ orderType: 'tuition', payeeFaceVerification: false }, []],
    [{ orderType: 'tuition', payeeFaceVerification: true }, ['face_verification']],
    [{ orderType: 'rent', payeeFaceVerification: false }, ['rent_contract_signature']],
    [{ orderType: 'rent', payeeFaceVerification: true }, ['rent_contract_signature', 'face_verification']],
    // A partner's booking is the tenancy: no second contract to sign; the payee's face check still holds.
    [{ orderType: 'rent', payeeFaceVerification: false, bookedByPartner: true }, []],
    [{ orderType: 'rent', payeeFaceVerification: true, bookedByPartner: true }, ['face_verification']],
    [{ orderType: 'tuition', payeeFaceVerification: false, bookedByPartner: true }, []],
  ])('%o needs %o', (facts, steps) => {
    expect(requiredSteps(facts)).toEqual(steps);
  });
});

describe('contractDigest', () => {
  const contract = { rent_address: '1 King St', room_number: '4B', contract_start: '2026-09-01', contract_end: '2027-06-30', payment_cycle: 'monthly', rent_total_minor: '1850000', currency: 'GBP' };
  it('changes with any field, and no separator inside a value makes two contracts alike', () => {
    const base = contractDigest(contract);
    for (const key of Object.keys(contract) as (keyof typeof contract)[]) expect(contractDigest({ ...contract, [key]: `${contract[key]}x` }), key).not.toBe(base);
    expect(contractDigest({ ...contract, rent_address: '1 King St;4', room_number: 'B' })).not.toBe(contractDigest({ ...contract, rent_address: '1 King St', room_number: '4;B' }));
    expect(contractDigest({ ...contract })).toBe(base);
  });
});
