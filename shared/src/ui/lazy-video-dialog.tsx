import { lazy, Suspense, useState } from 'react';
import type { VideoDialogProps } from './video-dialog.tsx';

const VideoDialog = lazy(() => import('@taesung/shared/dialog').then((module) => ({ default: module.VideoDialog })));

/**
 * The video dialog, downloaded when a visitor first plays a video; until then the page carries none of its code.
 * Once loaded it stays mounted, so closing it gives focus back as usual.
 */
export function LazyVideoDialog(props: VideoDialogProps) {
  const [wanted, setWanted] = useState(false);
  if (props.video && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <VideoDialog {...props} />
    </Suspense>
  );
}
