import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { FormField, PrivacyConsent, PublicForm, usePublicForm, type FormCheck } from '../public-form.ts';

interface Values {
  name: string;
  phone: string;
  agree: boolean;
  website: string;
}
type Field = 'name' | 'phone' | 'agree';
const fieldOrder: readonly Field[] = ['name', 'phone', 'agree'];

/** A stand-in for the API's schema: a name, a phone number of 10 or 11 digits, and the consent. */
const schema = {
  check(values: Values): FormCheck<Field, Values> {
    const errors: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) errors.name = 'required';
    if (!/^\d{10,11}$/.test(values.phone.replace(/-/g, ''))) errors.phone = 'phone';
    if (!values.agree) errors.agree = 'agree';
    return Object.keys(errors).length ? { data: null, errors } : { data: values, errors };
  },
};
const messages: Record<string, string> = {
  required: '이름을 입력해 주세요.',
  phone: '전화번호를 확인해 주세요.',
  agree: '동의가 필요합니다.',
};

function TestForm({ send }: { send: (values: Values) => Promise<void> }) {
  const [values, setValues] = useState<Values>({ name: '', phone: '', agree: false, website: '' });
  const form = usePublicForm({
    id: 'test',
    values,
    setValues,
    fieldOrder,
    phoneFields: ['phone'],
    schema: { loaded: () => schema, load: () => Promise.resolve(schema) },
    check: (loaded, typed) => loaded.check(typed),
    send,
    sending: false,
    failureMessage: () => '연결이 끊겼습니다.',
  });
  const error = (field: Field) => (form.errors[field] ? messages[form.errors[field]] : undefined);
  return (
    <PublicForm
      form={form}
      id="test"
      sending={false}
      texts={{
        title: '문의',
        requiredNote: '필수 항목',
        summary: (count) => `${count}개 항목을 확인해 주세요.`,
        error: (_field, code) => messages[code]!,
        notSent: '보내지 못했습니다.',
        kept: '입력한 내용은 그대로 있습니다.',
        honeypot: '웹사이트',
        submit: '보내기',
        sending: '보내는 중',
      }}
    >
      <FormField id={form.fieldId('name')} label="이름" required error={error('name')}>
        <input {...form.control('name', { required: true })} />
      </FormField>
      <FormField id={form.fieldId('phone')} label="전화번호" required error={error('phone')}>
        <input {...form.control('phone', { required: true })} type="tel" />
      </FormField>
      <PrivacyConsent
        id="test"
        texts={{
          title: '개인정보',
          rows: [],
          policyLink: '방침',
          newWindow: '새 창',
          requiredTag: '(필수)',
          agree: '동의합니다',
        }}
        checked={values.agree}
        onChange={form.change('agree')}
        error={error('agree')}
        describedBy={form.describedBy('agree')}
      />
    </PublicForm>
  );
}

const renderForm = (send = jest.fn(() => Promise.resolve())) => {
  render(
    <MemoryRouter>
      <TestForm send={send} />
    </MemoryRouter>,
  );
  return send;
};

test('a form sent with refused fields lists them, marks each one and moves to the first', async () => {
  const send = renderForm();
  await userEvent.click(screen.getByRole('button', { name: '보내기' }));
  expect(screen.getByRole('heading', { name: '3개 항목을 확인해 주세요.' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /이름/ })).toHaveAccessibleDescription('이름을 입력해 주세요.');
  expect(screen.getByRole('checkbox', { name: /동의합니다/ })).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(screen.getByRole('textbox', { name: /이름/ })).toHaveFocus());
  expect(send).not.toHaveBeenCalled();
});

test('a phone number is formatted as typed, the caret kept after the digit typed', async () => {
  renderForm();
  const phone = screen.getByRole('textbox', { name: /전화번호/ });
  await userEvent.type(phone, '01012345678');
  expect(phone).toHaveValue('010-1234-5678');
  expect((phone as HTMLInputElement).selectionStart).toBe('010-1234-5678'.length);
});

test('a Backspace just after a hyphen takes the digit before it, as in the console', async () => {
  renderForm();
  const phone = screen.getByRole('textbox', { name: /전화번호/ }) as HTMLInputElement;
  await userEvent.type(phone, '01012345678');
  await userEvent.type(phone, '{Backspace}', { initialSelectionStart: 4, initialSelectionEnd: 4 });
  expect(phone).toHaveValue('011-234-5678');
  expect(phone.selectionStart).toBe(2);
});

test('an Enter that confirms a Hangul composition does not send the form; the one after it does', async () => {
  const send = renderForm();
  const name = screen.getByRole('textbox', { name: /이름/ });
  await userEvent.type(screen.getByRole('textbox', { name: /전화번호/ }), '01012345678');
  await userEvent.click(screen.getByRole('checkbox', { name: /동의합니다/ }));
  fireEvent.compositionStart(name);
  fireEvent.change(name, { target: { value: '김' } });
  fireEvent.keyDown(name, { key: 'Enter', keyCode: 229, isComposing: true });
  fireEvent.submit(name.closest('form')!);
  expect(send).not.toHaveBeenCalled();
  fireEvent.compositionEnd(name);
  fireEvent.submit(name.closest('form')!);
  await waitFor(() =>
    expect(send).toHaveBeenCalledWith({ name: '김', phone: '010-1234-5678', agree: true, website: '' }),
  );
});

test('the server’s refusal is shown and focused, and what was typed stays', async () => {
  renderForm(jest.fn(() => Promise.reject(new Error('offline'))));
  await userEvent.type(screen.getByRole('textbox', { name: /이름/ }), '홍길동');
  await userEvent.type(screen.getByRole('textbox', { name: /전화번호/ }), '0212345678');
  await userEvent.click(screen.getByRole('checkbox', { name: /동의합니다/ }));
  await userEvent.click(screen.getByRole('button', { name: '보내기' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('보내지 못했습니다.연결이 끊겼습니다.입력한 내용은 그대로 있습니다.');
  await waitFor(() => expect(alert).toHaveFocus());
  expect(screen.getByRole('textbox', { name: /이름/ })).toHaveValue('홍길동');
  expect(screen.getByRole('textbox', { name: /전화번호/ })).toHaveValue('02-1234-5678');
});
