import { screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '@taesung/shared';
import { renderWithProviders } from '@taesung/shared/test-support';
import { notLanded, startApiServer } from '../../test-support/api-server.ts';
import { settingKo, withSetting } from '../../test-support/fixtures.ts';
import { Footer } from './footer.tsx';
import { testSite } from '../../test-support/site.ts';

let api: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  api = await startApiServer(notLanded);
});

afterAll(() => api.close());

describe('the footer', () => {
  it('lists the four offices with their addresses and phone numbers', () => {
    renderWithProviders(<Footer />, { site: testSite, store: withSetting(makeStore()) });
    const footer = screen.getByRole('contentinfo');
    const offices = within(footer)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(offices).toEqual(['서울 주사무소', '서울 분사무소', '인천 분사무소', '광주 분사무소']);
    expect(within(footer).getByText('인천광역시 미추홀구 학익소로 30, 5층')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '032-345-6789' })).toHaveAttribute('href', 'tel:+82323456789');
  });

  it('names the representatives, registration number, advertising lawyer, main line and e-mail', () => {
    renderWithProviders(<Footer />, { site: testSite, store: withSetting(makeStore()) });
    expect(screen.getByText('대표변호사 한지원, 서도윤')).toBeInTheDocument();
    expect(screen.getByText('사업자등록번호').nextElementSibling).toHaveTextContent('123-45-67890');
    expect(screen.getByText('광고책임변호사').nextElementSibling).toHaveTextContent('한지원');
    expect(screen.getAllByRole('link', { name: '02-1234-5678' })[0]).toHaveAttribute('href', 'tel:+82212345678');
    expect(screen.getByRole('link', { name: settingKo.email })).toHaveAttribute('href', `mailto:${settingKo.email}`);
  });

  it('links the privacy policy, emphasised, and the terms of service', () => {
    renderWithProviders(<Footer />, { site: testSite, store: withSetting(makeStore()) });
    const legal = screen.getByRole('navigation', { name: '약관 및 정책' });
    const privacy = within(legal).getByRole('link', { name: '개인정보처리방침' });
    expect(privacy).toHaveAttribute('href', '/terms/privacy');
    expect(privacy).toHaveClass('privacy');
    expect(within(legal).getByRole('link', { name: '이용약관' })).toHaveAttribute('href', '/terms/service');
  });

  it('shows the 2023 copyright with the firm’s name and the social links in new tabs', () => {
    renderWithProviders(<Footer />, { site: testSite, store: withSetting(makeStore()) });
    expect(screen.getByText('© 2023 법무법인 태성. All rights reserved.')).toBeInTheDocument();
    const youtube = screen.getByRole('link', { name: /유튜브/ });
    expect(youtube).toHaveAttribute('href', 'https://www.youtube.com/@taesung-family');
    expect(youtube).toHaveAttribute('target', '_blank');
    expect(youtube).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves out the advertising lawyer while none is set', () => {
    renderWithProviders(<Footer />, {
      site: testSite,
      store: withSetting(makeStore(), { ...settingKo, advertisingLawyer: ' ' }),
    });
    expect(screen.queryByText('광고책임변호사')).not.toBeInTheDocument();
  });

  it('shows phone numbers in +82 form on the English site', () => {
    renderWithProviders(<Footer />, {
      site: testSite,
      store: withSetting(makeStore({ getLocale: () => 'en' })),
      locale: 'en',
    });
    expect(screen.getByRole('link', { name: '+82 32-345-6789' })).toHaveAttribute('href', 'tel:+82323456789');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/terms/privacy');
  });

  it('keeps the firm’s name, the policy links and the copyright when the settings cannot be loaded', async () => {
    const store = makeStore({ client: { baseURL: api.baseURL } });
    renderWithProviders(<Footer />, { site: testSite, store });
    await waitFor(() => expect(store.getState().api.queries['getSetting(undefined)']?.status).toBe('rejected'));
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('© 2023 법무법인 태성. All rights reserved.')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', '/terms/privacy');
    expect(within(footer).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });
});
