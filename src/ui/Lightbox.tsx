import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import { Dialog } from "./Dialog";
import { rightwardStep } from "./lineDirection";
import type { Media } from "./media";

/** How far a finger travels before a swipe counts, in CSS pixels. */
const SWIPE_DISTANCE = 60;

/**
 * Full-size images in a dark full-screen modal dialog: the arrow keys and
 * buttons move between them, Escape or a click beside the image closes, and
 * focus returns to the thumbnail that opened it. On a touch screen a swipe
 * sideways moves to the next or previous image, a swipe down closes. Stays
 * mounted while closed (`index` null), so the dialog closes as a dialog.
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
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const [drag, setDrag] = useState({ x: 0, y: 0 });

  const onPointerDown = (event: PointerEvent) => {
    // A mouse clicks; fingers and pens swipe.
    if (event.pointerType === "mouse" || !event.isPrimary) return;
    swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = swipe.current;
    if (start?.id !== event.pointerId) return;
    setDrag({ x: event.clientX - start.x, y: event.clientY - start.y });
  };
  const onPointerEnd = (event: PointerEvent) => {
    const start = swipe.current;
    if (start?.id !== event.pointerId) return;
    swipe.current = null;
    setDrag({ x: 0, y: 0 });
    if (event.type === "pointercancel") return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) {
      // A swipe leftwards brings the next image, rightwards when the page runs right to left.
      if (many) go(dx < 0 ? rightwardStep() : -rightwardStep());
    } else if (dy >= SWIPE_DISTANCE && dy > Math.abs(dx)) {
      onClose();
    }
  };
  // The dark space around the image is the backdrop: a click there closes.
  const onBackdropClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return;
    if (event.key === "ArrowLeft") go(-rightwardStep());
    else if (event.key === "ArrowRight") go(rightwardStep());
    else return;
    event.preventDefault();
  };
  return (
    <Dialog open={image !== undefined} onClose={onClose} label={labels.dialog} className="lightbox">
      {image && (
        // The dialog takes the arrow keys; its buttons do the same for pointer
        // users. A click beside the image or a swipe repeat Escape and the buttons.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div
          className="lightbox-body"
          onKeyDown={onKeyDown}
          onClick={onBackdropClick}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          <img
            className="lightbox-image"
            src={image.url}
            alt={image.description ?? ""}
            draggable={false}
            style={
              drag.x || drag.y
                ? {
                    transform: `translate(${String(drag.x)}px, ${String(Math.max(0, drag.y))}px)`,
                  }
                : undefined
            }
          />
          {image.description && (
            <p className="lightbox-caption" dir="auto">
              {image.description}
            </p>
          )}
          <div className="lightbox-controls">
            {many && (
              <button
                type="button"
                className="icon-button"
                aria-label={labels.previous}
                onClick={() => go(-1)}
              >
                <ChevronLeft className="icon-directional" aria-hidden="true" />
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
                <ChevronRight className="icon-directional" aria-hidden="true" />
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
