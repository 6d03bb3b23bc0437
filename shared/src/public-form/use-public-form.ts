import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { formatPhoneAsTyped, formatPhoneInput } from '../format/phone.ts';
import { useCompositionGuard } from './use-composition-guard.ts';

/** A public form's values: text fields and checkboxes, by the fields' names. */
export type FormValues<Values> = { [Key in keyof Values]: string | boolean };

/** What a check of the values found: the data to send, or an error code per field. */
export interface FormCheck<Field extends string, Data> {
  data: Data | null;
  errors: Partial<Record<Field, string>>;
}

export interface PublicFormConfig<Values extends FormValues<Values>, Field extends string, Schema, Data> {
  /** The form's name: its fields' ids are `<id>-<field>`, their errors `<id>-<field>-error`, hints `<id>-<field>-hint`. */
  id: string;
  values: Values;
  setValues: (values: Values) => void;
  /** The fields in the order the form shows them: the first refused one takes the focus. */
  fieldOrder: readonly Field[];
  /** The API's schema, loaded when the visitor first moves into the form (zod comes with it), not with the page. */
  schema: { loaded: () => Schema | null; load: () => Promise<Schema> };
  check: (schema: Schema, values: Values) => FormCheck<Field, Data>;
  /** Sends the data; throws what the API answered. */
  send: (data: Data) => Promise<void>;
  sending: boolean;
  /** The server's refusal or a lost connection, in the page's language. */
  failureMessage: (error: unknown) => string;
  /** The fields the server refused, when it names them. */
  fieldErrorsOf?: (error: unknown, values: Values) => Partial<Record<Field, string>>;
  /** Phone numbers: formatted as typed (02-1234-5678) as the console's `PhoneField` does (`formatPhoneInput`). */
  phoneFields?: readonly Field[];
}

/**
 * What the form's fields hold, when it is not what was rendered: typed, or filled in by the browser, into the
 * server's markup before the page's script ran. `null` when the fields hold what was rendered.
 */
function valuesInForm<Values extends FormValues<Values>>(
  form: HTMLFormElement,
  rendered: Values,
  normalize: (name: keyof Values, value: string) => string,
): Values | null {
  const found = { ...rendered };
  for (const name of Object.keys(rendered) as (keyof Values & string)[]) {
    const control = form.elements.namedItem(name);
    if (!control) continue;
    const value =
      typeof rendered[name] === 'boolean'
        ? control instanceof HTMLInputElement && control.checked
        : 'value' in control
          ? normalize(name, String(control.value))
          : rendered[name];
    Object.assign(found, { [name]: value });
  }
  const keys = Object.keys(found) as (keyof Values)[];
  return keys.some((key) => found[key] !== rendered[key]) ? found : null;
}

/**
 * The state and behaviour every public form shares: values taken over from the server's markup at hydration, checks
 * with the API's schema (as typed, once the visitor has tried to send), the focus on the first refused field or on
 * the server's message, the server's field errors, and a guard that no Enter confirming a Hangul composition sends
 * the form. What was typed survives every failure. The form's fields and texts are its own; `PublicForm` and the
 * parts beside it lay them out.
 */
export function usePublicForm<Values extends FormValues<Values>, Field extends keyof Values & string, Schema, Data>(
  config: PublicFormConfig<Values, Field, Schema, Data>,
) {
  const { id, values, setValues, fieldOrder, check, sending } = config;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: Field | 'server'; at: number } | null>(null);
  const [schema, setSchema] = useState<Schema | null>(config.schema.loaded);
  const formRef = useRef<HTMLFormElement>(null);
  const serverErrorRef = useRef<HTMLDivElement>(null);
  const guard = useCompositionGuard();
  const phoneCaret = useRef<{ field: Field; caret: number } | null>(null);
  const phoneFields: readonly string[] = config.phoneFields ?? [];

  const fieldId = (field: Field | 'website') => `${id}-${field}`;

  const focusField = (field: Field) => {
    // A radio group takes the focus on its chosen option, or on its first.
    const element =
      formRef.current?.querySelector<HTMLInputElement>(`input[type="radio"][name="${field}"]:checked`) ??
      document.getElementById(fieldId(field));
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'center' });
  };

  // Hydration keeps what the visitor typed into the server's markup, but the state does not know it, and the next
  // render would wipe it: the state takes it over first.
  useLayoutEffect(() => {
    const typed =
      formRef.current &&
      valuesInForm(formRef.current, values, (name, value) =>
        phoneFields.includes(String(name)) ? formatPhoneAsTyped(value) : value,
      );
    if (typed) setValues(typed);
    // Only the first render in the browser can meet fields the state does not know.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'server') serverErrorRef.current?.focus();
    else focusField(focusRequest.target);
    // The request is what changes; the field's element is looked up as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  // A phone number reformatted as typed keeps the caret among the same digits.
  useLayoutEffect(() => {
    const pending = phoneCaret.current;
    phoneCaret.current = null;
    const input = pending && document.getElementById(fieldId(pending.field));
    if (!pending || !(input instanceof HTMLInputElement) || document.activeElement !== input) return;
    input.setSelectionRange(pending.caret, pending.caret);
  });

  const update = (next: Values) => {
    setValues(next);
    if (attempted && schema) setErrors(check(schema, next).errors);
  };

  const change =
    (field: keyof Values & string) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const target = event.currentTarget;
      if (phoneFields.includes(field)) {
        // A Backspace that only took a hyphen takes the digit before it.
        const deleting = (event.nativeEvent as InputEvent).inputType === 'deleteContentBackward';
        const caret = target instanceof HTMLInputElement ? (target.selectionStart ?? target.value.length) : 0;
        const next = formatPhoneInput(target.value, caret, String(values[field]), deleting);
        phoneCaret.current = { field: field as Field, caret: next.caret };
        update({ ...values, [field]: next.value });
        return;
      }
      const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
      update({ ...values, [field]: value });
    };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (guard.composing() || sending) return;
    const found = check(schema ?? (await config.schema.load()), values);
    setAttempted(true);
    setErrors(found.errors);
    setServerError(null);
    if (!found.data) {
      const first = fieldOrder.find((field) => found.errors[field]);
      if (first) setFocusRequest({ target: first, at: Date.now() });
      return;
    }
    try {
      await config.send(found.data);
    } catch (error) {
      const refused = config.fieldErrorsOf?.(error, values);
      if (refused && Object.keys(refused).length) setErrors(refused);
      setServerError(config.failureMessage(error));
      setFocusRequest({ target: 'server', at: Date.now() });
    }
  };

  const describedBy = (field: Field, ...hints: string[]) =>
    [...hints, errors[field] ? `${fieldId(field)}-error` : null].filter(Boolean).join(' ') || undefined;

  return {
    values,
    errors,
    attempted,
    serverError,
    serverErrorRef,
    fieldOrder,
    fieldId,
    focusField,
    change,
    describedBy,
    /** After the data was received: the next form starts without errors. */
    reset: () => {
      setAttempted(false);
      setErrors({});
      setServerError(null);
    },
    /** A text field's, select's or text area's wiring: id, name, value, change, and what assistive technology reads. */
    control: (field: Field, options: { required?: boolean; hint?: boolean } = {}) => ({
      id: fieldId(field),
      name: field,
      value: String(values[field]),
      onChange: change(field),
      'aria-required': options.required ? ('true' as const) : undefined,
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy(field, ...(options.hint ? [`${fieldId(field)}-hint`] : [])),
    }),
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      // The schema (and zod with it) is loaded when the visitor first moves into the form, not with the page.
      onFocus: () => {
        if (!schema) void config.schema.load().then((loaded) => setSchema(() => loaded));
      },
      ...guard.formProps,
    },
  };
}
