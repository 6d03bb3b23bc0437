import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSessionPayload, useAppSelector } from '@taesung/shared';
import { ConsolePage } from '@taesung/shared/console-page';
import { QueryView } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import styles from '@/ui/screen-styles.ts';
import { useGetOwnTwoFactorQuery } from './api.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TwoFactorEnrol } from './two-factor-enrol.tsx';
import { TwoFactorManage } from './two-factor-manage.tsx';
import own from './two-factor.module.css';

/** The signed-in account's two-factor sign-in (`/console/two-factor`): its state, enrolment, recovery codes, turning off. */
export function TwoFactorPage() {
  const { t } = useTranslation(namespace);
  const result = useGetOwnTwoFactorQuery();
  const username = useAppSelector(selectSessionPayload)?.username ?? '';
  const [codes, setCodes] = useState<string[] | null>(null);

  return (
    <ConsolePage title={t('twoFactor.title')}>
      <p className={styles.lead}>{t('twoFactor.lead')}</p>
      <QueryView result={result} notFound={t('twoFactor.unavailable')}>
        {(state) =>
          codes ? (
            <RecoveryCodes codes={codes} username={username} onDone={() => setCodes(null)} />
          ) : (
            <>
              <p className={own.status} role="status">
                {state.enabled
                  ? t('twoFactor.state.enabled')
                  : state.required
                    ? t('twoFactor.state.required')
                    : t('twoFactor.state.disabled')}
              </p>
              {state.enabled ? (
                <TwoFactorManage state={state} onRenewed={setCodes} />
              ) : (
                <TwoFactorEnrol onEnabled={setCodes} />
              )}
            </>
          )
        }
      </QueryView>
    </ConsolePage>
  );
}
