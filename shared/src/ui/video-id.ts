/** The video's id without a tracking suffix: `abc123?si=x` and `abc123&t=4` give `abc123`. */
export function videoIdOf(video: string): string {
  return video.trim().split(/[?&]/, 1)[0] ?? '';
}
