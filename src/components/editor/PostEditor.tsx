import { useRef, type SyntheticEvent } from "react";
import type { Account } from "@/api/entities/account";
import type { Status } from "@/api/entities/status";
import { errorMessage } from "@/domain/errors";
import type { EditorMode } from "@/domain/editorRules";
import { useT } from "@/i18n/useT";
import { useStatusSource } from "@/state/composer";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { Spinner } from "@/ui/Spinner";
import { EditorContext } from "./editorContext";
import { EditorAttachments } from "./EditorAttachments";
import { EditorSubmit } from "./EditorSubmit";
import { EditorText } from "./EditorText";
import { GroupPanel } from "./tools/GroupTool";
import { EditorTools } from "./tools/EditorTools";
import { PollPanel } from "./tools/PollTool";
import { TitlePanel } from "./tools/TitleTool";
import { useEditorState, type EditorOptions } from "./useEditorState";
import { useRestingHeight } from "./useRestingHeight";
import "./PostEditor.css";

interface PostEditorProps {
  mode: EditorMode;
  /** The post replied to, quoted, or edited. */
  post?: Status;
  /** Called after cancel, and after success with the post as sent; a new post without it stays open. */
  onDone?: (published?: Status) => void;
  /**
   * A new post's editor fixed to this group (the composer of a group's page):
   * the post goes to the group, shown in the editor, without the chooser.
   */
  audienceGroup?: Account;
}

/** The editor; editing first loads the post's source and refuses HTML. */
export function PostEditor(props: PostEditorProps) {
  const t = useT();
  const source = useStatusSource(props.mode === "editing" ? (props.post?.id ?? null) : null);
  if (props.mode !== "editing")
    return <EditorForm {...props} initialText={null} initialTitle={null} />;
  if (source.isPending) return <Spinner label={t("common.loading")} />;
  if (source.isError || source.data.content_type === "text/html") {
    return (
      <ErrorNotice
        action={
          <button
            type="button"
            className="button button-secondary"
            onClick={() => props.onDone?.()}
          >
            {t("common.cancel")}
          </button>
        }
      >
        {source.isError ? errorMessage(source.error) : t("editor.htmlSource")}
      </ErrorNotice>
    );
  }
  return <EditorForm {...props} initialText={source.data.text} initialTitle={source.data.title} />;
}

const LABELS = {
  new: "editor.label",
  reply: "editor.replyLabel",
  repost: "editor.quoteLabel",
  editing: "editor.editLabel",
} as const;

/**
 * The form: what the post says (group, title, text, attachments, poll), its
 * failure, then the tools and the send. Every rule is the editor's
 * (domain/editorRules.ts), every change the draft's (draftState.ts), and
 * each tool reads them from the editor's context.
 */
function EditorForm(props: EditorOptions) {
  const t = useT();
  const editor = useEditorState(props);
  const formRef = useRef<HTMLFormElement>(null);
  const { mode, draft, uploads, publish, preview } = editor;
  const label = t(LABELS[mode]);

  // The home composer at rest keeps its height for the placeholder of the next start.
  useRestingHeight(
    formRef,
    mode === "new" && !props.onDone && !props.audienceGroup,
    draft.text === "" &&
      draft.attachments.length === 0 &&
      draft.poll === null &&
      !editor.titleOpen &&
      draft.group === null &&
      !publish.error &&
      !preview.data,
  );

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    void publish.submit();
  };

  return (
    <EditorContext.Provider value={editor}>
      {/* Dropping files anywhere on the editor attaches them. */}
      <form
        ref={formRef}
        className={`editor editor-${mode}`}
        aria-label={label}
        onSubmit={onSubmit}
        onDrop={uploads.onDrop}
        onDragOver={(event) => event.preventDefault()}
      >
        <GroupPanel />
        <TitlePanel />
        <EditorText label={label} />
        <EditorAttachments
          attachments={draft.attachments}
          onDescribe={draft.describeAttachment}
          onRemove={draft.removeAttachment}
        />
        <PollPanel />
        {publish.error && <ErrorNotice>{errorMessage(publish.error)}</ErrorNotice>}
        <div className="editor-bar">
          <EditorTools />
          <EditorSubmit />
        </div>
      </form>
    </EditorContext.Provider>
  );
}
