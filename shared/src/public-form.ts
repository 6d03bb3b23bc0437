/**
 * `@taesung/shared/public-form`: the building blocks of the site's public forms (the consultation request, a
 * visitor's question, the site search), a separate entry of the package so that only the pages with a form download
 * it. `usePublicForm` holds the state and behaviour, `PublicForm` and the parts beside it lay the fields out.
 */
export { useCompositionGuard } from './public-form/use-composition-guard.ts';
export {
  usePublicForm,
  type FormCheck,
  type FormValues,
  type PublicFormConfig,
} from './public-form/use-public-form.ts';
export {
  CharacterCount,
  FieldError,
  formClasses,
  FormField,
  PrivacyConsent,
  PublicForm,
  RadioGroup,
  Receipt,
  type FormFrame,
  type PrivacyTexts,
  type PublicFormTexts,
} from './public-form/parts.tsx';
