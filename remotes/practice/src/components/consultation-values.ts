import { practiceCodes, type ConsultationRequestInput, type OfficeCode } from '@taesung/shared';
import type { BookingKind } from '@taesung/shared/schemas';
import type * as Schemas from '@taesung/shared/schemas';

/**
 * The API's schema of a consultation request; loaded when the visitor first moves into the form (or sends it), so
 * neither other pages nor the form's first view load zod.
 */
export type ConsultationSchema = typeof Schemas.consultationRequestInput;

let schemaModule: Promise<ConsultationSchema> | null = null;
let loadedSchema: ConsultationSchema | null = null;

export function loadConsultationSchema(): Promise<ConsultationSchema> {
  schemaModule ??= import('@taesung/shared/schemas').then((schemas) => {
    loadedSchema = schemas.consultationRequestInput;
    return loadedSchema;
  });
  return schemaModule;
}

/** The schema if it has been loaded already (a form opened before on this page). */
export function loadedConsultationSchema(): ConsultationSchema | null {
  return loadedSchema;
}

export const otherCategory = 'other';
export const categoryOptions: readonly string[] = [...practiceCodes, otherCategory];
export const contactTimeOptions: readonly string[] = [
  'anytime',
  'morning',
  'afternoon',
  'evening',
] satisfies readonly ConsultationRequestInput['contactTime'][];
export const officeOptions: readonly string[] = [
  'seoul-main',
  'seoul-branch',
  'incheon',
  'gwangju',
] satisfies readonly OfficeCode[];

export interface ConsultationValues {
  name: string;
  phone: string;
  category: string;
  office: string;
  contactTime: string;
  /** The kind of consultation (`visit`, `phone`, `video`), `''` before one is chosen; optional. */
  kind: string;
  /** The chosen free time (ISO, `+09:00`), `''` for none; sent as `appointment` with the kind. */
  start: string;
  /** An address for the booking's notices and its calendar file, optional; sent only with a chosen time. */
  email: string;
  content: string;
  agree: boolean;
  website: string;
  /** The calculator the visitor came from (`?from=`), sent as `source`; not a field of the form. */
  source: string;
}

export const fieldOrder = ['name', 'phone', 'category', 'office', 'email', 'contactTime', 'content', 'agree'] as const;
export type ConsultationField = (typeof fieldOrder)[number];
export type FieldErrors = Partial<Record<ConsultationField, string>>;

export const contentMaxLength = 5000;
export const nameMaxLength = 50;

export function emptyValues(category = '', office = '', content = '', source = ''): ConsultationValues {
  return {
    name: '',
    phone: '',
    category,
    office,
    contactTime: 'anytime',
    kind: '',
    start: '',
    email: '',
    content,
    agree: false,
    website: '',
    source,
  };
}

/** The summary a calculator puts into the message (`?summary=`): plain text, within the message's length. */
export const summaryOf = (value: string | null) =>
  Array.from((value ?? '').replace(/\r\n?/g, '\n'))
    .filter((char) => char === '\n' || char >= ' ')
    .join('')
    .slice(0, 2000);

export const isCategory = (value: string | null | undefined): value is string =>
  !!value && categoryOptions.includes(value);
export const isOffice = (value: string | null | undefined): value is string => !!value && officeOptions.includes(value);

function errorKey(field: ConsultationField, values: ConsultationValues): string {
  switch (field) {
    case 'name':
      return values.name.trim() === '' ? 'required.name' : 'tooLong.name';
    case 'phone':
      return values.phone.trim() === '' ? 'required.phone' : 'invalid.phone';
    case 'content':
      return values.content.trim() === '' ? 'required.content' : 'tooLong.content';
    case 'email':
      return 'invalid.email';
    default:
      return `required.${field}`;
  }
}

/**
 * Checks the values with the API's own schema. Errors are i18n keys (`form.errors.<key>`) by field; the honeypot
 * is not the visitor's concern and never shows an error.
 */
export function validateConsultation(
  schema: ConsultationSchema,
  values: ConsultationValues,
): { data: ConsultationRequestInput | null; errors: FieldErrors } {
  const source = values.source && schema.shape.source.safeParse(values.source).success ? values.source : undefined;
  const result = schema.safeParse({
    ...(source ? { source } : {}),
    name: values.name,
    phone: values.phone,
    category: values.category,
    office: values.office,
    contactTime: values.contactTime,
    content: values.content,
    agree: values.agree,
    ...(values.kind && values.start
      ? {
          appointment: { kind: values.kind as BookingKind, start: values.start },
          ...(values.email.trim() ? { email: values.email.trim() } : {}),
        }
      : {}),
  });
  if (result.success) return { data: { ...result.data, website: values.website }, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fieldOrder as readonly string[]).includes(field)) {
      const name = field as ConsultationField;
      errors[name] ??= errorKey(name, values);
    }
  }
  return { data: null, errors };
}
