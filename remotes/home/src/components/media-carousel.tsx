import 'swiper/swiper.css';
import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { breakpoints, mediaCarousel, type BoardCard } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';
import { CarouselButton } from './carousel-button.tsx';
import { MediaThumb } from './media-thumb.tsx';
import { PlayLink, type PlayMedia } from './play-link.tsx';
import { SectionHeader } from './section-header.tsx';
import { useBreakpointParams } from './use-breakpoint-params.ts';
import { useCarouselMoves, useSwiperKit } from './use-swiper-kit.ts';
import styles from './media-carousel.module.css';

export interface MediaCarouselProps {
  items: readonly BoardCard[];
  onPlay: PlayMedia;
}

const baseParams = { slidesPerView: mediaCarousel.slidesPerView, spaceBetween: mediaCarousel.spaceBetween };

const gapStyle = {
  '--gap': `${mediaCarousel.spaceBetween}px`,
  '--gap-md': `${mediaCarousel.breakpoints[breakpoints.md].spaceBetween}px`,
} as CSSProperties;

/** The TV and press appearances, one per view with a fraction (seed §9); a card opens the video dialog. */
export function MediaCarousel({ items, onPlay }: MediaCarouselProps) {
  const { t } = useTranslation(namespace);
  const carousel = useRef<HTMLDivElement>(null);
  const kit = useSwiperKit(carousel);
  const params = useBreakpointParams(baseParams, mediaCarousel.breakpoints, kit !== null);
  const { move, attach } = useCarouselMoves();
  const [position, setPosition] = useState({ index: 0, beginning: true, end: items.length <= 1 });
  const total = items.length;
  if (total === 0) return null;

  const follow = (instance: SwiperInstance) =>
    setPosition({ index: instance.activeIndex, beginning: instance.isBeginning, end: instance.isEnd });
  const slideProps = (index: number) => ({
    role: 'group',
    'aria-roledescription': t('carousel.slideRoleDescription'),
    'aria-label': t('carousel.slideLabel', { index: index + 1, total }),
  });
  const card = (item: BoardCard): ReactNode => (
    <PlayLink className={styles.card} item={item} onPlay={onPlay}>
      <MediaThumb
        item={item}
        sizes="(min-width: 1280px) 760px, (min-width: 1024px) 60vw, 100vw"
        className={styles.thumb}
      />
      <span className={styles.text}>
        <span className={styles.subject}>{item.subject}</span>
        {item.subTitle ? <span className={styles.sub}>{item.subTitle}</span> : null}
      </span>
    </PlayLink>
  );

  return (
    <section className={styles.section} aria-labelledby="home-media-title">
      <div className={styles.inner}>
        <SectionHeader
          id="home-media-title"
          title={t('mediaCarousel.heading')}
          lead={t('mediaCarousel.lead')}
          more={{ to: '/media', label: t('mediaCarousel.more') }}
        />
        <div
          ref={carousel}
          className={styles.carousel}
          style={gapStyle}
          role="region"
          aria-roledescription={t('carousel.roleDescription')}
          aria-label={t('mediaCarousel.label')}
        >
          {kit ? (
            <kit.Swiper
              className={styles.swiper}
              modules={[kit.A11y]}
              loop={mediaCarousel.loop}
              slidesPerView={params.slidesPerView}
              spaceBetween={params.spaceBetween}
              speed={mediaCarousel.speed}
              a11y={{
                slideLabelMessage: t('carousel.slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }),
                itemRoleDescriptionMessage: t('carousel.slideRoleDescription'),
              }}
              onSwiper={(instance) => {
                attach(instance);
                follow(instance);
              }}
              onSlideChange={follow}
              onResize={follow}
            >
              {items.map((item, index) => (
                <kit.SwiperSlide key={item._id} className={styles.slide} {...slideProps(index)}>
                  {card(item)}
                </kit.SwiperSlide>
              ))}
            </kit.Swiper>
          ) : (
            <div className={`swiper ${styles.swiper}`}>
              <div className="swiper-wrapper">
                {items.map((item, index) => (
                  <div key={item._id} className={`swiper-slide ${styles.slide}`} {...slideProps(index)}>
                    {card(item)}
                  </div>
                ))}
              </div>
            </div>
          )}
          <div className={styles.controls}>
            <p className={styles.fraction}>
              <span className="visually-hidden">{t('carousel.position', { index: position.index + 1, total })}</span>
              <span aria-hidden="true">
                <span className={styles.current}>{position.index + 1}</span> / {total}
              </span>
            </p>
            <CarouselButton
              direction="previous"
              label={t('mediaCarousel.previous')}
              disabled={position.beginning}
              onClick={() => move(-1)}
            />
            <CarouselButton
              direction="next"
              label={t('mediaCarousel.next')}
              disabled={position.end}
              onClick={() => move(1)}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
