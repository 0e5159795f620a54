import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../i18n/locale';
import { inLocale, storyLocale, storyText } from '../../stories/storyLocale';
import type { ApiResult } from '@edupay/forms/contract';
import {
  RegistrationForm,
  type RegistrationFormValue,
  type RegistrationPayload,
  type RegistrationResponse,
} from './RegistrationForm';
import { registrationMessages } from './registrationMessages';
import { containing, failure, formsText, serverText, startingWith } from './loginFixtures';
import { fakeSchoolSearch, SCHOOLS, SCHOOLS_TW } from '../institution/InstitutionSearch.fixtures';
import { institutionMessages } from '../institution/institutionMessages';
import { createMemoryStorage } from '../institution/searchHistory';
import { schoolLabel, type SchoolResult } from '../institution/schoolResult';
import { findAlert, liveRegion, queryAlert } from '../../stories/liveRegion';

const [oxford, , melbourne, hku] = SCHOOLS as [SchoolResult, SchoolResult, SchoolResult, SchoolResult];
/** A fixed "now": the enrolment years run from 2027 down to 2019. */
const NOW = new Date('2025-03-01T08:00:00Z').getTime();

/** The config's lists (roles, countries, study stages, area codes) and the school search, as the server answers each language. */
const optionsIn = {
  en: {
    roles: [
      { value: 'student', name: 'Student' },
      { value: 'parent', name: 'Parent' },
      { value: 'other', name: 'Other payer' },
    ],
    countries: [
      { value: 'CHN', name: 'China' },
      { value: 'GBR', name: 'United Kingdom' },
      { value: 'AUS', name: 'Australia' },
      { value: 'IND', name: 'India' },
      { value: 'USA', name: 'United States' },
    ],
    stages: [
      { id: 1, name: 'Undergraduate' },
      { id: 2, name: 'Postgraduate' },
      { id: 3, name: 'Secondary school' },
      { id: 4, name: 'Language course' },
    ],
    codes: [
      { tel_code: '+86', tel_name: 'Chinese Mainland' },
      { tel_code: '+852', tel_name: 'Hong Kong' },
      { tel_code: '+44', tel_name: 'United Kingdom' },
      { tel_code: '+61', tel_name: 'Australia' },
      { tel_code: '+91', tel_name: 'India' },
    ],
    searchInstitutions: fakeSchoolSearch(),
  },
  'zh-CN': {
    roles: [
      { value: 'student', name: '学生' },
      { value: 'parent', name: '家长' },
      { value: 'other', name: '其他付款人' },
    ],
    countries: [
      { value: 'CHN', name: '中国' },
      { value: 'GBR', name: '英国' },
      { value: 'AUS', name: '澳大利亚' },
      { value: 'IND', name: '印度' },
      { value: 'USA', name: '美国' },
    ],
    stages: [
      { id: 1, name: '本科' },
      { id: 2, name: '研究生' },
      { id: 3, name: '中学' },
      { id: 4, name: '语言课程' },
    ],
    codes: [
      { tel_code: '+86', tel_name: '中国大陆' },
      { tel_code: '+852', tel_name: '中国香港' },
      { tel_code: '+44', tel_name: '英国' },
      { tel_code: '+61', tel_name: '澳大利亚' },
      { tel_code: '+91', tel_name: '印度' },
    ],
    searchInstitutions: fakeSchoolSearch(),
  },
  'zh-TW': {
    roles: [
      { value: 'student', name: '學生' },
      { value: 'parent', name: '家長' },
      { value: 'other', name: '其他付款人' },
    ],
    countries: [
      { value: 'CHN', name: '中國' },
      { value: 'GBR', name: '英國' },
      { value: 'AUS', name: '澳洲' },
      { value: 'IND', name: '印度' },
      { value: 'USA', name: '美國' },
    ],
    stages: [
      { id: 1, name: '大學部' },
      { id: 2, name: '研究所' },
      { id: 3, name: '中學' },
      { id: 4, name: '語言課程' },
    ],
    codes: [
      { tel_code: '+86', tel_name: '中國大陸' },
      { tel_code: '+852', tel_name: '香港' },
      { tel_code: '+44', tel_name: '英國' },
      { tel_code: '+61', tel_name: '澳洲' },
      { tel_code: '+91', tel_name: '印度' },
    ],
    searchInstitutions: fakeSchoolSearch({ schools: SCHOOLS_TW }),
  },
} satisfies Record<Locale, object>;

const ok = (): Promise<ApiResult<RegistrationResponse>> =>
  Promise.resolve({
    status_code: 200,
    message: 'success',
    data: { wechat_number: 'edupay_lin', tell: '400-820-8820', qr_code: '', is_wechat: 1 },
  });

const meta = {
  title: 'Components/Account/RegistrationForm',
  component: RegistrationForm,
  args: {
    loginMethod: 'phone',
    phone: '13812345678',
    telCode: '+86',
    ...optionsIn.en,
    termsHref: '/protocol/terms',
    privacyHref: '/protocol/privacy',
    now: NOW,
    onSubmit: fn(ok),
    onSuccess: fn(),
    onCancel: fn(),
    onChange: fn(),
    onInstitutionNotFound: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The registration supplement of spec 000. Every field and rule comes from `@edupay/forms` (`createRegistrationSchema`, and `applyRegistrationRules` on each change: +86 forces CHN, other roles clear the student name, hidden fields are cleared). ' +
          'Data props: `roles` ({value,name}; `parentRole` names the parent, default "parent"), `countries` ({value,name}), `stages` ({id,name}), `codes` ({tel_code,tel_name}), `channelCountry` (hides the country). ' +
          '`loginMethod` "phone" shows the login `phone`/`telCode` locked and asks the e-mail; "email" asks mobile and password and sends `email` as `login_name`. ' +
          'Controlled with `value` + `onChange(value)` (or `defaultValue`); values use the spec names (reg_role, reg_name, reg_custom_phone, reg_email, contact, whats_code, enrol_year, enrol_month...) plus `school`. ' +
          '`searchInstitutions(query)` is awaited by the embedded InstitutionSearch (a school must be picked from the list). ' +
          'Next validates all fields, scrolls to and focuses the first error, then awaits `onSubmit(payload)` (payload: reg_role, reg_name/student_name or first_name/last_name/student_first_name/student_last_name, reg_college, reg_college_id, is_school, login_name, password, phone, email, tel_code, contact, whats_code, country_code or channel_country, domestic_code/domestic_number, reading_stage, major, referral_code, commencement_time "YYYY-MM"). ' +
          'Result 200 calls `onSuccess(data)` (open AssignManagerDialog); 331/332 show the registered notice with the server message and a tip under the other contact field; other statuses >= 400 show the message. Nothing typed is lost. `now` fixes the enrolment years (two ahead to six back).',
      },
    },
  },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same story in Chinese, with the lists and school names the server gives in that language. */
const zh = (story: Story, locale: Exclude<Locale, 'en'>, args?: Story['args']) =>
  inLocale(story, locale, { ...optionsIn[locale], ...args });

const text = (globals: Record<string, unknown>) => storyText(registrationMessages, globals);
const schoolText = (globals: Record<string, unknown>) => storyText(institutionMessages, globals);

/**
 * A fresh, empty search history for every story. The form is taller than the test viewport: it
 * scrolls inside a box of the viewport's height (like the dialog it lives in), so the page itself
 * never scrolls and its screenshot is the viewport. `position: relative` keeps the visually hidden
 * (absolutely positioned) texts inside that box: otherwise they make the page scrollable again.
 */
const render: Story['render'] = (args) => (
  <div style={{ position: 'relative', maxWidth: 560, height: 'calc(100vh - 2rem)', overflowY: 'auto' }}>
    <RegistrationForm {...args} institutionHistoryStorage={createMemoryStorage()} />
  </div>
);

/** Waits until the submit has settled (the Next button is no longer busy), for a stable screenshot. */
async function settled(canvas: ReturnType<typeof within>, globals: Record<string, unknown>) {
  await waitFor(() =>
    expect(canvas.getByRole('button', { name: text(globals)('registration.next') })).not.toHaveAttribute('aria-busy'),
  );
}

/** Types into the school search and picks `name` with the arrow keys and Enter. */
async function pickSchool(
  canvas: ReturnType<typeof within>,
  globals: Record<string, unknown>,
  query: string,
  name: RegExp,
) {
  const input = canvas.getByRole('combobox', { name: containing(text(globals)('registration.school')) });
  await userEvent.click(input);
  await userEvent.keyboard(query);
  const option = await canvas.findByRole('option', { name }, { timeout: 3000 });
  await waitFor(() => expect(canvas.queryByText(schoolText(globals)('institution.searching'))).toBeNull(), {
    timeout: 3000,
  });
  for (let i = 0; i < 8 && input.getAttribute('aria-activedescendant') !== option.id; i += 1)
    await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull(), { timeout: 1000 });
}

/** The Terms of Service checkbox (the other one says the school is not in the list). */
const agreementBox = (canvas: ReturnType<typeof within>, r: ReturnType<typeof text>) =>
  canvas.getByRole('checkbox', { name: containing(r('registration.terms')) });

/** A China phone sign-up with everything but the school filled in. */
const chinaFilled: RegistrationFormValue = {
  reg_role: 'student',
  reg_name: '林小雨',
  reading_stage: '2',
  reg_email: 'lin.xiaoyu@example.com',
  agreement: true,
};

/** A picked school, named as the input shows it in `locale` (Chinese name in Chinese). */
const withSchool = (school: SchoolResult, locale: Locale = 'en'): RegistrationFormValue => ({
  school,
  reg_college: schoolLabel(school, locale),
  reg_college_id: school.code,
  school_country: school.cy,
  is_school: school.is_school,
});
const escaped = (value: string) => containing(value).source;

export const ChinaPhoneSignUpEmpty: Story = {
  render,
  play: async ({ canvas, args, globals }) => {
    const r = text(globals);
    // +86 from the SMS login: the country is China and cannot be changed.
    const country = canvas.getByRole('combobox', { name: containing(r('registration.country')) });
    await expect(country).toBeDisabled();
    await expect(country).toHaveValue('CHN');
    await expect(country).toHaveAccessibleDescription(r('registration.country.forced'));
    await expect(canvas.getByRole('textbox', { name: r('registration.mobile') })).toHaveValue('13812345678');
    await expect(canvas.getByRole('textbox', { name: r('registration.mobile') })).toBeDisabled();
    // China: the real name and the study stage are asked; the e-mail is asked because the login was by phone.
    await expect(canvas.getByRole('radiogroup', { name: containing(r('registration.role')) })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: containing(r('registration.realName')) })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: containing(r('registration.stage')) })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: containing(r('registration.email')) })).toBeInTheDocument();
    await expect(canvas.queryByLabelText(containing(r('registration.password')))).toBeNull();
    await expect(
      canvas.getByRole('textbox', { name: containing(r('registration.contact.china')) }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: containing(r('registration.school')) })).toHaveAttribute(
      'placeholder',
      schoolText(globals)('institution.placeholder'),
    );
    const terms = new RegExp(`^${escaped(r('registration.terms'))}\\s*${escaped(r('registration.opensInNewTab'))}$`);
    await expect(canvas.getByRole('link', { name: terms })).toHaveAttribute('href', '/protocol/terms');
    await expect(canvas.getByRole('button', { name: r('registration.next') })).toBeInTheDocument();
    // The keyboard starts on the identity radios.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: args.roles[0]!.name })).toHaveFocus();
    await expect(
      canvas.getByRole('combobox', { name: containing(r('registration.enrolYear')) }).querySelectorAll('option'),
    ).toHaveLength(10);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const ChinaPhoneSignUpEmptyZhCN = zh(ChinaPhoneSignUpEmpty, 'zh-CN');
export const ChinaPhoneSignUpEmptyZhTW = zh(ChinaPhoneSignUpEmpty, 'zh-TW');

export const FilledValidSubmits: Story = {
  render,
  play: async ({ canvas, args, globals }) => {
    const r = text(globals);
    const locale = storyLocale(globals);
    await userEvent.tab();
    await userEvent.keyboard(' '); // Student
    await expect(canvas.getByRole('radio', { name: args.roles[0]!.name })).toBeChecked();
    await userEvent.click(canvas.getByRole('textbox', { name: containing(r('registration.realName')) }));
    await userEvent.keyboard('林小雨');
    await pickSchool(canvas, globals, 'melb', /University of Melbourne/);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: containing(r('registration.stage')) }), '2');
    // An Australian school with China residence: the enrolment year and month are required.
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: containing(r('registration.enrolYear')) }),
      '2025',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: containing(r('registration.enrolMonth')) }),
      '9',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: containing(r('registration.email')) }),
      'lin.xiaoyu@example.com',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: containing(r('registration.contact.china')) }),
      'lin_xiaoyu',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: containing(r('registration.referral')) }), 'EDU2025');
    await userEvent.click(agreementBox(canvas, r));
    canvas.getByRole('button', { name: r('registration.next') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledOnce());
    const payload: RegistrationPayload = {
      reg_role: 'student',
      reg_name: '林小雨',
      // The name as shown in the input: the Chinese name in Chinese.
      reg_college: schoolLabel(melbourne, locale),
      reg_college_id: melbourne.code,
      is_school: 1,
      login_name: '13812345678',
      phone: '13812345678',
      email: 'lin.xiaoyu@example.com',
      tel_code: '+86',
      country_code: 'CHN',
      reading_stage: '2',
      contact: 'lin_xiaoyu',
      referral_code: 'EDU2025',
      commencement_time: '2025-09',
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(payload);
    await expect(args.onSuccess).toHaveBeenCalledWith(
      { wechat_number: 'edupay_lin', tell: '400-820-8820', qr_code: '', is_wechat: 1 },
      payload,
    );
    await expect(queryAlert()).toBeNull();
    await settled(canvas, globals);
  },
};
export const FilledValidSubmitsZhCN = zh(FilledValidSubmits, 'zh-CN');

/**
 * A school the search does not know (issue 14 item 2): the name typed into the search survives
 * ticking "not in the list" (the search clears it on blur), becomes a plain field, and is sent as
 * an unlisted school. Keyboard only.
 */
export const UnlistedSchoolTypedByHand: Story = {
  render,
  args: { defaultValue: chinaFilled },
  play: async ({ canvas, args, globals }) => {
    const r = text(globals);
    const search = canvas.getByRole('combobox', { name: containing(r('registration.school')) });
    await userEvent.click(search);
    await userEvent.keyboard('Ashgrove College of Music');
    await userEvent.tab();
    const unlisted = canvas.getByRole('checkbox', { name: r('registration.school.unlisted') });
    await waitFor(() => expect(unlisted).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(unlisted).toBeChecked();
    const typed = canvas.getByRole('textbox', { name: containing(r('registration.school')) });
    await expect(typed).toHaveValue('Ashgrove College of Music');
    await expect(typed).toHaveAccessibleDescription(r('registration.school.unlistedHint'));
    await expect(canvas.queryByRole('combobox', { name: containing(r('registration.school')) })).toBeNull();
    canvas.getByRole('button', { name: r('registration.next') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        reg_college: 'Ashgrove College of Music',
        reg_college_id: '',
        reg_college_unlisted: 1,
      }),
    );
    await settled(canvas, globals);
  },
};
export const UnlistedSchoolTypedByHandZhCN = zh(UnlistedSchoolTypedByHand, 'zh-CN');

export const FailedSubmitShowsErrors: Story = {
  render,
  args: { defaultValue: { reg_email: 'not-an-email' } },
  play: async ({ canvas, args, globals }) => {
    const r = text(globals);
    const v = formsText(globals);
    // Enter in a field submits the form: every error shows and focus goes to the first one.
    await userEvent.click(canvas.getByRole('textbox', { name: containing(r('registration.email')) }));
    await userEvent.keyboard('{Enter}');
    const group = canvas.getByRole('radiogroup', { name: containing(r('registration.role')) });
    await waitFor(() => expect(canvas.getByRole('radio', { name: args.roles[0]!.name })).toHaveFocus());
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(v('selectRequired', 'reg_role'));
    await expect(
      canvas.getByRole('textbox', { name: containing(r('registration.realName')) }),
    ).toHaveAccessibleDescription(`${r('registration.realName.hint')} ${v('required', 'reg_name')}`);
    await expect(
      canvas.getByRole('combobox', { name: containing(r('registration.school')) }),
    ).toHaveAccessibleDescription(v('required', 'reg_college'));
    await expect(
      canvas.getByRole('combobox', { name: containing(r('registration.stage')) }),
    ).toHaveAccessibleDescription(v('selectRequired', 'reading_stage'));
    await expect(
      canvas.getByRole('textbox', { name: containing(r('registration.email')) }),
    ).toHaveAccessibleDescription(v('email'));
    await expect(agreementBox(canvas, r)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Eager: fixing a field clears its error at once.
    await userEvent.keyboard(' ');
    await expect(group).not.toHaveAttribute('aria-invalid');
  },
};
export const FailedSubmitShowsErrorsZhCN = zh(FailedSubmitShowsErrors, 'zh-CN');
export const FailedSubmitShowsErrorsZhTW = zh(FailedSubmitShowsErrors, 'zh-TW');

export const ParentRoleAsksStudentName: Story = {
  render,
  play: async ({ canvas, args, globals }) => {
    const r = text(globals);
    const [, parent, other] = args.roles;
    const studentName = containing(r('registration.studentName'));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}'); // parent
    await expect(canvas.getByRole('radio', { name: parent!.name })).toBeChecked();
    const student = await canvas.findByRole('textbox', { name: studentName });
    await userEvent.type(student, '林小雨');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ reg_role: 'parent', student_name: '林小雨' }),
    );
    // Another role clears the student name (applyRegistrationRules) and hides the field.
    canvas.getByRole('radio', { name: parent!.name }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: other!.name })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: studentName })).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ reg_role: 'other', student_name: '' }),
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await canvas.findByRole('textbox', { name: studentName })).toHaveValue('');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: studentName })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: studentName })).toHaveAccessibleDescription(
        formsText(globals)('required', 'student_name'),
      ),
    );
  },
};
export const ParentRoleAsksStudentNameZhCN = zh(ParentRoleAsksStudentName, 'zh-CN');

export const NonChinaEmailSignUp: Story = {
  args: { loginMethod: 'email', email: 'priya.sharma@example.com', phone: undefined, telCode: '+44' },
  render,
  play: async ({ canvas, args, globals }) => {
    const r = text(globals);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}'); // parent
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: containing(r('registration.country')) }), 'GBR');
    // Not China: first and last names, the student's too for a parent; no study stage.
    await userEvent.type(canvas.getByRole('textbox', { name: startingWith(r('registration.firstName')) }), 'Priya');
    await userEvent.type(canvas.getByRole('textbox', { name: startingWith(r('registration.lastName')) }), 'Sharma');
    await userEvent.type(
      canvas.getByRole('textbox', { name: containing(r('registration.studentFirstName')) }),
      'Anika',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: containing(r('registration.studentLastName')) }),
      'Sharma',
    );
    await expect(canvas.queryByRole('combobox', { name: containing(r('registration.stage')) })).toBeNull();
    await pickSchool(canvas, globals, 'oxford', /University of Oxford/);
    // E-mail sign-up: mobile and password are asked, the e-mail is not.
    await expect(canvas.queryByRole('textbox', { name: containing(r('registration.email')) })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: startingWith(r('registration.mobile')) }), '7700900123');
    await userEvent.type(canvas.getByLabelText(startingWith(r('registration.password'))), 'Secret#2025');
    // The contact number has its own country code and follows the phone rule.
    const contact = canvas.getByRole('textbox', { name: r('registration.contact.abroad') });
    await userEvent.selectOptions(
      within(canvas.getByRole('group', { name: r('registration.contact.abroad') })).getByRole('combobox', {
        name: r('phone.areaCode'),
      }),
      '+91',
    );
    await userEvent.type(contact, '12');
    await userEvent.tab();
    await expect(contact).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(contact);
    await userEvent.type(contact, '9876543210');
    await expect(contact).not.toHaveAttribute('aria-invalid');
    await userEvent.click(agreementBox(canvas, r));
    await userEvent.click(canvas.getByRole('button', { name: r('registration.next') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reg_role: 'parent',
      first_name: 'Priya',
      last_name: 'Sharma',
      student_first_name: 'Anika',
      student_last_name: 'Sharma',
      reg_college: schoolLabel(oxford, storyLocale(globals)),
      reg_college_id: oxford.code,
      is_school: 1,
      login_name: 'priya.sharma@example.com',
      email: 'priya.sharma@example.com',
      password: 'Secret#2025',
      phone: '7700900123',
      tel_code: '+44',
      country_code: 'GBR',
      contact: '9876543210',
      whats_code: '+91',
    });
    await settled(canvas, globals);
  },
};
export const NonChinaEmailSignUpZhCN = zh(NonChinaEmailSignUp, 'zh-CN');

/** The config lists each area code with its country (alpha-3): what lets the form default by country. */
const COUNTRY_OF_CODE: Record<string, string> = {
  '+86': 'CHN',
  '+852': 'HKG',
  '+44': 'GBR',
  '+61': 'AUS',
  '+91': 'IND',
};
const withCountries = (locale: Locale) =>
  optionsIn[locale].codes.map((code) => ({ ...code, country: COUNTRY_OF_CODE[code.tel_code] }));

/**
 * A visitor from India signing up by e-mail: the form starts on India and +91, asks the names used
 * there (not a Chinese ID-card name), checks an Indian mobile by India's rules, and a failed Next
 * shows every error at once with focus on the first.
 */
export const IndiaEmailSignUpDefaults: Story = {
  args: {
    loginMethod: 'email',
    email: 'arjun.mehta@example.com',
    phone: undefined,
    telCode: undefined,
    country: 'IND',
    codes: withCountries('en'),
  },
  render,
  play: async ({ canvas, args, globals }) => {
    const r = text(globals);
    const v = formsText(globals);
    const country = canvas.getByRole('combobox', { name: containing(r('registration.country')) });
    await expect(country).toHaveValue('IND');
    await expect(country).toBeEnabled();
    const mobileGroup = canvas.getByRole('group', { name: startingWith(r('registration.mobile')) });
    await expect(within(mobileGroup).getByRole('combobox', { name: r('phone.areaCode') })).toHaveValue('+91');
    await expect(canvas.queryByRole('textbox', { name: containing(r('registration.realName')) })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: startingWith(r('registration.firstName')) })).toBeInTheDocument();
    // "12345" is no Indian mobile (10 digits starting 6-9).
    const mobile = canvas.getByRole('textbox', { name: startingWith(r('registration.mobile')) });
    await userEvent.type(mobile, '12345');
    await userEvent.tab();
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(mobile).toHaveAccessibleDescription(v('phone'));
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '9876543210');
    await expect(mobile).not.toHaveAttribute('aria-invalid');
    // One Next shows every error at once and focuses the first (the role).
    await userEvent.click(canvas.getByRole('button', { name: r('registration.next') }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: args.roles[0]!.name })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: startingWith(r('registration.firstName')) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByLabelText(startingWith(r('registration.password')))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(agreementBox(canvas, r)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const IndiaEmailSignUpDefaultsZhCN = zh(IndiaEmailSignUpDefaults, 'zh-CN', { codes: withCountries('zh-CN') });

export const Plus86ForcesChina: Story = {
  args: {
    loginMethod: 'email',
    email: 'wang.fang@example.com',
    phone: undefined,
    telCode: '+44',
    defaultValue: { country_code: 'GBR', first_name: 'Fang' },
  },
  render,
  play: async ({ canvas, args, globals }) => {
    const r = text(globals);
    const country = canvas.getByRole('combobox', { name: containing(r('registration.country')) });
    await expect(country).toHaveValue('GBR');
    await expect(canvas.getByRole('textbox', { name: startingWith(r('registration.firstName')) })).toHaveValue('Fang');
    const code = within(canvas.getByRole('group', { name: startingWith(r('registration.mobile')) })).getByRole(
      'combobox',
      { name: r('phone.areaCode') },
    );
    await userEvent.selectOptions(code, '+86');
    // +86: the country becomes China and is locked; the Chinese name fields replace first/last name.
    await expect(country).toHaveValue('CHN');
    await expect(country).toBeDisabled();
    await expect(country).toHaveAccessibleDescription(r('registration.country.forced'));
    await expect(canvas.queryByRole('textbox', { name: startingWith(r('registration.firstName')) })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: containing(r('registration.realName')) })).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ tel_code: '+86', country_code: 'CHN', first_name: '' }),
    );
    // The contact number of a CHN resident is free text (WeChat id).
    await expect(
      canvas.getByRole('textbox', { name: containing(r('registration.contact.china')) }),
    ).toBeInTheDocument();
  },
};
export const Plus86ForcesChinaZhCN = zh(Plus86ForcesChina, 'zh-CN');

export const HongKongSchoolAsksMajor: Story = {
  args: { defaultValue: chinaFilled },
  render,
  play: async ({ canvas, args, globals }) => {
    const r = text(globals);
    const school = schoolLabel(hku, storyLocale(globals));
    await expect(canvas.queryByRole('textbox', { name: containing(r('registration.major')) })).toBeNull();
    // The abbreviation finds it in every language.
    await pickSchool(canvas, globals, 'HKU', /The University of Hong Kong/);
    await expect(canvas.getByRole('combobox', { name: containing(r('registration.school')) })).toHaveValue(school);
    const major = await canvas.findByRole('textbox', { name: containing(r('registration.major')) });
    await userEvent.click(canvas.getByRole('button', { name: r('registration.next') }));
    await waitFor(() => expect(major).toHaveFocus());
    await expect(major).toHaveAccessibleDescription(formsText(globals)('required', 'major'));
    await userEvent.keyboard('Finance{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ reg_college: school, reg_college_id: hku.code, major: 'Finance' }),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.not.objectContaining({ commencement_time: expect.anything() }),
    );
    await settled(canvas, globals);
  },
};
export const HongKongSchoolAsksMajorZhCN = zh(HongKongSchoolAsksMajor, 'zh-CN');

export const AustralianSchoolRequiresEnrolment: Story = {
  args: { defaultValue: { ...chinaFilled, ...withSchool(melbourne) } },
  render,
  play: async ({ canvas, args, globals }) => {
    const r = text(globals);
    const v = formsText(globals);
    const year = canvas.getByRole('combobox', { name: containing(r('registration.enrolYear')) });
    await expect(year).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText(r('registration.enrolYear')).closest('label')).toHaveTextContent(
      new RegExp(`${escaped(r('registration.enrolYear'))}.*${escaped(r('field.required'))}`),
    );
    canvas.getByRole('button', { name: r('registration.next') }).focus();
    await userEvent.keyboard('{Enter}');
    // The first error is the year, further down: it is scrolled into view and focused.
    await waitFor(() => expect(year).toHaveFocus());
    await expect(year).toHaveAccessibleDescription(v('admissionRequired'));
    const box = year.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Year alone is not enough: both or neither.
    await userEvent.selectOptions(year, '2026');
    const month = canvas.getByRole('combobox', { name: containing(r('registration.enrolMonth')) });
    await userEvent.click(canvas.getByRole('button', { name: r('registration.next') }));
    await waitFor(() => expect(month).toHaveFocus());
    await expect(month).toHaveAccessibleDescription(v('admissionBoth'));
    await userEvent.selectOptions(month, '2');
    await userEvent.click(canvas.getByRole('button', { name: r('registration.next') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ commencement_time: '2026-02' })),
    );
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledOnce());
    await settled(canvas, globals);
  },
};
export const AustralianSchoolRequiresEnrolmentZhCN = zh(AustralianSchoolRequiresEnrolment, 'zh-CN', {
  defaultValue: { ...chinaFilled, ...withSchool(melbourne, 'zh-CN') },
});

const emailTaken = (locale: Locale) => fn(async () => failure(332, 'emailTaken', locale));

export const AlreadyRegistered: Story = {
  args: {
    defaultValue: { ...chinaFilled, ...withSchool(oxford), reg_email: 'taken@example.com' },
    onSubmit: emailTaken('en'),
  },
  render,
  play: async ({ canvas, args, globals }) => {
    const r = text(globals);
    await userEvent.click(canvas.getByRole('button', { name: r('registration.next') }));
    // Phone sign-up: the answer is about the other contact field, the e-mail. It is said once, there,
    // in plain words (no notice above the form, no server wording), and the field gets focus; nothing typed is lost.
    const emailInput = canvas.getByRole('textbox', { name: containing(r('registration.email')) });
    await waitFor(() => expect(emailInput).toHaveFocus());
    await expect(emailInput).toHaveValue('taken@example.com');
    await expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    await expect(emailInput).toHaveAccessibleDescription(r('registration.registered.emailTip'));
    await expect(canvas.queryByText(serverText(globals)('emailTaken'))).toBeNull();
    await expect(canvas.queryByText(r('registration.registered.title'))).toBeNull();
    await expect(canvas.getByRole('textbox', { name: containing(r('registration.realName')) })).toHaveValue('林小雨');
    await expect(args.onSuccess).not.toHaveBeenCalled();
    await settled(canvas, globals);
  },
};
export const AlreadyRegisteredZhCN = zh(AlreadyRegistered, 'zh-CN', {
  defaultValue: { ...chinaFilled, ...withSchool(oxford, 'zh-CN'), reg_email: 'taken@example.com' },
  onSubmit: emailTaken('zh-CN'),
});
export const AlreadyRegisteredZhTW = zh(AlreadyRegistered, 'zh-TW', {
  defaultValue: { ...chinaFilled, ...withSchool(SCHOOLS_TW[0]!, 'zh-TW'), reg_email: 'taken@example.com' },
  onSubmit: emailTaken('zh-TW'),
});

const phoneTaken = (locale: Locale) => fn(async () => failure(331, 'phoneTaken', locale));

export const AlreadyRegisteredByEmailSignUp: Story = {
  args: {
    loginMethod: 'email',
    email: 'lin.xiaoyu@example.com',
    phone: undefined,
    defaultValue: { ...chinaFilled, ...withSchool(oxford), reg_custom_phone: '13900001111', password: 'Secret#2025' },
    onSubmit: phoneTaken('en'),
  },
  render,
  play: async ({ canvas, globals }) => {
    const r = text(globals);
    await userEvent.click(canvas.getByRole('button', { name: r('registration.next') }));
    // E-mail sign-up: the answer goes under the mobile number, once.
    const mobile = canvas.getByRole('textbox', { name: startingWith(r('registration.mobile')) });
    await waitFor(() => expect(mobile).toHaveFocus());
    await expect(mobile).toHaveAccessibleDescription(r('registration.registered.phoneTip'));
    await expect(canvas.queryByText(serverText(globals)('phoneTaken'))).toBeNull();
    // Changing the number takes the answer away: it was about the old one.
    await userEvent.type(mobile, '2');
    await expect(mobile).not.toHaveAccessibleDescription(r('registration.registered.phoneTip'));
    await settled(canvas, globals);
  },
};
export const AlreadyRegisteredByEmailSignUpZhCN = zh(AlreadyRegisteredByEmailSignUp, 'zh-CN', {
  defaultValue: {
    ...chinaFilled,
    ...withSchool(oxford, 'zh-CN'),
    reg_custom_phone: '13900001111',
    password: 'Secret#2025',
  },
  onSubmit: phoneTaken('zh-CN'),
});

const serviceBusy = (locale: Locale) => fn(async () => failure(500, 'serviceBusy', locale));

export const ServerError: Story = {
  args: {
    defaultValue: { ...chinaFilled, ...withSchool(oxford) },
    onSubmit: serviceBusy('en'),
  },
  render,
  play: async ({ canvas, args, globals }) => {
    const r = text(globals);
    await userEvent.click(canvas.getByRole('button', { name: r('registration.next') }));
    const alert = await findAlert();
    await expect(alert).toHaveTextContent(r('registration.failed.title'));
    await waitFor(() => expect(liveRegion('assertive')).toHaveTextContent(serverText(globals)('serviceBusy')));
    await expect(alert).toHaveTextContent(serverText(globals)('serviceBusy'));
    await expect(args.onSuccess).not.toHaveBeenCalled();
    // Everything typed is still there, and Next can be pressed again.
    await expect(canvas.getByRole('combobox', { name: containing(r('registration.school')) })).toHaveValue(
      schoolLabel(oxford, storyLocale(globals)),
    );
    await expect(canvas.getByRole('button', { name: r('registration.next') })).toBeEnabled();
    await settled(canvas, globals);
  },
};
export const ServerErrorZhCN = zh(ServerError, 'zh-CN', {
  defaultValue: { ...chinaFilled, ...withSchool(oxford, 'zh-CN') },
  onSubmit: serviceBusy('zh-CN'),
});
