import { BoardList } from './board-list.tsx';

/** `/console/center/notifications`: the posts list fixed to the notices. */
export function NoticeList() {
  return <BoardList code="notice" />;
}
