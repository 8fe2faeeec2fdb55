import { useState, type ClipboardEvent, type DragEvent } from "react";
import type { MediaAttachment } from "@/api/entities/mediaAttachment";
import { errorMessage } from "@/domain/errors";
import { useT } from "@/i18n/useT";
import { useUploadMedia } from "@/state/composer";
import { showToast } from "@/ui/toastStore";
import { readFileAsBase64 } from "@/components/media/readFile";

interface UploadOptions {
  /** How many files the draft has already. */
  attached: number;
  /** The instance's limit of attachments per post. */
  max: number;
  /** A post carries a poll or attachments, never both (as servers with polls require). */
  pollOpen: boolean;
  onUploaded: (media: MediaAttachment) => void;
}

/**
 * Files chosen, pasted or dropped are uploaded one after another, up to the
 * instance's limit; the files beyond it are left out and the user is told. A
 * failed upload shows the server's message and attaches nothing.
 */
export function useAttachmentUploads({ attached, max, pollOpen, onUploaded }: UploadOptions) {
  const t = useT();
  const upload = useUploadMedia();
  const [uploading, setUploading] = useState(0);

  const addFiles = async (files: readonly File[]) => {
    if (pollOpen) {
      showToast(t("poll.notWithMedia"), "error");
      return;
    }
    const room = Math.max(0, max - attached);
    if (files.length > room) showToast(t("editor.attachmentLimit", { count: max }), "error");
    for (const file of files.slice(0, room)) {
      setUploading((count) => count + 1);
      try {
        onUploaded(await upload.mutateAsync({ file: await readFileAsBase64(file) }));
      } catch (error) {
        showToast(errorMessage(error), "error");
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  return {
    /** Files on their way; the post waits for them. */
    uploading,
    /** No more files now: the limit is reached, files are on their way, or a poll is open. */
    blocked: attached >= max || uploading > 0 || pollOpen,
    addFiles,
    /** Paste takes the first file only. */
    onPaste: (event: ClipboardEvent) => {
      const file = event.clipboardData.files[0];
      if (!file) return;
      event.preventDefault();
      void addFiles([file]);
    },
    onDrop: (event: DragEvent) => {
      if (event.dataTransfer.files.length === 0) return;
      event.preventDefault();
      void addFiles(Array.from(event.dataTransfer.files));
    },
  };
}
