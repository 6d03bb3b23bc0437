import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { escapeHtml } from '../lib/sanitize.ts';
import { passwordLinkMinutes, type Auth } from './auth.ts';
import { passwordLinkMarker, type Messaging } from './messaging.ts';

/** An invitation to a new account (72 hours) or a password reset (60 minutes), sent by an administrator or asked for. */
export type PasswordLinkKind = keyof typeof passwordLinkMinutes;

export interface LinkAccount {
  id: string;
  name: string;
  username: string;
  email: string;
}

/**
 * The mail with a link to set a password, as it is kept: {@link passwordLinkMarker} stands where the link goes.
 * The link itself is put in only in the mail that is sent.
 */
export function passwordLinkMail(
  kind: PasswordLinkKind,
  user: { name: string; username: string },
): { subject: string; html: string } {
  const subject = kind === 'invitation' ? '[법무법인 태성] 관리자 계정 초대' : '[법무법인 태성] 비밀번호 재설정 안내';
  const lead =
    kind === 'invitation'
      ? `${escapeHtml(user.name)}님, 법무법인 태성 관리자 화면의 계정(아이디 <strong>${escapeHtml(user.username)}</strong>)이 만들어졌습니다. 아래 링크에서 비밀번호를 정해 주세요. 링크는 72시간 동안 한 번만 쓸 수 있습니다.`
      : `${escapeHtml(user.name)}님(아이디 <strong>${escapeHtml(user.username)}</strong>), 아래 링크에서 새 비밀번호를 설정해 주세요. 링크는 1시간 동안 한 번만 쓸 수 있습니다.`;
  const closing =
    kind === 'invitation'
      ? '초대받을 일이 없으셨다면 이 메일을 무시해 주세요.'
      : '요청하지 않으셨다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.';
  const html = `<!doctype html><html lang="ko"><body style="font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#1a1a1a;line-height:1.6"><h2 style="font-size:18px">${escapeHtml(subject)}</h2><p>${lead}</p><p>${escapeHtml(passwordLinkMarker)}</p><p>${closing}</p></body></html>`;
  return { subject, html };
}

const aboutOf = (kind: PasswordLinkKind): 'invitation' | 'password_reset' =>
  kind === 'invitation' ? 'invitation' : 'password_reset';

/**
 * Links that set a password (docs/privacy.md "The outbox"). The token goes to the account's mailbox and nowhere
 * else: the database keeps its SHA-256 (`password_resets.token_hash`), the outbox a marker in its place, and no API
 * answer carries it. A mail sent again by the retry job gets a link made for that attempt.
 */
export function createPasswordLinks(options: { db: Database; auth: Auth; messaging: Messaging; origin: () => string }) {
  const { db, auth, messaging, origin } = options;

  async function linkFor(kind: PasswordLinkKind, accountId: string): Promise<string> {
    const token = await auth.passwordLink(accountId, passwordLinkMinutes[kind]);
    return `${origin()}/console/password/reset?token=${encodeURIComponent(token)}`;
  }

  messaging.renewLinksWith(async (about, accountId) => {
    if (!accountId) return null;
    const kind: PasswordLinkKind = about === 'invitation' ? 'invitation' : 'reset';
    const [account] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.id, accountId), isNull(users.withdrawnAt), kind === 'reset' ? eq(users.active, true) : undefined),
      )
      .limit(1);
    return account ? linkFor(kind, account.id) : null;
  });

  return {
    /** A new link for an account; for the server's own command (`npm run password-link -w api`), never for an API answer. */
    linkFor,

    /**
     * Mails an account a one-time link to the console's password page (`/console/password/reset`). Answers the
     * outbox record, whose status tells whether it went out (`sent`), waits for another attempt (`queued`), was
     * only kept because no mail server is configured (`stored`: the link then reached nobody) or failed.
     */
    async send(kind: PasswordLinkKind, account: LinkAccount) {
      return messaging.email({
        to: account.email,
        ...passwordLinkMail(kind, account),
        about: { kind: aboutOf(kind), id: account.id },
        link: await linkFor(kind, account.id),
      });
    },
  };
}

export type PasswordLinks = ReturnType<typeof createPasswordLinks>;
