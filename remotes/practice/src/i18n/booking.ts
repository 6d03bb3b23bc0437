import { addNamespacePart } from '@taesung/shared';
import { namespace } from './index.ts';

let texts: Promise<void> | undefined;

/**
 * The texts of the kind of consultation, the time picker and the booking's private page, in the chunk of the picker
 * and the page (`page-booking`), both languages: two chunks of their own would put two more names in the remote's
 * entry, which every page of the remote downloads.
 */
export function loadBookingTexts(): Promise<void> {
  texts ??= addNamespacePart(namespace, 'booking', {
    ko: () => import(/* webpackChunkName: "page-booking" */ './booking-ko.json'),
    en: () => import(/* webpackChunkName: "page-booking" */ './booking-en.json'),
  });
  return texts;
}
