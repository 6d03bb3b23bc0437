import { useEffect, useState } from 'react';
import type { PasswordEstimate, estimatePassword } from '@taesung/shared/password-strength';

let loading: Promise<{ estimatePassword: typeof estimatePassword }> | undefined;

/** The estimator and its dictionaries (hundreds of kB): a chunk of their own, loaded once a password is typed. */
export const loadPasswordEstimator = () =>
  (loading ??= import(/* webpackChunkName: "password-strength" */ '@taesung/shared/password-strength'));

/** How strong `password` is, estimated as the API does; null while empty or while the estimator loads. */
export function usePasswordEstimate(password: string, userInputs: readonly string[] = []): PasswordEstimate | null {
  const [estimate, setEstimate] = useState<{ for: string; result: PasswordEstimate } | null>(null);
  const inputs = userInputs.join('\n');

  useEffect(() => {
    if (!password) return;
    let current = true;
    void loadPasswordEstimator().then(({ estimatePassword }) => {
      if (current)
        setEstimate({
          for: `${password}\n${inputs}`,
          result: estimatePassword(password, inputs ? inputs.split('\n') : []),
        });
    });
    return () => {
      current = false;
    };
  }, [password, inputs]);

  return password && estimate?.for === `${password}\n${inputs}` ? estimate.result : null;
}
