// @vitest-environment happy-dom
import { act, createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { loginSchemas, type FormValues } from '../index';
import { useForm, type UseFormOptions, type UseFormReturn } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** Render a component that calls useForm and hand back a live view of what it returns. */
function renderForm(options: UseFormOptions<FormValues>, controlled = false) {
  const box: { current: UseFormReturn<FormValues> | null; changes: FormValues[] } = { current: null, changes: [] };
  function Uncontrolled() {
    box.current = useForm(options);
    return null;
  }
  function Controlled() {
    const [values, setValues] = useState<FormValues>(options.defaultValues ?? {});
    box.current = useForm({
      ...options,
      defaultValues: undefined,
      values,
      onChange: (next) => {
        box.changes.push(next);
        setValues(next);
      },
    });
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(createElement(controlled ? Controlled : Uncontrolled)));
  cleanup = () => act(() => root.unmount());
  const form = () => box.current!;
  return { form, changes: box.changes };
}

const schema = loginSchemas.sms;

describe.each([false, true])('useForm (controlled: %s)', (controlled) => {
  it('eager: no error while typing, error on blur, then re-validated on every input', () => {
    const { form } = renderForm(
      { schema, defaultValues: { tel_code: '86', phone: '', code: '' }, locale: 'en' },
      controlled,
    );
    act(() => form().input('phone', '138'));
    expect(form().errors['phone']).toBeUndefined();
    act(() => form().blur('phone'));
    expect(form().messages['phone']).toBe('Please enter a valid mobile number');
    expect(form().touched['phone']).toBe(true);
    act(() => form().input('phone', '13800138000'));
    expect(form().errors['phone']).toBeUndefined();
    act(() => form().input('phone', '1380013800'));
    expect(form().errors['phone']?.messageId).toBe('phone');
  });

  it('a committed change (select) validates at once', () => {
    const { form } = renderForm({ schema, defaultValues: { tel_code: '86', phone: '', code: '' } }, controlled);
    act(() => form().setValue('tel_code', ''));
    expect(form().errors['tel_code']?.rule).toBe('selectRequired');
  });

  it('re-validates a shown error when another field it depends on changes', () => {
    const { form } = renderForm({ schema, defaultValues: { tel_code: '86', phone: '12345', code: '' } }, controlled);
    act(() => form().blur('phone'));
    expect(form().errors['phone']).toBeDefined();
    act(() => form().setValue('tel_code', '44'));
    expect(form().errors['phone']).toBeUndefined();
  });

  it('change(patch) sets several fields through transform, validating the changed ones when committed', () => {
    // A transform that derives a value: an empty code falls back to 86, as a form's rules might.
    const transform = (v: FormValues): FormValues => ({ ...v, tel_code: v['tel_code'] === '' ? '86' : v['tel_code'] });
    const { form } = renderForm(
      { schema, defaultValues: { tel_code: '44', phone: '', code: '' }, transform },
      controlled,
    );
    act(() => form().change({ tel_code: '', phone: '12345' }));
    expect(form().values).toMatchObject({ tel_code: '86', phone: '12345' });
    // Not committed: nothing shown yet.
    expect(form().errors['phone']).toBeUndefined();
    act(() => form().change({ tel_code: '', phone: '1234' }, { commit: true }));
    expect(form().errors['phone']?.rule).toBe('loginPhone');
    expect(form().errors['code']).toBeUndefined();
  });

  it('validateAll shows every error and returns the first invalid field', () => {
    const { form } = renderForm(
      { schema, defaultValues: { tel_code: '86', phone: '', code: '' }, locale: 'zh-CN' },
      controlled,
    );
    let first: string | null = null;
    act(() => {
      first = form().validateAll();
    });
    expect(first).toBe('phone');
    expect(form().messages).toEqual({ phone: '请输入手机号码', code: '请输入短信验证码' });
    expect(form().isValid).toBe(false);
  });

  it('register(name) returns props to spread, reading change events structurally', () => {
    const { form } = renderForm(
      {
        schema,
        defaultValues: { tel_code: '86', phone: '', code: '' },
        fieldNames: { code: '验证码' },
        locale: 'zh-CN',
      },
      controlled,
    );
    act(() =>
      form()
        .register('phone')
        .onChange({ target: { type: 'text', value: '13800138000' } }),
    );
    expect(form().values['phone']).toBe('13800138000');
    act(() => form().register('code').onBlur());
    expect(form().messages['code']).toBe('请输入验证码');
    expect(form().register('code')['aria-invalid']).toBe(true);
    act(() => form().register('code').onChange('1234'));
    expect(form().errors['code']).toBeUndefined();
    expect(form().isValid).toBe(true);
  });

  it('reset clears errors and values', () => {
    const { form } = renderForm({ schema, defaultValues: { tel_code: '86', phone: '', code: '' } }, controlled);
    act(() => {
      form().validateAll();
    });
    act(() => form().reset({ tel_code: '86', phone: '', code: '' }));
    expect(form().errors).toEqual({});
    expect(form().values['phone']).toBe('');
  });
});

describe('useForm controlled mode', () => {
  it('reports each change through onChange and never holds its own copy', () => {
    const { form, changes } = renderForm({ schema, defaultValues: { tel_code: '86', phone: '', code: '' } }, true);
    act(() => form().input('phone', '1'));
    act(() => form().input('phone', '13'));
    expect(changes.map((c) => c['phone'])).toEqual(['1', '13']);
  });

  it('checkbox events commit the checked state', () => {
    const { form } = renderForm({ schema: { agreement: ['accepted'] }, defaultValues: { agreement: true } }, true);
    act(() =>
      form()
        .register('agreement')
        .onChange({ target: { type: 'checkbox', checked: false, value: 'on' } }),
    );
    expect(form().values['agreement']).toBe(false);
    expect(form().errors['agreement']?.messageId).toBe('accepted');
  });
});
