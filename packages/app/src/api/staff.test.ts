import { describe, expect, it } from 'vitest';
import { staffLookupOutcome } from './staff';

describe('staff lookup answers', () => {
  it('200 with a person is found', () => {
    const staff = { name: '李明', wechat_id: 'edupay_liming', phone: '+86 13800138002' };
    expect(staffLookupOutcome({ status_code: 200, data: staff })).toEqual({ kind: 'found', staff });
  });

  it('404 is the not-found warning; 406 a wrong captcha; the rest a failure', () => {
    expect(staffLookupOutcome({ status_code: 404, message: 'x' })).toEqual({ kind: 'notFound' });
    expect(staffLookupOutcome({ status_code: 406, message: 'Wrong code' })).toEqual({ kind: 'captchaWrong', message: 'Wrong code' });
    expect(staffLookupOutcome({ status_code: 409, message: 'Too many' })).toEqual({ kind: 'failed', message: 'Too many' });
    // A 200 without a person is not a success.
    expect(staffLookupOutcome({ status_code: 200, data: undefined })).toEqual({ kind: 'failed', message: '' });
  });
});
