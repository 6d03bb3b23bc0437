import { RetryPlugin } from '@module-federation/retry-plugin';

/** Retries a remote's manifest and scripts a few times before the page shows its fallback. */
export default function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 500 },
    script: { retryTimes: 2, retryDelay: 500 },
  });
}
