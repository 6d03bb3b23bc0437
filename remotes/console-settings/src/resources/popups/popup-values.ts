import type { PopupInput, PopupRecord } from '@taesung/shared';
import { popupInput } from '@taesung/shared/schemas';
import { checkDisplayWindow } from '@taesung/shared/console';

export const popupListPath = '/console/popups';
export const popupCreatePath = `${popupListPath}/create`;
export const popupPath = (id: string) => `${popupListPath}/${encodeURIComponent(id)}`;

export const popupSchema = popupInput.superRefine(checkDisplayWindow);

export const emptyPopup = (): PopupInput => ({
  title: { ko: '', en: '' },
  content: { ko: '', en: '' },
  link: '',
  width: 400,
  height: 0,
  startAt: null,
  endAt: null,
  active: true,
  order: 1,
});

export const popupToValues = (popup: PopupRecord): PopupInput => ({
  title: popup.title,
  content: popup.content,
  link: popup.link ?? '',
  width: popup.width,
  height: popup.height,
  startAt: popup.startAt,
  endAt: popup.endAt,
  active: popup.active,
  order: popup.order,
});

export const popupValuesToInput = (values: PopupInput): PopupInput => ({
  ...values,
  link: values.link?.trim() ? values.link.trim() : null,
});
