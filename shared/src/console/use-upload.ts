import { useCallback, useMemo } from 'react';
import { useApiClient } from '@taesung/shared';

export interface UploadOptions {
  /** Called with the share sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Posts files through the page's API client (its session and refresh), reporting progress; `signal` cancels. */
export function useUpload() {
  const apiClient = useApiClient();
  const upload = useCallback(
    async <T = unknown>(url: string, body: FormData, options: UploadOptions = {}): Promise<T> => {
      const response = await apiClient.request<T>({
        url,
        method: 'POST',
        data: body,
        signal: options.signal,
        onUploadProgress: (event) => {
          if (options.onProgress && event.total) options.onProgress(Math.min(1, event.loaded / event.total));
        },
      });
      options.onProgress?.(1);
      return response.data;
    },
    [apiClient],
  );
  return useMemo(() => ({ upload }), [upload]);
}
