/**
 * Checks of the staff lookup form before it is sent: a keyword (phone or messaging id), and the image
 * captcha of spec 000 section 5 (required, exactly 4 digits).
 */
export interface StaffFormErrors {
  keyword?: 'required';
  captcha?: 'invalid';
}

/** `withCaptcha` false: a logged-in payer, whom the server does not ask for the picture. */
export function checkStaffForm(keyword: string, captcha: string, withCaptcha = true): StaffFormErrors {
  const errors: StaffFormErrors = {};
  if (keyword.trim() === '') errors.keyword = 'required';
  if (withCaptcha && !/^\d{4}$/.test(captcha.trim())) errors.captcha = 'invalid';
  return errors;
}
