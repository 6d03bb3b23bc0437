import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LazyVideoDialog,
  PageHead,
  useGetBoardsQuery,
  useGetLawyersQuery,
  useGetPopupsQuery,
  useGetSettingQuery,
  type Board,
} from '@taesung/shared';
import { mediaListArgs, successCaseListArgs } from '../api/home-queries.ts';
import { Expertise } from '../components/expertise.tsx';
import { Hero } from '../components/hero.tsx';
import { LawyerCarousel } from '../components/lawyer-carousel.tsx';
import { MediaCarousel } from '../components/media-carousel.tsx';
import { OfficeCards } from '../components/office-cards.tsx';
import { PopupLayer } from '../components/popup-layer.tsx';
import { SuccessCases } from '../components/success-cases.tsx';
import { namespace } from '../i18n/index.ts';

const none: never[] = [];

/** The home page (seed §1): every block from the API's content, in the order the seed tells them. */
export function HomePage() {
  const { t } = useTranslation(namespace);
  const media = useGetBoardsQuery(mediaListArgs).data?.boards ?? none;
  const lawyers = useGetLawyersQuery().data ?? none;
  const successCases = useGetBoardsQuery(successCaseListArgs).data?.boards ?? none;
  const popups = useGetPopupsQuery().data ?? none;
  const offices = useGetSettingQuery().data?.offices ?? none;
  const [playing, setPlaying] = useState<{ video: string; title: string } | null>(null);

  const play = (item: Board) => {
    if (item.video) setPlaying({ video: item.video, title: item.subject });
  };

  return (
    <>
      <PageHead title={t('title')} description={t('description')} />
      <PopupLayer popups={popups} />
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
