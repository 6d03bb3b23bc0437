import { useId } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from './field-messages.ts';
import { useRegisterField } from './field-registry.ts';
import { consoleKitNamespace } from './i18n/index.ts';

/** A field bound to the surrounding `ResourceForm`: its id, its error text, and its entry in the error summary. */
export function useBoundField(name: string, label: string) {
  const { t } = useTranslation(consoleKitNamespace);
  const form = useFormContext();
  const formState = useFormState({ control: form.control, name });
  const id = `${useId()}-${name.replace(/[^\w-]/g, '-')}`;
  useRegisterField(name, label, id);
  const { error } = form.getFieldState(name, formState);
  return { form, id, error: fieldErrorText(t, error) };
}
