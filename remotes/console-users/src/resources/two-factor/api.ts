import { api } from '@taesung/shared';

export interface TwoFactorState {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

export interface TwoFactorSetup {
  /** Base32, possibly grouped in fours. */
  secret: string;
  otpauthUrl: string;
  /** The QR code of `otpauthUrl` when the API draws it; the screen draws it otherwise. */
  qrSvg: string | null;
}

interface MeAnswer {
  twoFactor?: TwoFactorState;
  user?: { twoFactor?: TwoFactorState };
}

const meTag = { type: 'User', id: 'ME' } as const;

/** The signed-in account's two-factor sign-in (`/api/console/me/two-factor`): its state, enrolment, recovery codes, turning off. */
export const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOwnTwoFactor: build.query<TwoFactorState, void>({
      query: () => '/api/console/me',
      transformResponse: (answer: MeAnswer) =>
        answer.twoFactor ?? answer.user?.twoFactor ?? { enabled: false, required: false, recoveryCodesLeft: 0 },
      providesTags: [meTag],
    }),
    startTwoFactorSetup: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: '/api/console/me/two-factor/setup', method: 'POST' }),
    }),
    enableTwoFactor: build.mutation<string[], { code: string }>({
      query: (input) => ({ url: '/api/console/me/two-factor/enable', method: 'POST', data: input }),
      transformResponse: (answer: { recoveryCodes: string[] }) => answer.recoveryCodes,
      invalidatesTags: ['User'],
    }),
    renewRecoveryCodes: build.mutation<string[], { code: string }>({
      query: (input) => ({ url: '/api/console/me/two-factor/recovery-codes', method: 'POST', data: input }),
      transformResponse: (answer: { recoveryCodes: string[] }) => answer.recoveryCodes,
      invalidatesTags: [meTag],
    }),
    disableTwoFactor: build.mutation<void, { password: string; code: string }>({
      query: (input) => ({ url: '/api/console/me/two-factor', method: 'DELETE', data: input }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useGetOwnTwoFactorQuery,
  useStartTwoFactorSetupMutation,
  useEnableTwoFactorMutation,
  useRenewRecoveryCodesMutation,
  useDisableTwoFactorMutation,
} = twoFactorApi;
