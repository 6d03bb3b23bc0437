import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { mainMenu } from '@taesung/shared';
import { useModalPanel } from '../../lib/use-modal-panel.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { ContactActions } from './contact-actions.tsx';
import styles from './side-menu.module.css';

export interface MenuPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The desktop hamburger's panel: every page of the main menu and the ways to reach the firm. */
export function SideMenu({ id, open, onClose }: MenuPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalPanel(open, panelRef, onClose);

  return (
    <div className={styles.root} hidden={!open}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('header.sideMenuTitle')}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} data-autofocus>
            <CloseIcon />
            <span className="visually-hidden">{t('header.menuClose')}</span>
          </button>
        </div>
        <nav aria-labelledby={titleId}>
          <ul className={styles.groups}>
            {mainMenu.map((group) => (
              <li key={group.id}>
                <h3 className={styles.groupTitle}>{t(group.title)}</h3>
                <ul className={styles.items}>
                  {group.items.map((item) => (
                    <li key={item.path}>
                      <NavLink to={item.path} end className={styles.link}>
                        {t(item.title)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <ContactActions tone="dark" />
      </div>
    </div>
  );
}
