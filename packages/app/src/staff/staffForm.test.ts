import { describe, expect, it } from 'vitest';
import { checkStaffForm } from './staffForm';

describe('staff lookup form', () => {
  it('needs a keyword and a 4-digit captcha', () => {
    expect(checkStaffForm('edupay_liming', '0427')).toEqual({});
    expect(checkStaffForm('  ', '0427')).toEqual({ keyword: 'required' });
    expect(checkStaffForm('13800138001', '427')).toEqual({ captcha: 'invalid' });
    expect(checkStaffForm('13800138001', '42a7')).toEqual({ captcha: 'invalid' });
    expect(checkStaffForm('', '')).toEqual({ keyword: 'required', captcha: 'invalid' });
  });
});
