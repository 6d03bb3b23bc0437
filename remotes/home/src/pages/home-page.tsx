import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LazyVideoDialog,
  PageHead,
  useGetBoardsQuery,
  useGetLawyersQuery,
  useGetPopupsQuery,
  useGetSettingQuery,
  type BoardCard,
  type Popup,
} from '@taesung/shared';
import { mediaListArgs, successCaseListArgs } from '../api/home-queries.ts';
import { Expertise } from '../components/expertise.tsx';
import { Hero } from '../components/hero.tsx';
import { LawyerCarousel } from '../components/lawyer-carousel.tsx';
import { MediaCarousel } from '../components/media-carousel.tsx';
import { OfficeCards } from '../components/office-cards.tsx';
import { PopupImagePreloads } from '../components/popup-preloads.tsx';
import { SuccessCases } from '../components/success-cases.tsx';
import { namespace } from '../i18n/index.ts';

const none: never[] = [];
const subscribeToNothing = () => () => undefined;
const afterHydration = () => true;
const onServer = () => false;

/** Popups depend on what this browser dismissed, so they show after hydration; their code loads then too. */
const PopupLayer = lazy(() =>
  import('../components/popup-layer.tsx').then((module) => ({ default: module.PopupLayer })),
);

/**
 * The popups, once the page is hydrated. The switch lives in this component alone: in the page's own, React rendered
 * the whole page again after hydrating it, synchronously (100 ms at 4x slowdown on a phone, a tap's wait).
 */
function PopupsAfterHydration({ popups }: { popups: readonly Popup[] }) {
  const hydrated = useSyncExternalStore(subscribeToNothing, afterHydration, onServer);
  if (!hydrated || popups.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PopupLayer popups={popups} />
    </Suspense>
  );
}

/** The home page (seed §1): every block from the API's content, in the order the seed tells them. */
export function HomePage() {
  const { t } = useTranslation(namespace);
  const media = useGetBoardsQuery(mediaListArgs).data?.boards ?? none;
  const lawyers = useGetLawyersQuery().data ?? none;
  const successCases = useGetBoardsQuery(successCaseListArgs).data?.boards ?? none;
  const popups = useGetPopupsQuery().data ?? none;
  const offices = useGetSettingQuery().data?.offices ?? none;
  const [playing, setPlaying] = useState<{ video: string; title: string } | null>(null);

  const play = (item: BoardCard) => {
    if (item.video) setPlaying({ video: item.video, title: item.subject });
  };

  return (
    <>
      <PageHead title={t('title')} description={t('description')} />
      <PopupImagePreloads popups={popups} />
      <PopupsAfterHydration popups={popups} />
      <Hero lead={lawyers.find((lawyer) => lawyer.ceo)} media={media} onPlay={play} />
      <Expertise />
      <MediaCarousel items={media.filter((item) => !item.subOnly)} onPlay={play} />
      <LawyerCarousel lawyers={lawyers} />
      <SuccessCases cases={successCases} />
      <OfficeCards offices={offices} />
      <LazyVideoDialog
        video={playing?.video ?? null}
        title={playing ? t('media.dialog', { title: playing.title }) : ''}
        onClose={() => setPlaying(null)}
      />
    </>
  );
}
