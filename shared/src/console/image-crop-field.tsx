import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Area, Point } from 'react-easy-crop';
import { consoleKitNamespace } from './i18n/index.ts';
import { UploadStatusView, uploadFailure, type UploadStatus } from './upload-status.tsx';
import { useUpload } from './use-upload.ts';
import styles from './image-crop-field.module.css';
import uploadStyles from './upload-field.module.css';

/** The cropper (react-easy-crop) is downloaded by the screens that crop, when a photo is chosen. */
const Cropper = lazy(() => import(/* webpackChunkName: "image-cropper" */ 'react-easy-crop'));

export interface ImageCropFieldProps<T = unknown> {
  label: string;
  /** Where the photo and its crop rectangle are posted (multipart). */
  url: string;
  /** Width over height of the kept area (`3 / 4` for a portrait). */
  aspect: number;
  /** The photo stored now, if any. */
  current: string | null;
  /** The multipart field of the file (`file` by default); the rectangle goes as `crop.x`, `crop.y`, `crop.width`, `crop.height`. */
  field?: string;
  accept?: string;
  hint?: string;
  disabled?: boolean;
  onUploaded: (data: T) => void;
}

interface Chosen {
  file: File;
  source: string;
}

const minZoom = 1;
const maxZoom = 4;

/**
 * A photo cut to a fixed shape before it is uploaded: choose a file, move it in the frame (drag, or the arrow keys on
 * the frame) and zoom with the slider, check the preview, then upload the file with the rectangle kept (pixels of the
 * original). The upload shows its progress and can be cancelled; a refusal shows the server's message.
 */
export function ImageCropField<T = unknown>({
  label,
  url,
  aspect,
  current,
  field = 'file',
  accept = 'image/jpeg,image/png,image/webp',
  hint,
  disabled = false,
  onUploaded,
}: ImageCropFieldProps<T>) {
  const { t } = useTranslation(consoleKitNamespace);
  const { upload } = useUpload();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [position, setPosition] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<{ percent: Area; pixels: Area } | null>(null);
  const [status, setStatus] = useState<UploadStatus>({ kind: 'idle' });
  const busy = status.kind === 'uploading';

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.source) : undefined), [chosen]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setChosen({ file, source: URL.createObjectURL(file) });
    setPosition({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setStatus({ kind: 'idle' });
  };

  const clear = () => {
    setChosen(null);
    setArea(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const send = async () => {
    if (!chosen || busy || disabled) return;
    const abort = new AbortController();
    controller.current = abort;
    const body = new FormData();
    body.append(field, chosen.file, chosen.file.name);
    if (area) {
      for (const key of ['x', 'y', 'width', 'height'] as const)
        body.append(`crop.${key}`, String(Math.round(area.pixels[key])));
    }
    const name = chosen.file.name;
    setStatus({ kind: 'uploading', name, fraction: 0 });
    try {
      const data = await upload<T>(url, body, {
        signal: abort.signal,
        onProgress: (fraction) => setStatus({ kind: 'uploading', name, fraction }),
      });
      onUploaded(data);
      setStatus({ kind: 'done', name });
      clear();
    } catch (error) {
      setStatus(uploadFailure(t, error, abort.signal.aborted));
    } finally {
      controller.current = null;
    }
  };

  const frameStyle = { aspectRatio: String(aspect) };

  return (
    <div className={`${uploadStyles.upload} ${styles.crop}`} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={uploadStyles.label}>
        {label}
      </span>
      {hint ? (
        <p id={`${id}-hint`} className={uploadStyles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.row}>
        <figure className={styles.preview}>
          <div className={styles.previewFrame} style={frameStyle}>
            {chosen && area ? (
              <img src={chosen.source} alt="" className={styles.previewImage} style={previewStyle(area.percent)} />
            ) : current && !chosen ? (
              <img src={current} alt="" className={styles.currentImage} />
            ) : (
              <span className={styles.none}>{chosen ? '' : t('imageCrop.none')}</span>
            )}
          </div>
          <figcaption className={styles.caption}>
            {chosen ? t('imageCrop.preview') : current ? t('imageCrop.current') : t('imageCrop.noneCaption')}
          </figcaption>
        </figure>
        <div className={styles.controls}>
          {chosen ? (
            <>
              <div className={styles.frame} style={frameStyle}>
                <Suspense fallback={<span className={styles.loading}>{t('imageCrop.loading')}</span>}>
                  <Cropper
                    image={chosen.source}
                    crop={position}
                    zoom={zoom}
                    minZoom={minZoom}
                    maxZoom={maxZoom}
                    aspect={aspect}
                    onCropChange={setPosition}
                    onZoomChange={setZoom}
                    onCropComplete={(percentArea, pixels) => setArea({ percent: percentArea, pixels })}
                    cropperProps={{ 'aria-label': t('imageCrop.area'), 'aria-describedby': `${id}-keys` } as never}
                    keyboardStep={10}
                  />
                </Suspense>
              </div>
              <p id={`${id}-keys`} className={uploadStyles.hint}>
                {t('imageCrop.keys')}
              </p>
              <label className={styles.zoom} htmlFor={`${id}-zoom`}>
                <span>{t('imageCrop.zoom')}</span>
                <input
                  id={`${id}-zoom`}
                  type="range"
                  min={minZoom}
                  max={maxZoom}
                  step={0.05}
                  value={zoom}
                  aria-valuetext={t('imageCrop.zoomValue', { percent: Math.round(zoom * 100) })}
                  onChange={(event) => setZoom(Number(event.target.value))}
                  disabled={busy}
                />
              </label>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.primary}
                  onClick={() => void send()}
                  disabled={busy || disabled}
                  aria-busy={busy || undefined}
                >
                  {t('imageCrop.upload')}
                </button>
                <button type="button" className={styles.secondary} onClick={clear} disabled={busy}>
                  {t('imageCrop.discard')}
                </button>
              </div>
            </>
          ) : null}
          <div>
            <input
              ref={inputRef}
              id={id}
              type="file"
              className="visually-hidden"
              accept={accept}
              disabled={busy || disabled}
              aria-labelledby={`${id}-label ${id}-choose`}
              aria-describedby={hint ? `${id}-hint` : undefined}
              onChange={(event) => choose(event.target.files?.[0])}
            />
            <label
              id={`${id}-choose`}
              htmlFor={id}
              className={uploadStyles.choose}
              aria-disabled={busy || disabled || undefined}
            >
              {chosen ? t('imageCrop.chooseOther') : t('imageCrop.choose')}
            </label>
          </div>
          <UploadStatusView
            status={status}
            doneText={t('imageCrop.done')}
            onCancel={() => controller.current?.abort()}
          />
        </div>
      </div>
    </div>
  );
}

/** The chosen area drawn in the preview's frame: the photo scaled so the area fills it. */
function previewStyle(area: Area) {
  const scale = 100 / area.width;
  return {
    width: `${scale * 100}%`,
    left: `${-area.x * scale}%`,
    top: `${(-area.y * 100) / area.height}%`,
  };
}
