import { ChevronLeft, ChevronRight, X } from "lucide-react";
import type { KeyboardEvent } from "react";
import { Dialog } from "./Dialog";
import type { Media } from "./MediaGallery";

/**
 * Full-size images in a modal dialog: the arrow keys and buttons move between
 * them, Escape closes, and focus returns to the thumbnail that opened it.
 * Stays mounted while closed (`index` null), so the dialog closes as a dialog.
 */
export function Lightbox({
  images,
  index,
  onIndex,
  onClose,
  labels,
}: {
  images: readonly Media[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  labels: {
    dialog: string;
    close: string;
    previous: string;
    next: string;
    position: (current: number, total: number) => string;
  };
}) {
  const image = index === null ? undefined : images[index];
  const many = images.length > 1;
  const go = (step: number) => onIndex(((index ?? 0) + step + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return;
    if (event.key === "ArrowLeft") go(-1);
    else if (event.key === "ArrowRight") go(1);
    else return;
    event.preventDefault();
  };
  return (
    <Dialog open={image !== undefined} onClose={onClose} label={labels.dialog} className="lightbox">
      {image && (
        // The dialog takes the arrow keys; its buttons do the same for pointer users.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div className="lightbox-body" onKeyDown={onKeyDown}>
          <img className="lightbox-image" src={image.url} alt={image.description ?? ""} />
          {image.description && <p className="lightbox-caption">{image.description}</p>}
          <div className="lightbox-controls">
            {many && (
              <button
                type="button"
                className="icon-button"
                aria-label={labels.previous}
                onClick={() => go(-1)}
              >
                <ChevronLeft aria-hidden="true" />
              </button>
            )}
            {many && (
              <span className="lightbox-position">
                {labels.position((index ?? 0) + 1, images.length)}
              </span>
            )}
            {many && (
              <button
                type="button"
                className="icon-button"
                aria-label={labels.next}
                onClick={() => go(1)}
              >
                <ChevronRight aria-hidden="true" />
              </button>
            )}
            <button
              type="button"
              className="icon-button"
              aria-label={labels.close}
              onClick={onClose}
            >
              <X aria-hidden="true" />
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
