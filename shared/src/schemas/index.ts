/**
 * The zod schemas of every API payload. Isomorphic: the API validates with them and the browser builds its
 * forms and types on them. Public endpoints answer in the caller's language (`Lawyer`, `Board`, ...); console
 * endpoints answer and take both languages (`LawyerRecord`, `BoardRecord`, ...). The calculators' payloads are
 * `@taesung/shared/schemas/calculators`, apart, so that the forms of other pages do not download them.
 */
export * from './common.ts';
export * from './site-content.ts';
export * from './boards.ts';
export * from './engagement.ts';
export * from './accounts.ts';
export * from './operations.ts';
export * from './access-records.ts';
export * from './booking-availability.ts';
