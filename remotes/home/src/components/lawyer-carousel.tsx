import 'swiper/swiper.css';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { breakpoints, lawyerCarousel, ResponsiveImage, useLocale, type Lawyer } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';
import { reducedMotionQuery, useMediaQuery } from './use-media-query.ts';
import { CarouselButton } from './carousel-button.tsx';
import { SectionHeader } from './section-header.tsx';
import { useBreakpointParams } from './use-breakpoint-params.ts';
import { useCarouselMoves, useSwiperKit } from './use-swiper-kit.ts';
import styles from './lawyer-carousel.module.css';

const loopAdditionalSlides = lawyerCarousel.loopedSlides - 1;
const baseParams = { slidesPerView: lawyerCarousel.slidesPerView, spaceBetween: lawyerCarousel.spaceBetween };

const gapStyle = {
  '--gap': `${lawyerCarousel.spaceBetween}px`,
  '--gap-sm': `${lawyerCarousel.breakpoints[breakpoints.sm].spaceBetween}px`,
  '--gap-md': `${lawyerCarousel.breakpoints[breakpoints.md].spaceBetween}px`,
  '--gap-lg': `${lawyerCarousel.breakpoints[breakpoints.lg].spaceBetween}px`,
} as CSSProperties;

function isKeyboardFocus(element: EventTarget) {
  try {
    return element instanceof Element && element.matches(':focus-visible');
  } catch {
    return false;
  }
}

export interface LawyerCarouselProps {
  lawyers: readonly Lawyer[];
}

/**
 * The lawyers one at a time, looping and turning every 5 s whatever the visitor does (seed §4), with a pause
 * button (WCAG 2.2.2); it holds still while keyboard focus is inside and starts paused for reduced motion.
 */
export function LawyerCarousel({ lawyers }: LawyerCarouselProps) {
  const { t } = useTranslation(namespace);
  const locale = useLocale();
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const carousel = useRef<HTMLDivElement>(null);
  const kit = useSwiperKit(carousel);
  const params = useBreakpointParams(baseParams, lawyerCarousel.breakpoints, kit !== null);
  const { swiper, move, attach } = useCarouselMoves();
  const [current, setCurrent] = useState(0);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? !reducedMotion;
  const total = lawyers.length;

  const a11y = useMemo(
    () => ({
      slideLabelMessage: t('carousel.slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }),
      itemRoleDescriptionMessage: t('carousel.slideRoleDescription'),
    }),
    [t],
  );

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (playing && !swiper.autoplay.running) swiper.autoplay.start();
    if (!playing && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, playing]);

  if (total === 0) return null;

  const slideProps = (index: number) => ({
    role: 'group',
    'aria-roledescription': t('carousel.slideRoleDescription'),
    'aria-label': t('carousel.slideLabel', { index: index + 1, total }),
  });
  const card = (lawyer: Lawyer): ReactNode => (
    <Link className={styles.card} to={`/taesung/lawyer/${encodeURIComponent(lawyer.key)}`}>
      <span className={styles.photo}>
        {lawyer.image ? (
          <ResponsiveImage
            className={styles.image}
            src={lawyer.image}
            alt=""
            width={600}
            height={800}
            sizes="(min-width: 1024px) 360px, (min-width: 768px) 40vw, 260px"
          />
        ) : null}
      </span>
      <span className={styles.body}>
        <span className={styles.position}>{lawyer.position}</span>
        <strong className={styles.name}>{locale === 'en' ? lawyer.titleEn : lawyer.title}</strong>
        {lawyer.summary ? <span className={styles.summary}>{lawyer.summary}</span> : null}
        <span className={styles.cta}>{t('lawyers.profile')}</span>
      </span>
    </Link>
  );

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (swiper?.autoplay.running && isKeyboardFocus(event.target)) swiper.autoplay.pause();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    if (swiper?.autoplay.running && swiper.autoplay.paused) swiper.autoplay.resume();
  };

  return (
    <section className={styles.section} aria-labelledby="home-lawyers-title">
      <div className={styles.inner}>
        <SectionHeader
          id="home-lawyers-title"
          title={t('lawyers.heading')}
          lead={t('lawyers.lead')}
          more={{ to: '/taesung/lawyer', label: t('lawyers.more') }}
          tone="dark"
        />
        <div
          ref={carousel}
          className={styles.carousel}
          style={gapStyle}
          role="region"
          aria-roledescription={t('carousel.roleDescription')}
          aria-label={t('lawyers.label')}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          {kit ? (
            <kit.Swiper
              className={styles.swiper}
              modules={[kit.A11y, kit.Autoplay]}
              loop={lawyerCarousel.loop}
              loopAdditionalSlides={loopAdditionalSlides}
              slidesPerView={params.slidesPerView}
              spaceBetween={params.spaceBetween}
              speed={lawyerCarousel.speed}
              autoplay={lawyerCarousel.autoplay}
              a11y={a11y}
              onSwiper={(instance) => {
                attach(instance);
                setCurrent(instance.realIndex);
              }}
              onSlideChange={(instance) => setCurrent(instance.realIndex)}
            >
              {lawyers.map((lawyer, index) => (
                <kit.SwiperSlide key={lawyer._id} className={styles.slide} {...slideProps(index)}>
                  {card(lawyer)}
                </kit.SwiperSlide>
              ))}
            </kit.Swiper>
          ) : (
            <div className={`swiper ${styles.swiper}`}>
              <div className="swiper-wrapper">
                {lawyers.map((lawyer, index) => (
                  <div key={lawyer._id} className={`swiper-slide ${styles.slide}`} {...slideProps(index)}>
                    {card(lawyer)}
                  </div>
                ))}
              </div>
            </div>
          )}
          <div className={styles.controls}>
            <p className={styles.fraction}>
              <span className="visually-hidden">{t('carousel.position', { index: current + 1, total })}</span>
              <span aria-hidden="true">
                <span className={styles.current}>{current + 1}</span> / {total}
              </span>
            </p>
            <button
              type="button"
              className={styles.toggle}
              aria-label={playing ? t('lawyers.pause') : t('lawyers.play')}
              onClick={() => setChosen(!playing)}
            >
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                {playing ? (
                  <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
                ) : (
                  <path d="M6 4l10 6-10 6z" fill="currentColor" />
                )}
              </svg>
            </button>
            <CarouselButton direction="previous" tone="dark" label={t('lawyers.previous')} onClick={() => move(-1)} />
            <CarouselButton direction="next" tone="dark" label={t('lawyers.next')} onClick={() => move(1)} />
          </div>
        </div>
      </div>
    </section>
  );
}
