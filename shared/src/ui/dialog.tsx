import { useEffect, useId, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, also shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** `panel`: a box over a dimmed page; `media`: the whole screen, dark, for a video or a picture. */
  variant?: 'panel' | 'media';
  /** Receives focus when the dialog opens; the close button otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Name of the close button; `common.close` otherwise. */
  closeLabel?: string;
  className?: string;
  /** `alertdialog` for a warning that needs an answer (the idle sign-out); `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
  children?: ReactNode;
}

const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.hasAttribute('data-focus-guard') && !element.closest('[inert]'),
  );
}

const openDialogs: HTMLElement[] = [];
let scrollLocks = 0;
let savedScrollStyle: { overflow: string; paddingRight: string } | null = null;

function lockScroll() {
  scrollLocks += 1;
  if (scrollLocks > 1) return;
  const root = document.documentElement;
  const widthBefore = root.clientWidth;
  savedScrollStyle = { overflow: root.style.overflow, paddingRight: document.body.style.paddingRight };
  root.style.overflow = 'hidden';
  const scrollbar = root.clientWidth - widthBefore;
  if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
}

function unlockScroll() {
  scrollLocks = Math.max(0, scrollLocks - 1);
  if (scrollLocks > 0 || !savedScrollStyle) return;
  document.documentElement.style.overflow = savedScrollStyle.overflow;
  document.body.style.paddingRight = savedScrollStyle.paddingRight;
  savedScrollStyle = null;
}

/** Makes everything outside `keep` unreachable (inert, hidden from assistive technology); returns the undo. */
function isolate(keep: HTMLElement): () => void {
  const changed: { element: Element; inert: boolean; ariaHidden: string | null }[] = [];
  for (const element of document.body.children) {
    if (element === keep || element.contains(keep) || element.tagName === 'SCRIPT') continue;
    changed.push({ element, inert: element.hasAttribute('inert'), ariaHidden: element.getAttribute('aria-hidden') });
    element.setAttribute('inert', '');
    element.setAttribute('aria-hidden', 'true');
  }
  return () => {
    for (const { element, inert, ariaHidden } of changed) {
      if (!inert) element.removeAttribute('inert');
      if (ariaHidden === null) element.removeAttribute('aria-hidden');
      else element.setAttribute('aria-hidden', ariaHidden);
    }
  };
}

const subscribeNothing = () => () => undefined;

/** False on the server and while hydrating, true afterwards: a portal needs the browser's document. */
function useIsClient() {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * A modal dialog: rendered into `document.body`, labelled by its title, focus moved in on open, kept inside (Tab
 * cycles) and given back on close; the page behind is inert and does not scroll; Escape, the close button and a
 * click on the backdrop close it. Nothing is rendered while closed, so what it holds starts when it opens.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  variant = 'panel',
  initialFocus,
  closeLabel,
  className,
  role = 'dialog',
  children,
}: DialogProps) {
  const { t } = useTranslation();
  const isClient = useIsClient();
  const titleId = useId();
  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  const mounted = open && isClient;

  // In the commit that shows the dialog, before the browser paints it: a passive effect could run after the dialog
  // was already on screen (one opened after its code loaded is rendered at a lower priority), and an Escape pressed
  // in between reached no listener and left the dialog open.
  useLayoutEffect(() => {
    const layer = layerRef.current;
    const dialog = dialogRef.current;
    if (!mounted || !layer || !dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);
    lockScroll();
    const restoreOutside = isolate(layer);
    (initialFocus?.current ?? closeRef.current ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing || openDialogs.at(-1) !== dialog) return;
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (openDialogs.at(-1) !== dialog) return;
      if (event.target instanceof Node && !layer.contains(event.target)) (focusableIn(dialog)[0] ?? dialog).focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      restoreOutside();
      unlockScroll();
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, [mounted, initialFocus]);

  if (!mounted) return null;

  const focusFirst = () => {
    if (dialogRef.current) focusableIn(dialogRef.current)[0]?.focus();
  };
  const focusLast = () => {
    if (dialogRef.current) focusableIn(dialogRef.current).at(-1)?.focus();
  };

  return createPortal(
    <div
      ref={layerRef}
      className={`${styles.layer} ${variant === 'media' ? styles.mediaLayer : styles.panelLayer}`}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <span tabIndex={0} data-focus-guard="" className={styles.guard} onFocus={focusLast} />
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.dialog, variant === 'media' ? styles.media : styles.panel, className]
          .filter(Boolean)
          .join(' ')}
      >
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={closeLabel ?? t('common.close')}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
        </button>
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
          {title}
        </h2>
        {children}
      </div>
      <span tabIndex={0} data-focus-guard="" className={styles.guard} onFocus={focusFirst} />
    </div>,
    document.body,
  );
}
