import { screen } from '@testing-library/react';
import { renderWithProviders } from '@taesung/shared/test-support';
import { Pagination } from './pagination.tsx';

describe('Pagination', () => {
  it('says how many records there are, with thousands separated', () => {
    renderWithProviders(<Pagination page={2} limit={20} totalCount={1234} onPage={() => undefined} />);
    expect(screen.getByText('21–40 / 총 1,234건')).toBeInTheDocument();
  });

  it('says "1,000+" when a search stopped counting, so staff know more match', () => {
    renderWithProviders(<Pagination page={1} limit={20} totalCount={1000} capped onPage={() => undefined} />, {
      locale: 'en',
    });
    expect(screen.getByText('1–20 of 1,000+')).toBeInTheDocument();
  });
});
