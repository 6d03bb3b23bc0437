import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { videoIdOf, type BoardCard } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';

export type PlayMedia = (item: BoardCard) => void;

/** The video's own page on the service: where the link goes when the page runs no script. */
export function watchUrl(video: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoIdOf(video))}`;
}

export interface PlayLinkProps {
  item: BoardCard;
  onPlay: PlayMedia;
  className?: string;
  children: ReactNode;
}

/** A media item that opens the video dialog; a plain link to the video without script or with a modifier key. */
export function PlayLink({ item, onPlay, className, children }: PlayLinkProps) {
  const { t } = useTranslation(namespace);
  if (!item.video) return <div className={className}>{children}</div>;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.currentTarget.focus({ preventScroll: true });
    onPlay(item);
  };
  return (
    <a className={className} href={watchUrl(item.video)} aria-haspopup="dialog" onClick={onClick}>
      {children}
      <span className="visually-hidden"> ({t('media.play')})</span>
    </a>
  );
}
