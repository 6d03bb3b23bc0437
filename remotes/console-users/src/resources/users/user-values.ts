import { z } from 'zod';
import type { Level, User } from '@taesung/shared';
import { userCreateInput } from '@taesung/shared/schemas';
import type { FilterOption } from '@taesung/shared/console';
import type { UserCreateInput, UserInput } from './api.ts';

export const userListPath = '/console/users';
export const userCreatePath = `${userListPath}/create`;
export const userPath = (id: string) => `${userListPath}/${encodeURIComponent(id)}`;

export { userCreateInput };
/** An account's fields as staff edit them (the username never changes); no password: the account sets its own. */
export const userInput = userCreateInput.omit({ username: true }).extend({ active: z.boolean() });

export const emptyUser = (level = ''): UserCreateInput => ({
  username: '',
  name: '',
  email: '',
  phone: '',
  level,
  active: true,
});

export const userToInput = (user: User): UserInput => ({
  name: user.name,
  email: user.email,
  phone: user.phone,
  level: user.level,
  active: user.active,
});

export const levelOptions = (levels: readonly Level[] | undefined): FilterOption[] =>
  (levels ?? []).map((level) => ({ value: level._id, label: level.name }));

/** A level's name by its id (the id itself while the levels load or when it is unknown). */
export const levelName = (levels: readonly Level[] | undefined, id: string) =>
  levels?.find((level) => level._id === id)?.name ?? id;

/** The changes that end the account's sessions at once. */
export function signOutChanges(before: UserInput, after: UserInput): { deactivated: boolean; levelChanged: boolean } {
  return { deactivated: before.active && !after.active, levelChanged: before.level !== after.level };
}
