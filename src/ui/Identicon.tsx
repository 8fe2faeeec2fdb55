import { useMemo } from "react";
import { identicon, IDENTICON_SCALE, IDENTICON_SIZE } from "@/domain/identicon";

/** The generated default avatar, drawn as SVG cells (used by Avatar). */
export function Identicon({ seed, size, label }: { seed: string; size: number; label?: string }) {
  const icon = useMemo(() => identicon(seed), [seed]);
  const full = IDENTICON_SIZE * IDENTICON_SCALE;
  return (
    <svg
      className="avatar identicon"
      width={size}
      height={size}
      viewBox={`0 0 ${String(full)} ${String(full)}`}
      role={label ? "img" : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
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
