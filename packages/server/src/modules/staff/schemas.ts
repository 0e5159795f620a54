/** Request and response schemas of the staff lookup (search_personal). */
import { envelopeResponse, shape, text } from '../../http/response-schemas';
import { object, str } from '../../http/schemas';

// img_captcha is not `required` in the schema: a missing captcha answers like a wrong one (406).
export const searchPersonalQuery = object({ keyword: str(50), phone: str(20), wechat: str(50), img_captcha: str(8) });

// Not found is a refusal (404) with the spec's warning; a wrong captcha 406; too many lookups 409.
export const searchPersonalResponse = envelopeResponse(
  shape({
    name: text("Name in the request's language"),
    name_en: text(),
    wechat_id: text(),
    phone: text(),
    email: text(),
    working: text('Working hours'),
    is_staff: { type: 'integer', enum: [1] },
  }),
);
