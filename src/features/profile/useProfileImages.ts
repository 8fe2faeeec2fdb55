import { useState } from "react";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import { errorMessage } from "@/domain/errors";
import { hasAvatar, hasBanner } from "@/domain/profileRules";
import { useT } from "@/i18n/useT";
import { readFileAsBase64 } from "@/components/media/readFile";

/** A new image, null to remove the image, undefined to keep the server's. */
type Image = { data: string; mediaType: string; preview: string } | null | undefined;

/** What the save sends for an image: absent keeps it, null removes it. */
const sent = (image: Image) =>
  image === undefined
    ? undefined
    : image === null
      ? null
      : { data: image.data, mediaType: image.mediaType };

/**
 * The avatar and the banner: a chosen file (an image type the instance
 * takes) is previewed until saved; Remove forgets the server's image. The
 * server's identicon stands for "no avatar" and its banner identicon for "no
 * banner": there is nothing to remove then.
 */
export function useProfileImages(user: CredentialAccount, supportedTypes: readonly string[]) {
  const t = useT();
  const [avatar, setAvatar] = useState<Image>(undefined);
  const [header, setHeader] = useState<Image>(undefined);
  const [error, setError] = useState<string | null>(null);
  const imageTypes = supportedTypes.filter((type) => type.startsWith("image/"));

  const pick = async (file: File | undefined, set: (image: Image) => void) => {
    if (!file) return;
    setError(null);
    try {
      const read = await readFileAsBase64(file);
      if (!imageTypes.includes(read.mediaType)) throw new Error(t("editProfile.imageType"));
      set({ ...read, preview: `data:${read.mediaType};base64,${read.data}` });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  const headerSrc =
    header === undefined
      ? hasBanner(user.header)
        ? user.header
        : null
      : (header?.preview ?? null);
  return {
    /** The file chooser's types: the instance's image types. */
    accept: imageTypes.join(","),
    /** Why the last file chosen was not taken. */
    error,
    avatar: {
      src: avatar === undefined ? user.avatar : (avatar?.preview ?? null),
      removable: avatar === undefined ? hasAvatar(user.avatar) : avatar !== null,
      pick: (file: File | undefined) => pick(file, setAvatar),
      remove: () => setAvatar(null),
    },
    header: {
      src: headerSrc,
      removable: headerSrc !== null,
      pick: (file: File | undefined) => pick(file, setHeader),
      remove: () => setHeader(null),
    },
    update: () => ({ avatar: sent(avatar), header: sent(header) }),
  };
}
