import { createContext, useContext, useEffect } from 'react';

export interface RegisteredField {
  label: string;
  id: string;
}

/** The labels and ids of a form's fields, for the error summary's links. */
export type FieldRegistry = Map<string, RegisteredField>;

export const FieldRegistryContext = createContext<FieldRegistry | null>(null);

export function useRegisterField(name: string, label: string, id: string) {
  const registry = useContext(FieldRegistryContext);
  useEffect(() => {
    if (!registry) return;
    registry.set(name, { label, id });
    return () => {
      if (registry.get(name)?.id === id) registry.delete(name);
    };
  }, [registry, name, label, id]);
}
