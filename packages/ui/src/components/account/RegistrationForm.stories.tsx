import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RegistrationForm, type RegistrationApiResult, type RegistrationFormValue, type RegistrationPayload } from './RegistrationForm';
import { fakeSchoolSearch, SCHOOLS } from '../institution/InstitutionSearch.fixtures';
import { createMemoryStorage } from '../institution/searchHistory';
import type { SchoolResult } from '../institution/schoolResult';

const [oxford, , melbourne, hku] = SCHOOLS as [SchoolResult, SchoolResult, SchoolResult, SchoolResult];
/** A fixed "now": the enrolment years run from 2027 down to 2019. */
const NOW = new Date('2025-03-01T08:00:00Z').getTime();

const rolesEn = [
  { value: 'student', name: 'Student' },
  { value: 'parent', name: 'Parent' },
  { value: 'other', name: 'Other payer' },
];
const rolesZh = [
  { value: 'student', name: '学生' },
  { value: 'parent', name: '家长' },
  { value: 'other', name: '其他付款人' },
];
const countriesEn = [
  { value: 'CHN', name: 'China' },
  { value: 'GBR', name: 'United Kingdom' },
  { value: 'AUS', name: 'Australia' },
  { value: 'IND', name: 'India' },
  { value: 'USA', name: 'United States' },
];
const countriesZh = [
  { value: 'CHN', name: '中国' },
  { value: 'GBR', name: '英国' },
  { value: 'AUS', name: '澳大利亚' },
  { value: 'IND', name: '印度' },
  { value: 'USA', name: '美国' },
];
const stagesEn = [
  { id: 1, name: 'Undergraduate' },
  { id: 2, name: 'Postgraduate' },
  { id: 3, name: 'Secondary school' },
  { id: 4, name: 'Language course' },
];
const stagesZh = [
  { id: 1, name: '本科' },
  { id: 2, name: '研究生' },
  { id: 3, name: '中学' },
  { id: 4, name: '语言课程' },
];
const codesEn = [
  { tel_code: '+86', tel_name: 'Chinese Mainland' },
  { tel_code: '+852', tel_name: 'Hong Kong' },
  { tel_code: '+44', tel_name: 'United Kingdom' },
  { tel_code: '+61', tel_name: 'Australia' },
  { tel_code: '+91', tel_name: 'India' },
];
const codesZh = [
  { tel_code: '+86', tel_name: '中国大陆' },
  { tel_code: '+852', tel_name: '中国香港' },
  { tel_code: '+44', tel_name: '英国' },
  { tel_code: '+61', tel_name: '澳大利亚' },
  { tel_code: '+91', tel_name: '印度' },
];

const ok = (): Promise<RegistrationApiResult> =>
  Promise.resolve({ status_code: 200, message: 'success', data: { wechat_number: 'edupay_lin', tell: '400-820-8820', qr_code: '', is_wechat: 1 } });

const zhArgs = { roles: rolesZh, countries: countriesZh, stages: stagesZh, codes: codesZh };

const meta = {
  title: 'Components/Account/RegistrationForm',
  component: RegistrationForm,
  args: {
    loginMethod: 'phone',
    phone: '13812345678',
    telCode: '+86',
    roles: rolesEn,
    countries: countriesEn,
    stages: stagesEn,
    codes: codesEn,
    searchInstitutions: fakeSchoolSearch(),
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

/** A fresh, empty search history for every story. */
const render: Story['render'] = (args) => (
  <div style={{ maxWidth: 560 }}>
    <RegistrationForm {...args} institutionHistoryStorage={createMemoryStorage()} />
  </div>
);

/** Waits until the submit has settled (the Next button is no longer busy), for a stable screenshot. */
async function settled(canvas: ReturnType<typeof within>, name: string | RegExp = 'Next') {
  await waitFor(() => expect(canvas.getByRole('button', { name })).not.toHaveAttribute('aria-busy'));
}

/** Types into the school search and picks `name` with the arrow keys and Enter. */
async function pickSchool(canvas: ReturnType<typeof within>, label: string | RegExp, text: string, name: RegExp) {
  const input = canvas.getByRole('combobox', { name: label });
  await userEvent.click(input);
  await userEvent.keyboard(text);
  const option = await canvas.findByRole('option', { name }, { timeout: 3000 });
  await waitFor(() => expect(canvas.queryByText(/Searching|正在搜索/)).toBeNull(), { timeout: 3000 });
  for (let i = 0; i < 8 && input.getAttribute('aria-activedescendant') !== option.id; i += 1) await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull(), { timeout: 1000 });
}

/** A China phone sign-up with everything but the school filled in. */
const chinaFilled: RegistrationFormValue = {
  reg_role: 'student',
  reg_name: '林小雨',
  reading_stage: '2',
  reg_email: 'lin.xiaoyu@example.com',
  agreement: true,
};

const withSchool = (school: SchoolResult, locale = 'en'): RegistrationFormValue => ({
  school,
  reg_college: locale.startsWith('zh') ? school.local! : school.en,
  reg_college_id: school.code,
  school_country: school.cy,
  is_school: school.is_school,
});

export const ChinaPhoneSignUpEmpty: Story = {
  globals: { locale: 'zh-CN' },
  args: zhArgs,
  render,
  play: async ({ canvas, args }) => {
    // +86 from the SMS login: the country is China and cannot be changed.
    const country = canvas.getByRole('combobox', { name: /居住国家或地区/ });
    await expect(country).toBeDisabled();
    await expect(country).toHaveValue('CHN');
    await expect(country).toHaveAccessibleDescription('手机区号为 +86 时，国家为中国。');
    await expect(canvas.getByRole('textbox', { name: '手机号码' })).toHaveValue('13812345678');
    await expect(canvas.getByRole('textbox', { name: '手机号码' })).toBeDisabled();
    // China: the real name and the study stage are asked; the e-mail is asked because the login was by phone.
    await expect(canvas.getByRole('textbox', { name: /真实姓名/ })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: /就读阶段/ })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /电子邮箱/ })).toBeInTheDocument();
    await expect(canvas.queryByLabelText(/密码/)).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /微信号或联系电话/ })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /^《服务条款》\s*（在新标签页打开）$/ })).toHaveAttribute('href', '/protocol/terms');
    // The keyboard starts on the identity radios.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '学生' })).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: /入学年份/ }).querySelectorAll('option')).toHaveLength(10);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ChinaPhoneSignUpEmptyTraditional: Story = {
  globals: { locale: 'zh-TW' },
  args: { roles: [{ value: 'student', name: '學生' }, { value: 'parent', name: '家長' }], countries: [{ value: 'CHN', name: '中國' }], stages: [{ id: 1, name: '大學部' }], codes: [{ tel_code: '+86', tel_name: '中國大陸' }] },
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: /我的身分/ })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: /就讀院校/ })).toHaveAttribute('placeholder', '輸入院校英文或中文名稱搜尋');
    await expect(canvas.getByRole('button', { name: '下一步' })).toBeInTheDocument();
  },
};

export const FilledValidSubmits: Story = {
  render,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' '); // Student
    await expect(canvas.getByRole('radio', { name: 'Student' })).toBeChecked();
    await userEvent.click(canvas.getByRole('textbox', { name: /Real name/ }));
    await userEvent.keyboard('林小雨');
    await pickSchool(canvas, /School/, 'melb', /University of Melbourne/);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Study stage/ }), '2');
    // An Australian school with China residence: the enrolment year and month are required.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Year of enrolment/ }), '2025');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Month of enrolment/ }), '9');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail address/ }), 'lin.xiaoyu@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /WeChat ID or contact number/ }), 'lin_xiaoyu');
    await userEvent.type(canvas.getByRole('textbox', { name: /Referral code/ }), 'EDU2025');
    await userEvent.click(canvas.getByRole('checkbox'));
    canvas.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledOnce());
    const payload: RegistrationPayload = {
      reg_role: 'student',
      reg_name: '林小雨',
      reg_college: 'University of Melbourne',
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
    await expect(args.onSuccess).toHaveBeenCalledWith({ wechat_number: 'edupay_lin', tell: '400-820-8820', qr_code: '', is_wechat: 1 }, payload);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await settled(canvas);
  },
};

export const FailedSubmitShowsErrors: Story = {
  render,
  args: { defaultValue: { reg_email: 'not-an-email' } },
  play: async ({ canvas, args }) => {
    // Enter in a field submits the form: every error shows and focus goes to the first one.
    await userEvent.click(canvas.getByRole('textbox', { name: /E-mail address/ }));
    await userEvent.keyboard('{Enter}');
    const group = canvas.getByRole('radiogroup', { name: /I am/ });
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Student' })).toHaveFocus());
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please select your identity');
    await expect(canvas.getByRole('textbox', { name: /Real name/ })).toHaveAccessibleDescription(/As on your ID card, in Chinese Please enter your real name/);
    await expect(canvas.getByRole('combobox', { name: /School/ })).toHaveAccessibleDescription('Please enter the school name');
    await expect(canvas.getByRole('combobox', { name: /Study stage/ })).toHaveAccessibleDescription(/Please select/);
    await expect(canvas.getByRole('textbox', { name: /E-mail address/ })).toHaveAccessibleDescription(/e-mail/i);
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Eager: fixing a field clears its error at once.
    await userEvent.keyboard(' ');
    await expect(group).not.toHaveAttribute('aria-invalid');
  },
};

export const ParentRoleAsksStudentName: Story = {
  globals: { locale: 'zh-CN' },
  args: zhArgs,
  render,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}'); // 家长
    await expect(canvas.getByRole('radio', { name: '家长' })).toBeChecked();
    const student = await canvas.findByRole('textbox', { name: /学生姓名/ });
    await userEvent.type(student, '林小雨');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ reg_role: 'parent', student_name: '林小雨' }));
    // Another role clears the student name (applyRegistrationRules) and hides the field.
    canvas.getByRole('radio', { name: '家长' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.queryByRole('textbox', { name: /学生姓名/ })).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ reg_role: 'other', student_name: '' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await canvas.findByRole('textbox', { name: /学生姓名/ })).toHaveValue('');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /学生姓名/ })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /学生姓名/ })).toHaveAccessibleDescription('请输入学生姓名'));
  },
};

export const NonChinaEmailSignUp: Story = {
  args: { loginMethod: 'email', email: 'priya.sharma@example.com', phone: undefined, telCode: '+44' },
  render,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}'); // Parent
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Country or region/ }), 'GBR');
    // Not China: first and last names, the student's too for a parent; no study stage.
    await userEvent.type(canvas.getByRole('textbox', { name: /^First name/ }), 'Priya');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'Sharma');
    await userEvent.type(canvas.getByRole('textbox', { name: /Student’s first name/ }), 'Anika');
    await userEvent.type(canvas.getByRole('textbox', { name: /Student’s last name/ }), 'Sharma');
    await expect(canvas.queryByRole('combobox', { name: /Study stage/ })).toBeNull();
    await pickSchool(canvas, /School/, 'oxford', /University of Oxford/);
    // E-mail sign-up: mobile and password are asked, the e-mail is not.
    await expect(canvas.queryByRole('textbox', { name: /E-mail address/ })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile number/ }), '7700900123');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Secret#2025');
    // The contact number has its own country code and follows the phone rule.
    const contact = canvas.getByRole('textbox', { name: 'WhatsApp number' });
    await userEvent.selectOptions(within(canvas.getByRole('group', { name: 'WhatsApp number' })).getByRole('combobox', { name: 'Area code' }), '+91');
    await userEvent.type(contact, '12');
    await userEvent.tab();
    await expect(contact).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(contact);
    await userEvent.type(contact, '9876543210');
    await expect(contact).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reg_role: 'parent',
      first_name: 'Priya',
      last_name: 'Sharma',
      student_first_name: 'Anika',
      student_last_name: 'Sharma',
      reg_college: 'University of Oxford',
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
    await settled(canvas);
  },
};

export const Plus86ForcesChina: Story = {
  args: { loginMethod: 'email', email: 'wang.fang@example.com', phone: undefined, telCode: '+44', defaultValue: { country_code: 'GBR', first_name: 'Fang' } },
  render,
  play: async ({ canvas, args }) => {
    const country = canvas.getByRole('combobox', { name: /Country or region/ });
    await expect(country).toHaveValue('GBR');
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveValue('Fang');
    const code = within(canvas.getByRole('group', { name: /Mobile number/ })).getByRole('combobox', { name: 'Area code' });
    await userEvent.selectOptions(code, '+86');
    // +86: the country becomes China and is locked; the Chinese name fields replace first/last name.
    await expect(country).toHaveValue('CHN');
    await expect(country).toBeDisabled();
    await expect(country).toHaveAccessibleDescription('With a +86 mobile number the country is China.');
    await expect(canvas.queryByRole('textbox', { name: /^First name/ })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /Real name/ })).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ tel_code: '+86', country_code: 'CHN', first_name: '' }));
    // The contact number of a CHN resident is free text (WeChat id).
    await expect(canvas.getByRole('textbox', { name: /WeChat ID or contact number/ })).toBeInTheDocument();
  },
};

export const HongKongSchoolAsksMajor: Story = {
  globals: { locale: 'zh-CN' },
  args: { ...zhArgs, defaultValue: chinaFilled },
  render,
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('textbox', { name: /专业/ })).toBeNull();
    await pickSchool(canvas, /就读院校/, '香港', /The University of Hong Kong/);
    await expect(canvas.getByRole('combobox', { name: /就读院校/ })).toHaveValue('香港大学');
    const major = await canvas.findByRole('textbox', { name: /专业/ });
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(major).toHaveFocus());
    await expect(major).toHaveAccessibleDescription('请输入专业');
    await userEvent.keyboard('金融学{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ reg_college: '香港大学', reg_college_id: hku.code, major: '金融学' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.not.objectContaining({ commencement_time: expect.anything() }));
    await settled(canvas, '下一步');
  },
};

export const AustralianSchoolRequiresEnrolment: Story = {
  args: { defaultValue: { ...chinaFilled, ...withSchool(melbourne) } },
  render,
  play: async ({ canvas, args }) => {
    const year = canvas.getByRole('combobox', { name: /Year of enrolment/ });
    await expect(year).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('Year of enrolment').closest('label')).toHaveTextContent('Year of enrolment *(required)');
    canvas.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    // The first error is the year, further down: it is scrolled into view and focused.
    await waitFor(() => expect(year).toHaveFocus());
    await expect(year).toHaveAccessibleDescription('Please select the year and month of admission');
    const box = year.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Year alone is not enough: both or neither.
    await userEvent.selectOptions(year, '2026');
    const month = canvas.getByRole('combobox', { name: /Month of enrolment/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(month).toHaveFocus());
    await expect(month).toHaveAccessibleDescription('Please fill in both the year and the month of admission');
    await userEvent.selectOptions(month, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ commencement_time: '2026-02' })));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledOnce());
    await settled(canvas);
    window.scrollTo(0, 0);
  },
};

export const AlreadyRegistered: Story = {
  args: {
    defaultValue: { ...chinaFilled, ...withSchool(oxford), reg_email: 'taken@example.com' },
    onSubmit: fn(async () => ({ status_code: 332, message: 'This e-mail address is already registered' })),
  },
  render,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const notice = (await canvas.findByText('Already registered')).closest<HTMLElement>('[data-slot="registration-notice"]')!;
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toHaveTextContent('Already registered');
    await expect(notice).toHaveTextContent('This e-mail address is already registered');
    // Phone sign-up: the tip goes under the other contact field, the e-mail, which gets focus; nothing typed is lost.
    const emailInput = canvas.getByRole('textbox', { name: /E-mail address/ });
    await waitFor(() => expect(emailInput).toHaveFocus());
    await expect(emailInput).toHaveValue('taken@example.com');
    await expect(emailInput).toHaveAccessibleDescription('This e-mail address is already registered. Use another one, or log in with it.');
    await expect(canvas.getByRole('textbox', { name: /Real name/ })).toHaveValue('林小雨');
    await expect(args.onSuccess).not.toHaveBeenCalled();
    await settled(canvas);
  },
};

export const AlreadyRegisteredByEmailSignUp: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    ...zhArgs,
    loginMethod: 'email',
    email: 'lin.xiaoyu@example.com',
    phone: undefined,
    defaultValue: { ...chinaFilled, ...withSchool(oxford, 'zh-CN'), reg_custom_phone: '13900001111', password: 'Secret#2025' },
    onSubmit: fn(async () => ({ status_code: 331, message: '该手机号已注册' })),
  },
  render,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await canvas.findByText('该手机号已注册');
    const mobile = canvas.getByRole('textbox', { name: /手机号码/ });
    await waitFor(() => expect(mobile).toHaveFocus());
    await expect(mobile).toHaveAccessibleDescription('该手机号码已注册，请更换号码或直接用它登录。');
    await settled(canvas, '下一步');
  },
};

export const ServerError: Story = {
  args: {
    defaultValue: { ...chinaFilled, ...withSchool(oxford) },
    onSubmit: fn(async () => ({ status_code: 500, message: 'The service is busy. Please try again later.' })),
  },
  render,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Registration failed');
    await expect(alert).toHaveTextContent('The service is busy. Please try again later.');
    await expect(args.onSuccess).not.toHaveBeenCalled();
    // Everything typed is still there, and Next can be pressed again.
    await expect(canvas.getByRole('combobox', { name: /School/ })).toHaveValue('University of Oxford');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    await settled(canvas);
  },
};
