import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './field.tsx';
import { consoleKitNamespace } from './i18n/index.ts';
import { formatPhoneInput } from '../format/phone.ts';
import { useBoundField } from './use-bound-field.ts';
import styles from './field.module.css';

export interface PhoneFieldProps {
  name: string;
  label: string;
  /** Shown under the label; by default, the example of how a number is written. */
  hint?: string;
  required?: boolean;
  autoComplete?: string;
}

/**
 * A Korean phone number bound to the form, hyphenated as it is typed (`010-1234-5678`, `02-123-4567`) with the caret
 * kept among the digits. Nothing is rewritten while an input method composes; the composed text is formatted when
 * the composition ends.
 */
export function PhoneField({ name, label, hint, required, autoComplete = 'tel' }: PhoneFieldProps) {
  const { t } = useTranslation(consoleKitNamespace);
  const { form, id, error } = useBoundField(name, label);
  const registered = form.register(name);
  const composing = useRef(false);
  const shown = useRef<string | null>(null);

  const reformat = (input: HTMLInputElement, deletingBackward: boolean) => {
    const before = shown.current ?? '';
    const next = formatPhoneInput(input.value, input.selectionStart ?? input.value.length, before, deletingBackward);
    shown.current = next.value;
    if (next.value === input.value) return;
    input.value = next.value;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(next.caret, next.caret);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const native = event.nativeEvent as InputEvent;
    if (shown.current === null) shown.current = String(form.getValues(name) ?? '');
    if (!composing.current && !native.isComposing) reformat(event.target, native.inputType === 'deleteContentBackward');
    return registered.onChange(event);
  };

  return (
    <Field label={label} hint={hint ?? t('phone.hint')} error={error} required={required} id={id}>
      {(control) => (
        <input
          {...control}
          {...registered}
          onChange={onChange}
          onFocus={(event) => {
            shown.current = event.target.value;
          }}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={(event) => {
            composing.current = false;
            const input = event.currentTarget;
            reformat(input, false);
            void registered.onChange({ target: input, type: 'change' });
          }}
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete}
          maxLength={13}
          className={styles.input}
          spellCheck={false}
        />
      )}
    </Field>
  );
}
