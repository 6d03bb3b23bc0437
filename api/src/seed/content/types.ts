import type {
  BoardRecord,
  FaqRecord,
  OfficeRecord,
  PopupRecord,
  PracticeInput,
  SettingRecord,
  LawyerRecord,
  TermsRecord,
} from '@taesung/shared/schemas';

/**
 * A picture the seed stores as an upload. Pictures are drawn (SVG rendered by sharp), never photos of real
 * people, and carry no text (a fresh machine has no Korean system font to draw it with).
 */
export interface SeedImage {
  /** Stable file name stem, unique in the seed (`lawyer-kim-seoyeon`). */
  name: string;
  width: number;
  height: number;
  render(): Promise<{ data: Buffer; type: 'image/webp' | 'image/jpeg' | 'image/png' }>;
}

export type SeedOffice = Omit<OfficeRecord, 'image'> & { image: SeedImage | null };
export type SeedSetting = Omit<SettingRecord, 'updatedAt' | 'offices'> & { offices: SeedOffice[] };
export type SeedLawyer = Omit<LawyerRecord, '_id' | 'createdAt' | 'updatedAt' | 'image'> & { image: SeedImage };
/** A board post; `createdAt` dates the post (ISO 8601). */
export type SeedBoard = Omit<BoardRecord, '_id' | 'updatedAt' | 'thumb' | 'files'> & { thumb: SeedImage | null };
export type SeedPractice = PracticeInput;
export type SeedFaq = Omit<FaqRecord, '_id' | 'createdAt' | 'updatedAt'>;
export type SeedTerms = Omit<TermsRecord, '_id' | 'createdAt' | 'updatedAt'>;
export type SeedPopup = Omit<PopupRecord, '_id' | 'createdAt' | 'updatedAt' | 'image'> & { image: SeedImage | null };

/** Everything stored on the first start: `api/src/seed/content/index.ts` exports one `seedContent` of this type. */
export interface SeedContent {
  setting: SeedSetting;
  /** 16 profiles, ordered. */
  lawyers: SeedLawyer[];
  /** 15 media items (board code `media`); the last one has `subOnly: true`. */
  media: SeedBoard[];
  /** At least 12 anonymised success cases (board code `reference`), each with its practice `category`. */
  successCases: SeedBoard[];
  /** Notices (board code `notice`). */
  notices: SeedBoard[];
  /** One page per practice code of `@taesung/shared/site`. */
  practices: SeedPractice[];
  /** FAQs per category: every practice code, plus `consultation` and `fees`. */
  faqs: SeedFaq[];
  /** The privacy policy and the terms of service. */
  terms: SeedTerms[];
  popups: SeedPopup[];
}
