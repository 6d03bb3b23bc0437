import { faqs } from './faqs.ts';
import { lawyers } from './lawyers.ts';
import { media } from './media.ts';
import { notices } from './notices.ts';
import { popups } from './popups.ts';
import { practices } from './practices/index.ts';
import { setting } from './setting.ts';
import { successCases } from './success-cases.ts';
import { terms } from './terms/index.ts';
import type { SeedContent } from './types.ts';

/**
 * The content stored on the first start. All of it is fictional seed data (names, numbers, addresses) that
 * staff replace in the console; texts are kept in Korean and English.
 */
export const seedContent: SeedContent = {
  setting,
  lawyers,
  media,
  successCases,
  notices,
  practices,
  faqs,
  terms,
  popups,
};
