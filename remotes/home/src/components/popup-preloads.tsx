import { imageSrcSet, type Popup } from '@taesung/shared';

/** How wide a popup's picture is shown. */
export const popupImageSizes = (popup: Popup) =>
  `(min-width: ${popup.width + 32}px) ${popup.width}px, calc(100vw - 2rem)`;

/**
 * The popups' pictures, preloaded at low priority from the server's page, so they appear with their popup (which
 * shows only after hydration, with its code).
 */
export function PopupImagePreloads({ popups }: { popups: readonly Popup[] }) {
  return popups.map((popup) =>
    popup.image ? (
      <link
        key={popup._id}
        rel="preload"
        as="image"
        href={popup.image}
        imageSrcSet={imageSrcSet(popup.image)}
        imageSizes={popupImageSizes(popup)}
        fetchPriority="low"
      />
    ) : null,
  );
}
