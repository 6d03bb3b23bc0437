import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSiteMenu } from '@taesung/shared';
import { CloseIcon } from '../../ui/icons.tsx';
import { ContactActions } from './contact-actions.tsx';
import { MenuPanel, type MenuPanelProps } from './menu-panel.tsx';
import styles from './side-menu.module.css';

/** The desktop hamburger's panel: every page of the main menu and the ways to reach the firm. */
export function SideMenu({ id, open, onClose }: MenuPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const menu = useSiteMenu();

  return (
    <MenuPanel id={id} open={open} onClose={onClose} titleId={titleId} className={styles.panel}>
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
          {menu.map((group) => (
            <li key={group.id}>
              <h3 className={styles.groupTitle}>{group.title}</h3>
              <ul className={styles.items}>
                {group.items.map((item) => (
                  <li key={item.path}>
                    <NavLink to={item.path} end className={styles.link}>
                      {item.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      <ContactActions tone="dark" />
    </MenuPanel>
  );
}
