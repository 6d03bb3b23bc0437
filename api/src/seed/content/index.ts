import { lawyers } from './lawyers.ts';
import { practices } from './practices/index.ts';
import { setting } from './setting.ts';
import type { SeedContent } from './types.ts';

/**
 * The content stored on the first start. All of it is fictional seed data (names, numbers, addresses) that
 * staff replace in the console; texts are kept in Korean and English.
 */
export const seedContent: SeedContent = {
  setting,
  lawyers,
  media: [],
  successCases: [],
  notices: [],
  practices,
  faqs: [],
  terms: [],
  popups: [],
};
