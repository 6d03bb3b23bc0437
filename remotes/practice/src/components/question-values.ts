import type { QuestionInput } from '@taesung/shared';
import type * as Schemas from '@taesung/shared/schemas';

/** The API's schema of a question, loaded when the visitor first moves into the form. */
export type QuestionSchema = typeof Schemas.questionInput;

let schemaModule: Promise<QuestionSchema> | null = null;
let loadedSchema: QuestionSchema | null = null;

export function loadQuestionSchema(): Promise<QuestionSchema> {
  schemaModule ??= import('@taesung/shared/schemas').then((schemas) => {
    loadedSchema = schemas.questionInput;
    return loadedSchema;
  });
  return schemaModule;
}

export function loadedQuestionSchema(): QuestionSchema | null {
  return loadedSchema;
}

export interface QuestionValues {
  name: string;
  phone: string;
  email: string;
  subject: string;
  content: string;
  agree: boolean;
  website: string;
}

export const questionFieldOrder = ['name', 'phone', 'email', 'subject', 'content', 'agree'] as const;
export type QuestionField = (typeof questionFieldOrder)[number];
export type QuestionErrors = Partial<Record<QuestionField, string>>;

export const questionLimits = { name: 50, email: 200, subject: 200, content: 5000 } as const;

export const emptyQuestion = (): QuestionValues => ({
  name: '',
  phone: '',
  email: '',
  subject: '',
  content: '',
  agree: false,
  website: '',
});

function errorKey(field: QuestionField, values: QuestionValues): string {
  if (field === 'phone' || field === 'email') return `invalid.${field}`;
  if (field === 'agree') return 'required.agree';
  return values[field].trim() === '' ? `required.${field}` : `tooLong.${field}`;
}

/** Checks the values with the API's schema; errors are keys of `questions.ask.errors` by field. Empty optional fields are left out. */
export function validateQuestion(
  schema: QuestionSchema,
  values: QuestionValues,
): { data: QuestionInput | null; errors: QuestionErrors } {
  const result = schema.safeParse({
    name: values.name,
    ...(values.phone.trim() ? { phone: values.phone } : {}),
    ...(values.email.trim() ? { email: values.email.trim() } : {}),
    subject: values.subject,
    content: values.content,
    agree: values.agree,
  });
  if (result.success) return { data: { ...result.data, website: values.website }, errors: {} };
  const errors: QuestionErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (questionFieldOrder as readonly string[]).includes(field)) {
      errors[field as QuestionField] ??= errorKey(field as QuestionField, values);
    }
  }
  return { data: null, errors };
}

/** The issues of a 400 from the API (`body.email`) as field errors. */
export function errorsFromIssues(
  issues: readonly { path: string }[] | undefined,
  values: QuestionValues,
): QuestionErrors {
  const errors: QuestionErrors = {};
  for (const issue of issues ?? []) {
    const field = issue.path.replace(/^body\./, '').split('.')[0];
    if (field && (questionFieldOrder as readonly string[]).includes(field))
      errors[field as QuestionField] ??= errorKey(field as QuestionField, values);
  }
  return errors;
}
