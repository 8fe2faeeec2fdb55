/**
 * The place of an avatar not known yet: the avatar's size and background
 * (Avatar.css), nothing drawn. Its own file, without a stylesheet import, so
 * the build's frame of the shell (build/bootFrame.ts) draws it as well.
 */
export function AvatarPlaceholder({ size }: { size: number }) {
  return <svg className="avatar" width={size} height={size} aria-hidden="true" />;
}
