/**
 * What the host provides to the page under the shared singleton `@reduxjs/toolkit`: what the site's store and
 * RTK Query (which consumes this same share) use, re-exported from the real package so webpack leaves out the
 * rest (listener and dynamic middleware, entity adapter). ESLint allows only these names in browser code.
 */
export {
  combineReducers,
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
  SHOULD_AUTOBATCH,
} from '@reduxjs/toolkit-package';
