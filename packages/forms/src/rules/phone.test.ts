import { describe, expect, it } from 'vitest';
import { loginPhone } from './phone';

describe('loginPhone by country', () => {
  it('India (+91): 10 digits starting 6-9, or with the trunk 0 dialled at home', () => {
    for (const ok of ['9876543210', '6000000000', '09876543210']) {
      expect(loginPhone(ok, { areaCode: '+91' }), ok).toBe(true);
    }
    for (const bad of ['12345', '5876543210', '987654321', '98765432101', '1234567890']) {
      expect(loginPhone(bad, { areaCode: '+91' }), bad).toMatchObject({ rule: 'loginPhone', messageId: 'phone' });
    }
  });

  it('countries without a known pattern keep digits only, 5 to 12', () => {
    expect(loginPhone('12345', { areaCode: '+44' })).toBe(true);
    expect(loginPhone('1234', { areaCode: '+44' })).toMatchObject({ rule: 'loginPhone' });
    expect(loginPhone('12a45', { areaCode: '+61' })).toMatchObject({ rule: 'loginPhone' });
  });

  it('the mainland keeps its own pattern, and an empty value is left to `required`', () => {
    expect(loginPhone('13800138000', { areaCode: '+86' })).toBe(true);
    expect(loginPhone('12345', { areaCode: '86' })).toMatchObject({ rule: 'loginPhone' });
    expect(loginPhone('', { areaCode: '+91' })).toBe(true);
  });
});
