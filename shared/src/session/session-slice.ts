import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { decodeToken, type TokenPayload } from './jwt.ts';

export interface SessionState {
  refreshToken: string | null;
  accessToken: string | null;
  /** The access token's decoded payload, with its `scope` list. */
  payload: TokenPayload | null;
}

export const sessionStorageKey = 'taesung.session';

export const initialSessionState: SessionState = { refreshToken: null, accessToken: null, payload: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ refreshToken: string; accessToken: string }>) {
      state.refreshToken = action.payload.refreshToken;
      state.accessToken = action.payload.accessToken;
      state.payload = decodeToken(action.payload.accessToken);
    },
    accessTokenRefreshed(state, action: PayloadAction<string>) {
      state.accessToken = action.payload;
      state.payload = decodeToken(action.payload);
    },
    loggedOut() {
      return initialSessionState;
    },
  },
  selectors: {
    selectRefreshToken: (state) => state.refreshToken,
    selectAccessToken: (state) => state.accessToken,
    selectSessionPayload: (state) => state.payload,
    selectScopes: (state) => state.payload?.scope ?? [],
    selectIsLoggedIn: (state) => state.accessToken !== null,
  },
});

export const { loggedIn, accessTokenRefreshed, loggedOut } = sessionSlice.actions;
export const { selectRefreshToken, selectAccessToken, selectSessionPayload, selectScopes, selectIsLoggedIn } =
  sessionSlice.selectors;

/** The session kept in session storage, or the empty one when there is none (or it is unreadable). */
export function readStoredSession(storage: Pick<Storage, 'getItem'> | undefined): SessionState {
  if (!storage) return initialSessionState;
  try {
    const raw = storage.getItem(sessionStorageKey);
    if (!raw) return initialSessionState;
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    const refreshToken = typeof parsed.refreshToken === 'string' ? parsed.refreshToken : null;
    const accessToken = typeof parsed.accessToken === 'string' ? parsed.accessToken : null;
    return { refreshToken, accessToken, payload: decodeToken(accessToken) };
  } catch {
    return initialSessionState;
  }
}

export function writeStoredSession(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, state: SessionState) {
  if (!storage) return;
  try {
    if (!state.refreshToken && !state.accessToken) storage.removeItem(sessionStorageKey);
    else
      storage.setItem(
        sessionStorageKey,
        JSON.stringify({ refreshToken: state.refreshToken, accessToken: state.accessToken }),
      );
  } catch {
    // Storage can be full or disabled (private mode); the session then lives for this page only.
  }
}
