import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router';
import { AppProviders, i18nFor, makeStore } from '@taesung/shared';
import { ConsoleOverlays, consoleKitReady, useUnsavedChangesGuard } from '@taesung/shared/console';
import { overlayStore } from './overlay-store.ts';

beforeAll(() => consoleKitReady);
afterEach(() => overlayStore.reset());

function Editor() {
  const [text, setText] = useState('');
  useUnsavedChangesGuard(text !== '');
  return (
    <label>
      메모
      <input value={text} onChange={(event) => setText(event.target.value)} />
    </label>
  );
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderApp() {
  window.history.replaceState(null, '', '/console/forms');
  return render(
    <AppProviders store={makeStore()} i18n={i18nFor('ko')}>
      <BrowserRouter>
        <Routes>
          <Route path="/console/forms" element={<Link to="/console/forms/7">상담 신청 7</Link>} />
          <Route path="/console/forms/7" element={<Editor />} />
        </Routes>
        <Where />
        <ConsoleOverlays />
      </BrowserRouter>
    </AppProviders>,
  );
}

describe('the unsaved-changes guard with the browser history', () => {
  it('asks before the back button leaves a changed form, puts the address back when told to stay, and goes when told to leave', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: '상담 신청 7' }));
    await user.type(screen.getByLabelText('메모'), '다시 연락 요청');

    window.history.back();
    const dialog = await screen.findByRole('dialog', { name: '이 페이지를 떠나시겠습니까?' });
    await waitFor(() => expect(window.location.pathname).toBe('/console/forms/7'));
    expect(screen.getByTestId('where')).toHaveTextContent('/console/forms/7');

    await user.click(within(dialog).getByRole('button', { name: '계속 작성' }));
    expect(screen.getByLabelText('메모')).toHaveValue('다시 연락 요청');
    expect(window.location.pathname).toBe('/console/forms/7');

    window.history.back();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '페이지 떠나기' }));
    // Whole text: '/console/forms' alone is also a part of '/console/forms/7', the address it leaves.
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/console\/forms$/));
    expect(window.location.pathname).toBe('/console/forms');
    expect(screen.getByRole('link', { name: '상담 신청 7' })).toBeInTheDocument();
  });
});
