import { useId, useState } from "react";
import { Link2 } from "lucide-react";
import type { MessageId } from "@/i18n/i18n";
import { useT } from "@/i18n/useT";
import { useFetchPicture, usePictureLimit, type PictureProblem } from "@/state/remotePicture";
import { Popover } from "@/ui/Popover";
import { useEditor } from "../editorContext";

const PROBLEMS: Record<PictureProblem, MessageId> = {
  address: "editor.linkAddress",
  unreachable: "editor.linkUnreachable",
  notImage: "editor.linkNotImage",
  tooLarge: "editor.linkTooLarge",
};

/**
 * Attach a picture from a link: the browser fetches it and it is uploaded as
 * a file. The other server must allow it (CORS); when it does not, or the
 * answer is no picture or too large for this instance, the panel says so and
 * keeps the address.
 */
export function LinkTool() {
  const t = useT();
  const { uploads } = useEditor();
  return (
    <Popover
      label={t("editor.fromLink")}
      title={t("editor.fromLink")}
      button={<Link2 size={18} aria-hidden="true" />}
      panelClassName="editor-link-panel"
    >
      {(close) => (
        <LinkForm
          disabled={uploads.blocked}
          add={async (file) => {
            close();
            await uploads.addFiles([file]);
          }}
        />
      )}
    </Popover>
  );
}

function LinkForm({ disabled, add }: { disabled: boolean; add: (file: File) => Promise<void> }) {
  const t = useT();
  const id = useId();
  const fetchPicture = useFetchPicture();
  const limit = usePictureLimit();
  // The instance's limit in megabytes, as people read file sizes.
  const size = limit === null ? "" : String(Math.round((limit / 1_048_576) * 10) / 10);
  const [address, setAddress] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PictureProblem | null>(null);
  return (
    <form
      className="editor-link-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy || disabled || address.trim() === "") return;
        setBusy(true);
        setProblem(null);
        void fetchPicture(address).then(async (result) => {
          setBusy(false);
          if ("problem" in result) setProblem(result.problem);
          else await add(result.file);
        });
      }}
    >
      <label htmlFor={`${id}-address`}>{t("editor.linkLabel")}</label>
      <input
        id={`${id}-address`}
        type="url"
        className="input"
        value={address}
        placeholder="https://"
        aria-describedby={problem ? `${id}-problem` : undefined}
        aria-invalid={problem !== null}
        onChange={(event) => setAddress(event.target.value)}
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="editor-link-problem">
          {t(PROBLEMS[problem], { size })}
        </p>
      )}
      <button type="submit" className="button" disabled={busy || disabled}>
        {busy ? t("common.loading") : t("editor.linkAdd")}
      </button>
    </form>
  );
}
