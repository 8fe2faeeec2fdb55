import { useContext, useState } from "react";
import { FileDown } from "lucide-react";
import { isSafeUrl } from "./sanitize";
import { Lightbox } from "./Lightbox";
import { FirstScreenMedia } from "./mediaPriority";
import type { Media } from "./media";
import "./MediaGallery.css";

export interface MediaGalleryLabels {
  showSensitive: string;
  hideSensitive: string;
  sensitiveNotice: string;
  openImage: (description: string) => string;
  image: string;
  download: string;
  lightbox: {
    dialog: string;
    close: string;
    previous: string;
    next: string;
    position: (current: number, total: number) => string;
  };
}

/** Web links only: a media URL from another server is untrusted. */
const webUrl = (url: string | null) =>
  url && isSafeUrl(url) && !url.toLowerCase().startsWith("mailto:") ? url : null;

/**
 * Attachments: images in a grid of fixed-ratio cells (no layout
 * shift, lazy), blurred behind a button when sensitive; a lightbox on click;
 * players for video and audio; a link for anything else.
 */
export function MediaGallery({
  media,
  blurred,
  labels,
}: {
  media: readonly Media[];
  /** Sensitive and content warnings enabled: hidden until revealed. */
  blurred: boolean;
  labels: MediaGalleryLabels;
}) {
  const [revealed, setRevealed] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const firstScreen = useContext(FirstScreenMedia);
  const safe = media.flatMap((item) => {
    const url = webUrl(item.url);
    return url ? [{ ...item, url, preview_url: webUrl(item.preview_url) }] : [];
  });
  const images = safe.filter((item) => item.type === "image");
  const others = safe.filter((item) => item.type !== "image");
  const hidden = blurred && !revealed;
  if (safe.length === 0) return null;

  return (
    <div className="media">
      {blurred && (
        <button
          type="button"
          className="media-sensitive-toggle button button-secondary"
          aria-pressed={revealed}
          onClick={() => setRevealed((value) => !value)}
        >
          {revealed ? labels.hideSensitive : labels.showSensitive}
        </button>
      )}
      <div
        className={hidden ? "media-items media-hidden" : "media-items"}
        inert={hidden}
        aria-hidden={hidden || undefined}
      >
        {hidden && <p className="media-sensitive-notice">{labels.sensitiveNotice}</p>}
        {images.length > 0 && (
          <div className="media-grid" data-count={Math.min(images.length, 4)}>
            {images.map((item, index) => (
              <button
                key={item.id}
                type="button"
                className="media-thumb"
                aria-label={labels.openImage(item.description ?? labels.image)}
                onClick={() => setViewing(index)}
              >
                <img
                  src={item.preview_url ?? item.url}
                  alt={item.description ?? ""}
                  loading={firstScreen ? "eager" : "lazy"}
                  fetchPriority={firstScreen && index === 0 ? "high" : undefined}
                  decoding="async"
                />
              </button>
            ))}
          </div>
        )}
        {others.map((item) => (
          <OtherMedia key={item.id} item={item} downloadLabel={labels.download} />
        ))}
      </div>
      <Lightbox
        images={images}
        index={viewing}
        onIndex={setViewing}
        onClose={() => setViewing(null)}
        labels={labels.lightbox}
      />
    </div>
  );
}

function OtherMedia({ item, downloadLabel }: { item: Media; downloadLabel: string }) {
  const description = item.description ?? undefined;
  if (item.type === "video") {
    return (
      <video
        className="media-video"
        src={item.url}
        controls
        preload="metadata"
        aria-label={description}
      >
        <track kind="captions" />
      </video>
    );
  }
  if (item.type === "audio") {
    return (
      <audio
        className="media-audio"
        src={item.url}
        controls
        preload="none"
        aria-label={description}
      >
        <track kind="captions" />
      </audio>
    );
  }
  return (
    <a className="media-link" href={item.url} target="_blank" rel="noopener noreferrer nofollow">
      <FileDown size={18} aria-hidden="true" />
      <span>{description ?? downloadLabel}</span>
    </a>
  );
}
