/** Breakpoints of the site, in CSS pixels (min-width). */
export const breakpoints = { xs: 576, sm: 768, md: 1024, lg: 1200 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const header = {
  /** Scroll offset after which the header takes its scrolled style. */
  scrolledAfter: 50,
  /** Width from which the desktop header is shown. */
  desktopFrom: breakpoints.lg,
} as const;

export const scrollToTopDuration = 500;

export const entranceAnimation = {
  duration: 500,
  offset: 300,
  offsetBelowSm: 180,
  delay: 100,
} as const;

export const hero = {
  /** Width from which the hero's left panel sticks while scrolling. */
  stickyFrom: breakpoints.sm,
  mediaCount: 10,
} as const;

export const mediaCarousel = {
  loop: false,
  slidesPerView: 1,
  spaceBetween: 12,
  breakpoints: { [breakpoints.md]: { spaceBetween: 60 } },
  speed: 500,
  pagination: 'fraction',
} as const;

export const lawyerCarousel = {
  loop: true,
  loopedSlides: 5,
  slidesPerView: 1,
  spaceBetween: 40,
  breakpoints: {
    [breakpoints.sm]: { spaceBetween: 60 },
    [breakpoints.md]: { spaceBetween: 120 },
    [breakpoints.lg]: { spaceBetween: 218 },
  },
  speed: 500,
  autoplay: { delay: 5000, disableOnInteraction: false },
} as const;

export const videoOverlay = { width: 1032, height: 580 } as const;

export const referenceCards = { columnsMobile: 2, columnsFromMd: 3, subjectLines: 2 } as const;

export const claims = {
  consultations: 5800,
  years: 13,
  lawyersPerCase: 2,
  subscribers: 250_000,
} as const;

export const locales = ['ko', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ko';

export const consoleScope = 'console';

/**
 * The scopes a level may grant (docs/console.md): `console` lets an account into the console (dashboard, own
 * password); each module's scope lets it use that module, in the sidebar and on every API call of the module.
 */
export const consoleScopes = {
  console: consoleScope,
  posts: 'console:posts',
  requests: 'console:requests',
  center: 'console:center',
  staff: 'console:staff',
  settings: 'console:settings',
  /** The access records of personal data and their monthly review (docs/privacy.md). */
  records: 'console:records',
} as const;
export type ConsoleScope = (typeof consoleScopes)[keyof typeof consoleScopes];
/** Every scope, in the order the levels screen lists them. */
export const allConsoleScopes: readonly ConsoleScope[] = Object.values(consoleScopes);
