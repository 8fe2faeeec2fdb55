import { useMemo } from "react";
import { identicon, IDENTICON_SCALE, IDENTICON_SIZE } from "../domain/identicon";
import { Avatar } from "./Avatar";

/** The generated default avatar (API-NOTES (i)), drawn as SVG cells. */
export function Identicon({ seed, size }: { seed: string; size: number }) {
  const icon = useMemo(() => identicon(seed), [seed]);
  const full = IDENTICON_SIZE * IDENTICON_SCALE;
  return (
    <svg
      className="avatar identicon"
      width={size}
      height={size}
      viewBox={`0 0 ${String(full)} ${String(full)}`}
      aria-hidden="true"
      shapeRendering="crispEdges"
    >
      <rect width={full} height={full} fill={`#${icon.background}`} />
      {icon.rows.flatMap((row, y) =>
        row.map((cell, x) =>
          cell === 0 ? null : (
            <rect
              key={`${String(x)}-${String(y)}`}
              x={x * IDENTICON_SCALE}
              y={y * IDENTICON_SCALE}
              width={IDENTICON_SCALE}
              height={IDENTICON_SCALE}
              fill={`#${cell === 1 ? icon.foreground : icon.spot}`}
            />
          ),
        ),
      )}
    </svg>
  );
}

/**
 * A profile picture, or the identicon drawn from actor_id when there is none
 * (spec §3). Apart from Avatar so that pages without profiles don't carry it.
 */
export function ProfileAvatar({
  src,
  seed,
  size,
}: {
  src: string | null;
  seed: string;
  size: number;
}) {
  return src ? <Avatar src={src} size={size} /> : <Identicon seed={seed} size={size} />;
}
