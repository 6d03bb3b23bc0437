import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

/** OWASP ASVS 5.0 (V6.2): 10 to 128 characters, no composition rules, refused when common or too guessable. */
export const passwordRule = { minLength: 10, maxLength: 128, minScore: 3 } as const;

/** Why a password is refused; null when it is accepted. */
export type PasswordProblem = 'short' | 'long' | 'common' | 'guessable' | null;

export interface PasswordEstimate {
  /** 0 (guessed at once) to 4 (very unlikely to be guessed), zxcvbn's scale. */
  score: 0 | 1 | 2 | 3 | 4;
  problem: PasswordProblem;
}

let factory: ZxcvbnFactory | undefined;

const estimator = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
  }));

/** A whole password that is one entry of the list of common passwords (or one of the account's own words). */
const isCommon = (result: ZxcvbnResult, length: number) =>
  result.sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      match.i === 0 &&
      match.j === length - 1 &&
      /^(passwords|userInputs)/.test(String((match as { dictionaryName?: string }).dictionaryName)),
  );

/**
 * Estimates a password the same way in the page (the strength meter) and in the API (the rule), with the
 * account's own words (username, name, e-mail) counted as guessable. The dictionaries are large: pages load
 * this module only where a password is typed.
 */
export function estimatePassword(password: string, userInputs: readonly string[] = []): PasswordEstimate {
  const length = [...password].length;
  if (length > passwordRule.maxLength) return { score: 0, problem: 'long' };
  const inputs = userInputs
    .flatMap((input) => [input, ...input.split(/[@.\s_-]+/)])
    .filter((input) => input.length >= 3);
  const result = estimator().check(password.normalize('NFC'), inputs);
  const score = result.score as PasswordEstimate['score'];
  if (isCommon(result, password.normalize('NFC').length)) return { score: 0, problem: 'common' };
  if (length < passwordRule.minLength)
    return { score: Math.min(score, 1) as PasswordEstimate['score'], problem: 'short' };
  if (score < passwordRule.minScore) return { score, problem: 'guessable' };
  return { score, problem: null };
}
