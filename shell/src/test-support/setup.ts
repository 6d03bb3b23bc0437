import { DeferredFooter } from '../layout/footer/deferred-footer.tsx';

// The footer's code loads on demand in the browser; tests render the whole layout at once, as the server does.
beforeAll(() => DeferredFooter.preload());
