import { useRef, type ReactNode } from 'react';
import { classNames } from '../../lib/class-names.ts';
import { useModalPanel } from '../../lib/use-modal-panel.ts';
import styles from './menu-panel.module.css';

export interface MenuPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The dialog the header's menus open: a panel sliding in from the right over a backdrop that closes it. */
export function MenuPanel({
  id,
  open,
  onClose,
  titleId,
  className,
  children,
}: MenuPanelProps & { titleId: string; className?: string; children: ReactNode }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useModalPanel(open, panelRef, onClose);

  return (
    <div className={styles.root} hidden={!open}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        className={classNames(styles.panel, className)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  );
}
