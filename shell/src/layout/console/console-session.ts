import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api, useApiClient } from '@taesung/shared';

/** What the console frame reads of `GET /api/console/me`: the two-factor state and the session's idle timeout. */
export interface ConsoleSessionState {
  twoFactor: { enabled: boolean; required: boolean; recoveryCodesLeft: number } | null;
  session: { _id: string; idleMinutes: number; expiresAt: string; lastUsedAt: string } | null;
}

interface MeAnswer extends Partial<ConsoleSessionState> {
  user?: Partial<ConsoleSessionState>;
}

export const consoleSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    consoleSession: build.query<ConsoleSessionState, void>({
      query: () => '/api/console/me',
      transformResponse: (answer: MeAnswer) => ({
        twoFactor: answer.twoFactor ?? answer.user?.twoFactor ?? null,
        session: answer.session ?? answer.user?.session ?? null,
      }),
      providesTags: ['User'],
    }),
    touchSession: build.mutation<void, void>({
      query: () => ({ url: '/api/console/me/sessions/current/touch', method: 'POST' }),
    }),
  }),
});

export const { useConsoleSessionQuery, useTouchSessionMutation } = consoleSessionApi;

/** The screens an account that must enrol in two-factor sign-in may still open. */
export const twoFactorPath = '/console/two-factor';
const openWithoutTwoFactor = [twoFactorPath, '/console/sessions'];

const warningMs = 60_000;

/**
 * Every answer of the API (any call resets the server's idle clock) moves the page's own deadline; a 403
 * `TWO_FACTOR_REQUIRED` marks the account as having to enrol. Installed on the page's API client for as long as
 * the frame is shown.
 */
function useApiActivity(onActivity: () => void, onTwoFactorRequired: () => void) {
  const apiClient = useApiClient();
  const handlers = useRef({ onActivity, onTwoFactorRequired });
  useEffect(() => {
    handlers.current = { onActivity, onTwoFactorRequired };
  });
  useEffect(() => {
    let eject: (() => void) | undefined;
    let cancelled = false;
    void apiClient.instance().then((client) => {
      if (cancelled) return;
      const id = client.interceptors.response.use(
        (response) => {
          handlers.current.onActivity();
          return response;
        },
        (error: unknown) => {
          const response = (error as { response?: { status: number; data?: { code?: unknown } } }).response;
          if (response && response.status !== 401) handlers.current.onActivity();
          if (response?.status === 403 && response.data?.code === 'TWO_FACTOR_REQUIRED')
            handlers.current.onTwoFactorRequired();
          return Promise.reject(error);
        },
      );
      eject = () => client.interceptors.response.eject(id);
    });
    return () => {
      cancelled = true;
      eject?.();
    };
  }, [apiClient]);
}

/**
 * The console session as the frame follows it: sends an account that must enrol in two-factor sign-in to its
 * enrolment screen, and warns a minute before the idle timeout (`warning`), ending the session at the timeout.
 */
export function useConsoleSession({ onIdleTimeout }: { onIdleTimeout: () => void }) {
  const { data } = useConsoleSessionQuery();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [mustEnrol, setMustEnrol] = useState(false);
  const [lastActivity, setLastActivity] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const timedOut = useRef(false);

  const enrolled = data?.twoFactor?.enabled === true;
  const required = data?.twoFactor?.required === true;
  const sendToEnrolment = (mustEnrol && !enrolled) || (required && !enrolled);

  useApiActivity(
    () => setLastActivity(Date.now()),
    () => setMustEnrol(true),
  );

  useEffect(() => {
    if (sendToEnrolment && !openWithoutTwoFactor.includes(pathname)) void navigate(twoFactorPath, { replace: true });
  }, [sendToEnrolment, pathname, navigate]);

  const idleMs = (data?.session?.idleMinutes ?? 0) * 60_000;
  useEffect(() => {
    if (!idleMs) return;
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [idleMs]);

  const deadline = idleMs ? lastActivity + idleMs : null;
  const expired = deadline !== null && now >= deadline;
  useEffect(() => {
    if (!expired || timedOut.current) return;
    timedOut.current = true;
    onIdleTimeout();
  }, [expired, onIdleTimeout]);

  return {
    mustEnrol: sendToEnrolment,
    warning: deadline !== null && !expired && deadline - now <= warningMs,
    secondsLeft: deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000)),
  };
}
