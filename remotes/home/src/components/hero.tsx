import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hero, ResponsiveImage, useLocale, type BoardCard, type Lawyer, type LawyerInfoLine } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';
import { MediaThumb } from './media-thumb.tsx';
import { PlayLink, type PlayMedia } from './play-link.tsx';
import styles from './hero.module.css';
import { useStickyPanel } from './use-sticky-panel.ts';

const recordLength = 5;

/** The first lines of the first listed section of a profile (the career record). */
export function recordOf(lawyer: Lawyer, length = recordLength): LawyerInfoLine[] {
  const section = lawyer.info.find((candidate) => (candidate.infoDetail?.length ?? 0) > 0);
  return section?.infoDetail?.slice(0, length) ?? [];
}

export interface HeroProps {
  lead: Lawyer | undefined;
  media: readonly BoardCard[];
  onPlay: PlayMedia;
}

/** The lead lawyer's credentials in a panel that sticks from 768 px wide, beside the latest media appearances. */
export function Hero({ lead, media, onPlay }: HeroProps) {
  const { t } = useTranslation(namespace);
  const locale = useLocale();
  const panelRef = useRef<HTMLDivElement>(null);
  const sticky = useStickyPanel(panelRef);
  const name = lead ? (locale === 'en' ? lead.titleEn : lead.title) : '';
  const record = lead ? recordOf(lead) : [];
  const items = media.slice(0, hero.mediaCount);

  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.inner}>
        <div className={styles.column}>
          <div ref={panelRef} className={styles.panel} data-sticky={sticky}>
            <p className={styles.eyebrow}>{t('firm.fullName', { ns: 'common' })}</p>
            <h1 id="home-hero-title" className={styles.title}>
              {t('hero.heading')}
            </h1>
            <p className={styles.lead}>{t('hero.lead')}</p>
            {lead ? (
              <figure className={styles.lawyer}>
                <div className={styles.portrait}>
                  {lead.image ? (
                    <ResponsiveImage
                      className={styles.portraitImage}
                      src={lead.image}
                      alt={name}
                      width={600}
                      height={800}
                      sizes="(min-width: 1200px) 220px, (min-width: 1024px) 200px, (min-width: 768px) 18vw, calc(100vw - 2.5rem)"
                      priority
                    />
                  ) : null}
                </div>
                <figcaption className={styles.caption}>
                  <span className={styles.position}>{lead.position}</span>
                  <strong className={styles.name}>{name}</strong>
                  {lead.summary ? <span className={styles.summary}>{lead.summary}</span> : null}
                </figcaption>
                {record.length > 0 ? (
                  <ul className={styles.record} aria-label={t('hero.record', { name })}>
                    {record.map((line, index) => {
                      const text = typeof line === 'string' ? line : line.text;
                      const bold = typeof line !== 'string' && line.bold;
                      return <li key={`${index}-${text}`}>{bold ? <strong>{text}</strong> : text}</li>;
                    })}
                  </ul>
                ) : null}
                <Link className={styles.profile} to={`/taesung/lawyer/${encodeURIComponent(lead.key)}`}>
                  {t('hero.profile')}
                  <span className="visually-hidden"> {name}</span>
                </Link>
              </figure>
            ) : null}
          </div>
        </div>
        <div className={styles.media}>
          <h2 className={styles.mediaTitle}>{t('hero.mediaHeading')}</h2>
          <ul className={styles.mediaList}>
            {items.map((item) => (
              <li key={item._id}>
                <PlayLink className={styles.mediaItem} item={item} onPlay={onPlay}>
                  <MediaThumb
                    item={item}
                    sizes="(min-width: 1200px) 340px, (min-width: 1024px) 26vw, (min-width: 768px) 52vw, 46vw"
                  />
                  <span className={styles.mediaText}>
                    <span className={styles.mediaSubject}>{item.subject}</span>
                    {item.subTitle ? <span className={styles.mediaSub}>{item.subTitle}</span> : null}
                  </span>
                </PlayLink>
              </li>
            ))}
          </ul>
          <Link className={styles.mediaMore} to="/media">
            {t('hero.mediaMore')}
          </Link>
        </div>
      </div>
    </section>
  );
}
