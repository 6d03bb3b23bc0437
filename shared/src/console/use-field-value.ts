import { useFormContext, useWatch } from 'react-hook-form';

/**
 * The current value of a field of the surrounding `ResourceForm`, re-rendering when it changes (a section's kind
 * deciding which fields follow). Through this entry, so a remote reads the form of the console's one react-hook-form
 * instance rather than a context of its own copy.
 */
export function useFieldValue<Value = unknown>(name: string): Value {
  const { control } = useFormContext();
  return useWatch({ control, name }) as Value;
}
