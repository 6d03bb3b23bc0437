import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { renderWithProviders } from '../test-support/index.tsx';
import { LoadErrorState, LoadingState, NotFoundState, PageNotFoundState } from './page-states.tsx';

/** A page reading its data the way the public pages do: loading, then the data or a failure it can retry. */
function Page({ load }: { load: () => Promise<string> }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ attempt: number; data?: string; failed?: boolean }>({ attempt: 0 });
  useEffect(() => {
    load().then(
      (data) => setState({ attempt, data }),
      () => setState({ attempt, failed: true }),
    );
  }, [load, attempt]);
  if (state.attempt === attempt && state.data) return <p>{state.data}</p>;
  if (state.attempt === attempt && state.failed) {
    return <LoadErrorState message="내용을 불러오지 못했습니다." onRetry={() => setAttempt(attempt + 1)} />;
  }
  return <LoadingState label="불러오는 중입니다." />;
}

describe('public page states', () => {
  it('shows the loading state, then the failure with a retry that brings the content', async () => {
    const user = userEvent.setup();
    let calls = 0;
    let answer: (value: string) => void = () => undefined;
    const load = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : new Promise<string>((resolve) => (answer = resolve));
    };
    renderWithProviders(<Page load={load} />);

    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중입니다.');
    expect(await screen.findByRole('alert')).toHaveTextContent('내용을 불러오지 못했습니다.');

    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중입니다.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    answer('변호사 소개');
    expect(await screen.findByText('변호사 소개')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('offers no retry when the page gives none', () => {
    renderWithProviders(<LoadErrorState message="내용을 불러오지 못했습니다." />);
    expect(screen.getByRole('alert')).toHaveTextContent('내용을 불러오지 못했습니다.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says in the page language that the page does not exist, with the ways home and to a consultation', () => {
    renderWithProviders(<PageNotFoundState />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Request a consultation' })).toHaveAttribute(
      'href',
      '/contact/consultation',
    );
  });

  it('takes the page own message and ways on, without a heading when the page title says it', () => {
    renderWithProviders(
      <NotFoundState
        message="변호사를 찾을 수 없습니다."
        links={[
          { to: '/taesung/lawyer', label: '변호사 목록 보기' },
          { to: '/', label: '홈으로' },
        ]}
      />,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('변호사를 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/taesung/lawyer', '/']);
  });
});
