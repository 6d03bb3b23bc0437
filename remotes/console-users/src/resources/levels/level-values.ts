import type { TFunction } from 'i18next';
import { z } from 'zod';
import { allConsoleScopes, consoleScopes, type Level } from '@taesung/shared';
import type { CheckboxGroupOption } from '@taesung/shared/console';
import type { LevelInput } from './api.ts';

export const levelListPath = '/console/users/levels';
export const levelCreatePath = `${levelListPath}/create`;
export const levelPath = (id: string) => `${levelListPath}/${encodeURIComponent(id)}`;

export const levelInput = z.object({
  name: z.string().trim().min(1).max(50),
  scope: z.array(z.string()).min(1),
  twoFactor: z.boolean(),
});

export const emptyLevel = (): LevelInput => ({ name: '', scope: [consoleScopes.console], twoFactor: false });
export const levelToInput = (level: Level): LevelInput => ({
  name: level.name,
  scope: [...level.scope],
  twoFactor: level.twoFactor,
});

/** A scope's key in the texts (`console:posts` → `posts`): i18next reads a colon as a namespace. */
const scopeKey = (scope: string) => Object.entries(consoleScopes).find(([, value]) => value === scope)?.[0];

export const scopeLabel = (t: TFunction, scope: string) => {
  const key = scopeKey(scope);
  return key ? t(`levels.scopes.${key}.label`) : scope;
};

/** Every scope a level may grant, in the order of `allConsoleScopes`, with what it allows. */
export const scopeOptions = (t: TFunction): CheckboxGroupOption[] =>
  allConsoleScopes.map((scope) => ({
    value: scope,
    label: scopeLabel(t, scope),
    description: t(`levels.scopes.${scopeKey(scope)}.description`),
  }));
