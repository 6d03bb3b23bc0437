import { divorceGrounds, type DivorceGround } from './constants.ts';
import { addDays, addMonthsCivil, addYearsCivil, compareDays, daysBetween, nextWeekday, type Day } from './dates.ts';
import { CalculatorInputError, type CalculatorIssue } from './issues.ts';

export const divorceGroundArticle = (ground: DivorceGround) => `840-${divorceGrounds.indexOf(ground) + 1}`;

export interface DivorceGroundInput {
  ground: DivorceGround;
  /** When it happened (for a ground that went on, when it last happened). */
  occurredOn?: Day;
  /** When the visitor learned of it. */
  knewOn?: Day;
  /** Infidelity: the visitor agreed to it beforehand or forgave it afterwards (art. 841). */
  consentedOrForgave?: boolean;
  /** Ground 6: it still goes on today (then art. 842 does not run: Supreme Court 96므1243). */
  continuing?: boolean;
  /** Ground 5: the day since which it is not known whether the spouse is alive. */
  unknownSince?: Day;
}

export type TimeLimitStatus =
  /** No time limit in arts. 841–842 for this ground. */
  | 'noLimit'
  /** Within both periods on `asOf`. */
  | 'open'
  /** One of the periods ended before `asOf`: this ground can no longer be claimed in court. */
  | 'expired'
  /** Infidelity agreed to or forgiven: art. 841 bars the claim. */
  | 'barred'
  /** Ground 6 going on until now: art. 842 does not apply. */
  | 'continuing'
  /** Ground 5: three years of not knowing have passed / have not passed yet. */
  | 'met'
  | 'notYet'
  /** The dates needed are missing. */
  | 'unknown';

export interface DivorceGroundResult {
  ground: DivorceGround;
  article: string;
  /** The article that limits the time to sue on this ground, if any. */
  limitArticle: '841' | '842' | null;
  status: TimeLimitStatus;
  /** Six months from learning of it (the last day), and two years from when it happened. */
  knowDeadline: Day | null;
  occurDeadline: Day | null;
  /** The earlier of the two, moved past a Saturday or Sunday (art. 161); public holidays are not known here. */
  deadline: Day | null;
  daysLeft: number | null;
  /** Ground 5: the first day after three full years of not knowing. */
  metOn: Day | null;
}

const earlier = (a: Day | null, b: Day | null) => (a && b ? (compareDays(a, b) <= 0 ? a : b) : (a ?? b));

function limited(input: DivorceGroundInput, asOf: Day, limitArticle: '841' | '842'): DivorceGroundResult {
  const knowDeadline = input.knewOn ? addMonthsCivil(input.knewOn, 6) : null;
  const occurDeadline = input.occurredOn ? addYearsCivil(input.occurredOn, 2) : null;
  const earliest = earlier(knowDeadline, occurDeadline);
  const deadline = earliest ? nextWeekday(earliest) : null;
  const base = {
    ground: input.ground,
    article: divorceGroundArticle(input.ground),
    limitArticle,
    knowDeadline,
    occurDeadline,
    deadline,
    metOn: null,
  };
  if (limitArticle === '841' && input.consentedOrForgave) return { ...base, status: 'barred', daysLeft: null };
  if (limitArticle === '842' && input.continuing) return { ...base, status: 'continuing', daysLeft: null };
  if (!deadline) return { ...base, status: 'unknown', daysLeft: null };
  const daysLeft = daysBetween(asOf, deadline);
  return { ...base, status: daysLeft < 0 ? 'expired' : 'open', daysLeft };
}

/**
 * Each ground the visitor names, with its time limit worked out from their dates as of `asOf`: infidelity (840-1)
 * cannot be sued on once it was agreed to or forgiven, or six months after learning of it, or two years after it
 * happened (art. 841); a serious reason to end the marriage (840-6) six months after learning of it or two years
 * after it (art. 842) unless it still goes on. The other grounds have no such limit; unknown whereabouts (840-5)
 * need three years. A period ends on the day with the same number (arts. 157, 160) and runs past a weekend (art. 161).
 */
export function assessDivorceGrounds(grounds: DivorceGroundInput[], asOf: Day): DivorceGroundResult[] {
  const issues: CalculatorIssue[] = [];
  const seen = new Set<DivorceGround>();
  grounds.forEach((ground, index) => {
    if (seen.has(ground.ground)) issues.push({ path: ['grounds', index, 'ground'], code: 'groundTwice' });
    seen.add(ground.ground);
    for (const field of ['occurredOn', 'knewOn', 'unknownSince'] as const) {
      const day = ground[field];
      if (day && compareDays(day, asOf) > 0) issues.push({ path: ['grounds', index, field], code: 'dayAfterToday' });
    }
    if (ground.occurredOn && ground.knewOn && compareDays(ground.knewOn, ground.occurredOn) < 0)
      issues.push({ path: ['grounds', index, 'knewOn'], code: 'knewBeforeOccurred' });
  });
  if (issues.length) throw new CalculatorInputError(issues);

  return grounds.map((input): DivorceGroundResult => {
    if (input.ground === 'infidelity') return limited(input, asOf, '841');
    if (input.ground === 'otherSerious') return limited(input, asOf, '842');
    const base = {
      ground: input.ground,
      article: divorceGroundArticle(input.ground),
      limitArticle: null,
      knowDeadline: null,
      occurDeadline: null,
      deadline: null,
      daysLeft: null,
    };
    if (input.ground !== 'whereaboutsUnknown') return { ...base, status: 'noLimit', metOn: null };
    if (!input.unknownSince) return { ...base, status: 'unknown', metOn: null };
    const metOn = addDays(addYearsCivil(input.unknownSince, 3), 1);
    return { ...base, status: compareDays(metOn, asOf) <= 0 ? 'met' : 'notYet', metOn };
  });
}

/** After a divorce, division of property can be claimed for two years (arts. 839-2(3), 843): the last day. */
export const propertyDivisionClaimDeadline = (divorcedOn: Day) => addYearsCivil(divorcedOn, 2);
