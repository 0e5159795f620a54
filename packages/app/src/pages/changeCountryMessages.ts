import { defineAppMessages } from '../i18n/defineAppMessages';

/** /change_country: the country switch page. */
export const changeCountryMessages = defineAppMessages(
  {
    'changeCountry.title': 'Choose your country or region',
    'changeCountry.intro': 'Payment methods, currencies and support follow the country you pay from. Pick it and the language you prefer.',
    'changeCountry.current': 'Current',
    'changeCountry.choose': '{country}, {language}',
    'changeCountry.failed': 'The country could not be changed. Please try again.',
    'changeCountry.loading': 'Loading the countries…',
  },
  {
    'changeCountry.title': '选择国家或地区',
    'changeCountry.intro': '付款方式、币种和客服会根据您付款所在的国家或地区而定，请选择国家或地区及语言。',
    'changeCountry.current': '当前',
    'changeCountry.choose': '{country}，{language}',
    'changeCountry.failed': '国家或地区切换失败，请重试。',
    'changeCountry.loading': '正在加载国家和地区…',
  },
  {
    'changeCountry.title': '選擇國家或地區',
    'changeCountry.intro': '付款方式、幣別與客服會依您付款所在的國家或地區而定，請選擇國家或地區及語言。',
    'changeCountry.current': '目前',
    'changeCountry.choose': '{country}，{language}',
    'changeCountry.failed': '國家或地區切換失敗，請重試。',
    'changeCountry.loading': '正在載入國家與地區…',
  },
);
