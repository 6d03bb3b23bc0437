import { useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveImage, type Popup } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';
import { closeForThisVisit, hideForToday, useDismissedPopups } from './popup-dismissals.ts';
import { popupImageSizes } from './popup-preloads.tsx';
import styles from './popup-layer.module.css';

function PopupLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation(namespace);
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link className={className} to={href}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> ({t('popups.newWindow')})</span>
    </a>
  );
}

interface PopupCardProps {
  popup: Popup;
  onDismiss: (popup: Popup, how: 'today' | 'visit') => void;
}

function PopupCard({ popup, onDismiss }: PopupCardProps) {
  const { t } = useTranslation(namespace);
  const titleId = `home-popup-${popup._id}`;
  const image = popup.image ? (
    <ResponsiveImage
      className={styles.image}
      src={popup.image}
      alt={popup.link ? popup.title : ''}
      width={popup.width}
      height={Math.round((popup.width * 3) / 4)}
      sizes={popupImageSizes(popup)}
    />
  ) : null;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.stopPropagation();
    onDismiss(popup, 'visit');
  };

  return (
    <section
      className={styles.popup}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-popup={popup._id}
      style={
        {
          '--popup-width': `${popup.width}px`,
          '--popup-height': popup.height ? `${popup.height}px` : 'auto',
        } as CSSProperties
      }
      onKeyDown={onKeyDown}
    >
      <div className={styles.body}>
        {image ? (
          popup.link ? (
            <PopupLink className={styles.imageLink} href={popup.link}>
              {image}
            </PopupLink>
          ) : (
            image
          )
        ) : null}
        <h2 id={titleId} className={styles.title}>
          {popup.title}
        </h2>
        {popup.content ? <div className={styles.content} dangerouslySetInnerHTML={{ __html: popup.content }} /> : null}
        {popup.link ? (
          <PopupLink className={styles.more} href={popup.link}>
            {t('popups.more')}
            {/* Named by its popup, so a list of the page's links does not read "more" several times. */}
            <span className="visually-hidden">: {popup.title}</span>
          </PopupLink>
        ) : null}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={() => onDismiss(popup, 'today')}>
          {t('popups.hideToday')}
        </button>
        <button type="button" className={`${styles.action} ${styles.close}`} onClick={() => onDismiss(popup, 'visit')}>
          {t('common.close', { ns: 'common' })}
        </button>
      </div>
    </section>
  );
}

export interface PopupLayerProps {
  popups: readonly Popup[];
}

/**
 * The notices staff publish as popups, side by side over the page (never over each other's buttons). They are
 * not modal: no focus is taken and the page stays usable; each is a labelled dialog that Escape or its buttons
 * dismiss. Shown only in the browser, after hydration, because what was dismissed lives in its storage.
 */
export function PopupLayer({ popups }: PopupLayerProps) {
  const { t } = useTranslation(namespace);
  const layerRef = useRef<HTMLElement>(null);
  const dismissed = useDismissedPopups(popups.map((popup) => popup._id));
  if (!dismissed) return null;
  const visible = [...popups].sort((a, b) => a.order - b.order).filter((popup) => !dismissed.has(popup._id));
  if (visible.length === 0) return null;

  const onDismiss = (popup: Popup, how: 'today' | 'visit') => {
    const card = layerRef.current?.querySelector<HTMLElement>(`[data-popup="${CSS.escape(popup._id)}"]`);
    const hadFocus = card?.contains(document.activeElement) ?? false;
    const next = visible.find((candidate) => candidate._id !== popup._id);
    if (how === 'today') hideForToday(popup._id);
    else closeForThisVisit(popup._id);
    if (!hadFocus) return;
    const target = next
      ? layerRef.current?.querySelector<HTMLElement>(`[data-popup="${CSS.escape(next._id)}"]`)
      : document.getElementById('main');
    target?.focus({ preventScroll: true });
  };

  return (
    <aside ref={layerRef} className={styles.layer} aria-label={t('popups.label')}>
      {visible.map((popup) => (
        <PopupCard key={popup._id} popup={popup} onDismiss={onDismiss} />
      ))}
    </aside>
  );
}
