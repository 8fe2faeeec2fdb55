import { useState } from "react";
import { Identicon } from "./Identicon";
import "./Avatar.css";

export { AvatarPlaceholder } from "./AvatarPlaceholder";

/** Web images, and the local preview of a picked file; anything else is no picture. */
const IMAGE_URL = /^(?:https?:|data:image\/|blob:)/i;

/**
 * A profile picture, and the identicon drawn from the actor id wherever there
 * is none: no picture, one that is not an image URL, or one that fails to load.
 * Decorative beside a name, so alt is empty by default.
 */
export function Avatar({
  src,
  seed,
  size = 40,
  alt = "",
}: {
  src: string | null;
  /** The account's actor id: the same person always gets the same identicon. */
  seed: string;
  size?: number;
  alt?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const usable = src !== null && IMAGE_URL.test(src.trim());
  if (!usable || broken === src) return <Identicon seed={seed} size={size} label={alt} />;
  return (
    <img
      className="avatar"
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(src)}
    />
  );
}
