import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useSiteMenu, type MenuGroup } from '@taesung/shared';
import { ChevronDownIcon, CloseIcon } from '../../ui/icons.tsx';
import { Wordmark } from '../../ui/wordmark.tsx';
import { ContactActions } from './contact-actions.tsx';
import { HeaderSearch } from './header-search.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MenuPanel, type MenuPanelProps } from './menu-panel.tsx';
import { isGroupActive } from './menu-paths.ts';
import styles from './mobile-drawer.module.css';

function DrawerGroup({ group, expanded, onToggle }: { group: MenuGroup; expanded: boolean; onToggle: () => void }) {
  const listId = useId();
  const [first] = group.items;
  if (!first) return null;
  if (group.items.length === 1) {
    return (
      <li className={styles.group}>
        <NavLink to={first.path} end className={styles.groupLink}>
          {group.title}
        </NavLink>
      </li>
    );
  }
  return (
    <li className={styles.group}>
      <button
        type="button"
        className={styles.groupButton}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
      >
        {group.title}
        <ChevronDownIcon className={styles.chevron} width={20} height={20} />
      </button>
      <ul id={listId} className={styles.items} hidden={!expanded}>
        {group.items.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} end className={styles.link}>
              {item.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The mobile hamburger's drawer: search, the menu in expandable groups, contact buttons and the language. */
export function MobileDrawer({ id, open, onClose }: MenuPanelProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const titleId = useId();
  const menu = useSiteMenu();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(menu.filter((group) => isGroupActive(group, pathname)).map((group) => group.id)),
  );

  const toggle = (groupId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(groupId)) next.add(groupId);
      return next;
    });

  return (
    <MenuPanel id={id} open={open} onClose={onClose} titleId={titleId} className={styles.panel}>
      <div className={styles.head}>
        <h2 id={titleId} className="visually-hidden">
          {t('header.drawerTitle')}
        </h2>
        <Wordmark />
        <button type="button" className={styles.close} onClick={onClose} data-autofocus>
          <CloseIcon />
          <span className="visually-hidden">{t('header.menuClose')}</span>
        </button>
      </div>
      <div className={styles.body}>
        <HeaderSearch tone="panel" />
        <nav aria-labelledby={titleId}>
          <ul className={styles.groups}>
            {menu.map((group) => (
              <DrawerGroup
                key={group.id}
                group={group}
                expanded={expanded.has(group.id)}
                onToggle={() => toggle(group.id)}
              />
            ))}
          </ul>
        </nav>
        <ContactActions tone="light" />
        <LanguageSwitch tone="dark" />
      </div>
    </MenuPanel>
  );
}
