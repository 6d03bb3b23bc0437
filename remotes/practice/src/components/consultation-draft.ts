import { contactTimeOptions, isCategory, isOffice, type ConsultationValues } from './consultation-values.ts';

export const draftStorageKey = 'taesung:consultation-draft';

type DraftFields = Pick<
  ConsultationValues,
  'name' | 'phone' | 'category' | 'office' | 'contactTime' | 'content' | 'email'
>;

interface StoredDraft {
  values: DraftFields;
  /** The practice the page was opened for when the draft was written (`?category=`). */
  from: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const isDraftEmpty = (values: DraftFields) => !values.name && !values.phone && !values.content;

/** Keeps what was typed for this tab only, so a reload does not lose it; consent is asked again every time. */
export function saveDraft(values: ConsultationValues, from: string): void {
  const store = storage();
  if (!store) return;
  const { name, phone, category, office, contactTime, content, email } = values;
  const fields = { name, phone, category, office, contactTime, content, email };
  try {
    if (isDraftEmpty(fields)) store.removeItem(draftStorageKey);
    else store.setItem(draftStorageKey, JSON.stringify({ values: fields, from } satisfies StoredDraft));
  } catch {
    /* storage full or disabled: the form still works, only without a draft */
  }
}

/**
 * The draft of this tab merged into the form's start values. When the page was opened for another practice than
 * the draft's, the practice of the page wins.
 */
export function restoreDraft(start: ConsultationValues, from: string, raw: string | null): ConsultationValues | null {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<StoredDraft>;
    const values = draft.values;
    if (!values || typeof values !== 'object') return null;
    const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
    const draftCategory = text(values.category, '');
    const category = (from && from !== draft.from) || !isCategory(draftCategory) ? start.category : draftCategory;
    const draftOffice = text(values.office, '');
    return {
      ...start,
      name: text(values.name, ''),
      phone: text(values.phone, ''),
      category,
      office: isOffice(draftOffice) ? draftOffice : start.office,
      contactTime: contactTimeOptions.includes(text(values.contactTime, ''))
        ? text(values.contactTime, '')
        : start.contactTime,
      content: text(values.content, ''),
      email: text(values.email, ''),
    };
  } catch {
    return null;
  }
}

/** The stored draft as text (a stable snapshot for `useSyncExternalStore`). */
export function readDraft(): string | null {
  try {
    return storage()?.getItem(draftStorageKey) ?? null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(draftStorageKey);
  } catch {
    /* nothing to clear */
  }
}
