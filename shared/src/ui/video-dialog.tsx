import { videoOverlay } from '../constants.ts';
import { Dialog } from './dialog.tsx';
import styles from './video-dialog.module.css';

/** The video's id without a tracking suffix (kept apart from the main entry's `videoIdOf`, so the two share no module). */
const idOf = (video: string) => video.trim().split(/[?&]/, 1)[0] ?? '';

/** The privacy-enhanced embed of a video (no cookies until the visitor plays it), without a tracking suffix. */
export function videoEmbedUrl(video: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(idOf(video))}?autoplay=1&rel=0&playsinline=1`;
}

export interface VideoDialogProps {
  /** The video to play; `null` keeps the dialog closed. */
  video: string | null;
  /** What the video is: the dialog's name and the player's title. */
  title: string;
  onClose: () => void;
}

/** A full-screen player for a video of the video service, in a modal dialog (seed §9: 1032×580). */
export function VideoDialog({ video, title, onClose }: VideoDialogProps) {
  const open = video !== null && idOf(video) !== '';
  return (
    <Dialog open={open} onClose={onClose} title={title} variant="media">
      {open ? (
        <div className={styles.frame} style={{ aspectRatio: `${videoOverlay.width} / ${videoOverlay.height}` }}>
          <iframe
            className={styles.player}
            src={videoEmbedUrl(video)}
            title={title}
            width={videoOverlay.width}
            height={videoOverlay.height}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        </div>
      ) : null}
    </Dialog>
  );
}
