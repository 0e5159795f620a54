import { describe, expect, it } from 'vitest';
import { checkContact, contactFieldError, EMPTY_CONTACT } from './contactForm';

describe('contact form checks (the server uses the same contactSchema)', () => {
  it('names the first missing field in the user language', () => {
    expect(checkContact(EMPTY_CONTACT, 'en')).toMatchObject({ first: 'contact_name', errors: { contact_name: 'Please enter your name' } });
    expect(checkContact(EMPTY_CONTACT, 'zh-CN').errors.contact_name).toBe('请输入您的姓名');
    expect(checkContact(EMPTY_CONTACT, 'zh-TW').errors.message).toBe('請輸入留言內容');
  });

  it('accepts a complete message and checks the optional phone only when given', () => {
    const values = { ...EMPTY_CONTACT, contact_name: 'Li Hua', email: 'li@example.com', enquiry_type: 'payment', message: 'When does my payment arrive?' };
    expect(checkContact(values, 'en').first).toBeNull();
    expect(contactFieldError('phone', { ...values, phone: '12ab' }, 'en')).toBe('Please enter digits only');
  });
});
