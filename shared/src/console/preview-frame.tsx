import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { consoleKitNamespace } from './i18n/index.ts';
import styles from './preview-frame.module.css';

export interface PreviewSize {
  key: string;
  label: string;
  /** The screen's width in CSS pixels. */
  width: number;
}

export interface PreviewFrameProps {
  /** Names the preview ("방문자에게 보이는 모습"). */
  label: string;
  children: ReactNode;
  /** The screens offered; a phone, a tablet and a desktop by default (the site's breakpoints 768 and 1200 px). */
  sizes?: readonly PreviewSize[];
  /** The screen's height in CSS pixels. */
  height?: number;
}

const copiedStyles = 'link[rel="stylesheet"], style';

function useDefaultSizes(): PreviewSize[] {
  const { t } = useTranslation(consoleKitNamespace);
  return [
    { key: 'mobile', label: t('preview.mobile'), width: 375 },
    { key: 'tablet', label: t('preview.tablet'), width: 768 },
    { key: 'desktop', label: t('preview.desktop'), width: 1280 },
  ];
}

/** Gives the frame the console's styles (and those a lazy chunk adds later), so the preview is drawn as the site draws it. */
function mirrorStyles(target: Document) {
  const copy = (node: Element) => target.head.append(node.cloneNode(true));
  document.head.querySelectorAll(copiedStyles).forEach(copy);
  const observer = new MutationObserver((changes) => {
    for (const change of changes)
      change.addedNodes.forEach((node) => node instanceof Element && node.matches(copiedStyles) && copy(node));
  });
  observer.observe(document.head, { childList: true });
  return () => observer.disconnect();
}

/**
 * Shows its children on a screen of a chosen width: a phone, a tablet or a desktop. The children are drawn in a frame
 * of that real width (its own viewport, so media queries and `<picture>` sources answer as on such a screen), scaled
 * down to the room there is. Links inside do not navigate.
 */
export function PreviewFrame({ label, children, sizes, height = 480 }: PreviewFrameProps) {
  const { t } = useTranslation(consoleKitNamespace);
  const defaults = useDefaultSizes();
  const screens = sizes ?? defaults;
  const [chosen, setChosen] = useState(screens[0]?.key ?? '');
  const screen = screens.find((candidate) => candidate.key === chosen) ?? screens[0]!;
  const frameRef = useRef<HTMLIFrameElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [room, setRoom] = useState(0);
  const id = useId();

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    let stop = () => undefined as void;
    const take = () => {
      const target = frame.contentDocument;
      if (!target || target.body?.dataset.preview) return;
      target.open();
      target.write('<!doctype html><html><head><meta charset="utf-8"></head><body data-preview="true"></body></html>');
      target.close();
      target.documentElement.lang = document.documentElement.lang;
      stop();
      stop = mirrorStyles(target);
      target.addEventListener('click', (event) => {
        if ((event.target as Element | null)?.closest?.('a')) event.preventDefault();
      });
      setBody(target.body);
    };
    take();
    frame.addEventListener('load', take);
    return () => {
      frame.removeEventListener('load', take);
      stop();
    };
  }, []);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? 0));
    observer.observe(stage);
    return () => observer.disconnect();
  }, []);

  const scale = room > 0 ? Math.min(1, room / screen.width) : 1;

  return (
    <section className={styles.preview} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {label}
        </h2>
        <div className={styles.sizes} role="radiogroup" aria-label={t('preview.size')}>
          {screens.map((option) => (
            <label key={option.key} className={styles.size}>
              <input
                type="radio"
                name={`${id}-size`}
                value={option.key}
                checked={option.key === screen.key}
                onChange={() => setChosen(option.key)}
              />
              <span>{t('preview.sizeLabel', { label: option.label, width: option.width })}</span>
            </label>
          ))}
        </div>
      </div>
      <div ref={stageRef} className={styles.stage} style={{ height: Math.ceil(height * scale) }}>
        <iframe
          ref={frameRef}
          className={styles.frame}
          title={t('preview.frameTitle', { label, size: screen.label })}
          tabIndex={-1}
          style={{ width: screen.width, height, transform: `scale(${scale})` }}
        />
      </div>
      {body ? createPortal(children, body) : null}
    </section>
  );
}
