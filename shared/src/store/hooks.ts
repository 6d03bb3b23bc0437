import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './make-store.ts';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** The page's one API client, for calls that are not RTK Query endpoints (uploads with progress, downloads). */
export function useApiClient() {
  return useAppStore().apiClient;
}
