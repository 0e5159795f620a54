/**
 * Request and response schemas of the config calls (spec 000 sections 3 and 7): get_config,
 * get_minimalist_config, get_index_data, change_lang, change_location and health.
 */
import { COUNTRY_ITEM, CS_INFO, envelopeResponse, flag, INSTITUTION, listOf, shape, text } from '../../http/response-schemas';
import { object, str } from '../../http/schemas';

/** The query every config call accepts (the page's context: channel, country, page...). */
export const configQuery = object({
  s: str(200),
  channel: str(50),
  channel_code: str(50),
  order_id: str(64),
  country: str(3),
  code: str(64),
  school_id: str(32),
  page_path: str(300),
  jump_id: str(64),
  wen_qrCode: str(300),
  s_u_token: str(200),
  need_login: str(8),
  form_bridge: str(64),
});

const LINK = shape({ title: text(), url: text() });
const NAMED_ID = shape({ id: { type: 'integer' }, name: text() });
const NAMED_VALUE = shape({ value: text(), name: text() });
const LANGUAGE = { type: 'string', enum: ['en', 'zh-CN', 'zh-TW'], description: "The request's language" };
const TOKEN = text('The session token (new, or the valid one the request presented)');

/** The config answer of spec 000 section 3 ("Config response"). */
const CONFIG_DATA = shape({
  is_pop_up: flag('Show the pop-up'),
  show_exam_logo: flag('1 on exam-fee pages'),
  head_show_image: text(),
  language: LANGUAGE,
  token: TOKEN,
  tel_code_list: listOf(shape({ tel_code: text("'+86'"), tel_name: text(), name_en: text(), name_zh: text(), country: text('Alpha-3 code') }), 'Calling codes'),
  reading_stage: listOf(NAMED_ID, 'Study stages'),
  register_role: listOf(NAMED_VALUE, 'Registration roles (student, parent, relative)'),
  country: listOf(COUNTRY_ITEM, "All countries, in the language's collation"),
  remittance_country_id: text('Paying-from country (alpha-3)'),
  channel_country: text(),
  country_list: listOf(COUNTRY_ITEM, 'Paying-from countries'),
  country_sort_list: listOf(COUNTRY_ITEM, 'Paying-from countries, sorted by name'),
  change_country: text('The site variant (alpha-3)'),
  change_country_list: listOf(shape({ title: text(), value: text(), list: listOf(NAMED_VALUE, 'Languages of this variant') }), 'Site variants'),
  friend_link_list: listOf(LINK),
  aboutUs_list: listOf(LINK),
  aboutUs_default: text(),
  finance_list: listOf(LINK),
  education_list: listOf(LINK),
  investment_list: listOf(LINK),
  cs_info: CS_INFO,
  cs_school_qr_code: text(),
  is_support_housing_fee: flag('Housing fees can be paid'),
  is_ins: flag('1 on the India variant'),
  reg_country: text(),
  address: text('Service desk address'),
  working: text('Service desk working hours'),
  examfee_desc: text(),
  phone: text('Service desk phone'),
});

export const configResponse = envelopeResponse(CONFIG_DATA, { userInfo: 'always', alwaysToken: true });
export const minimalistConfigResponse = envelopeResponse(shape({ language: LANGUAGE, token: TOKEN, change_country: text(), cs_info: CS_INFO }), {
  userInfo: 'always',
  alwaysToken: true,
});
export const indexDataResponse = envelopeResponse(shape({ hot_institutions: listOf(INSTITUTION, 'Popular schools') }));

// --- language and country variant

export const changeLangBody = object({ lang: { type: 'string', enum: ['zh', 'zh-CN', 'zh_CN', 'en', 'zh-TW', 'zh_TW', 'zh-HK'] } }, ['lang']);
export const changeLangResponse = envelopeResponse(shape({ language: { type: 'string', enum: ['en', 'zh-CN', 'zh-TW'], description: 'The language now set' } }));

export const changeLocationBody = object({ country: { type: 'string', minLength: 1, maxLength: 3 } }, ['country']);
export const changeLocationResponse = envelopeResponse(shape({ country: text('The variant now set (alpha-3)'), languages: listOf(text(), 'Languages of this variant') }));

// --- health

export const healthResponse = {
  200: shape({ status: { type: 'string', enum: ['ok'] }, database: { type: 'string', enum: ['pglite', 'pg'], description: 'The driver in use' } }, 'Up'),
  503: shape({ status: { type: 'string', enum: ['unavailable'] } }, 'The database does not answer'),
};
