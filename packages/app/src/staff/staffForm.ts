/**
 * Checks of the staff lookup form before it is sent: a keyword (phone or messaging id), and the image
 * captcha of spec 000 section 5 (required, exactly 4 digits).
 */
export interface StaffFormErrors {
  keyword?: 'required';
  captcha?: 'invalid';
}

export function checkStaffForm(keyword: string, captcha: string): StaffFormErrors {
  const errors: StaffFormErrors = {};
  if (keyword.trim() === '') errors.keyword = 'required';
  if (!/^\d{4}$/.test(captcha.trim())) errors.captcha = 'invalid';
  return errors;
}
