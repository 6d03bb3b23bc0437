/**
 * `@taesung/shared/dialog`: the modal dialog and the video player, a separate entry of the package so pages load
 * them when a visitor first opens one, not with the page.
 */
export { Dialog, type DialogProps } from './ui/dialog.tsx';
export { VideoDialog, videoEmbedUrl, type VideoDialogProps } from './ui/video-dialog.tsx';
