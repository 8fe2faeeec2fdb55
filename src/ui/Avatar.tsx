import "./Avatar.css";

/** A profile picture; decorative beside a name, so alt is empty by default. */
export function Avatar({
  src,
  size = 40,
  alt = "",
}: {
  src: string | null;
  size?: number;
  alt?: string;
}) {
  if (!src)
    return (
      <span
        className="avatar avatar-empty"
        style={{ inlineSize: size, blockSize: size }}
        aria-hidden="true"
      />
    );
  return (
    <img
      className="avatar"
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
