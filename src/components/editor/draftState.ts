import type { Account } from "@/api/entities/account";
import type { MediaAttachment } from "@/api/entities/mediaAttachment";
import type { Status, Visibility } from "@/api/entities/status";
import { initialVisibility, replyMentions } from "@/domain/composer";
import type { EditorRules } from "@/domain/editorRules";
import { groupPickable } from "@/domain/groupPosts";
import type { PollDraft } from "@/domain/polls";
import type { Draft, DraftAttachment } from "@/state/storage/drafts";

/**
 * The post being written, as a pure reducer: what it starts from, and each
 * change a person makes. The hook around it (usePostDraft) keeps it in
 * storage; nothing here touches the browser.
 */
export interface DraftState {
  text: string;
  attachments: DraftAttachment[];
  sensitive: boolean;
  /** The visibility chosen (a post to a group goes out public whatever it says). */
  visibility: Visibility;
  /** ISO 639-1; null where none is sent. */
  language: string | null;
  poll: PollDraft | null;
  /** The headline being written ("" for none). */
  title: string;
  /** The group the post goes to, if any. */
  group: Account | null;
}

export type DraftAction =
  | { type: "text"; text: string }
  | { type: "attach"; media: MediaAttachment }
  | { type: "describe"; id: string; description: string }
  | { type: "detach"; id: string }
  | { type: "sensitive"; sensitive: boolean }
  | { type: "visibility"; visibility: Visibility }
  | { type: "language"; language: string }
  | { type: "poll"; poll: PollDraft | null }
  | { type: "title"; title: string }
  | { type: "group"; group: Account | null }
  /** Sent: the editor empties; the visibility stays, and a group's own editor keeps its group. */
  | { type: "sent"; presetGroup: Account | null };

/** The rules the draft follows (a subset of the editor's). */
export type DraftRules = Pick<
  EditorRules,
  | "polls"
  | "group"
  | "remoteGroupPosts"
  | "title"
  | "language"
  | "visibilities"
  | "defaultVisibility"
>;

export interface DraftStart {
  rules: DraftRules;
  editing: Status | null;
  replyTo: Status | null;
  /** The draft kept for this target, if any (never for an edit). */
  saved: Draft | null;
  /** The edited post's source text and title; null unless editing. */
  initialText: string | null;
  initialTitle: string | null;
  userId: string;
  /** The group the editor is fixed to. */
  presetGroup: Account | null;
}

/**
 * What the editor starts with: an edit from the server's copy, else the kept
 * draft (its visibility only when the target still allows it, its group only
 * where it may still be posted to), else a reply's mentions; a new top-level
 * post at the user's default visibility.
 */
export function initialDraft(start: DraftStart): DraftState {
  const { rules, editing, replyTo, saved } = start;
  const savedGroup = saved?.group ?? null;
  const kept =
    rules.group === "choose" && savedGroup && groupPickable(savedGroup, rules.remoteGroupPosts)
      ? savedGroup
      : null;
  return {
    text: start.initialText ?? saved?.text ?? (replyTo ? replyMentions(replyTo, start.userId) : ""),
    attachments:
      saved?.attachments ??
      (editing?.media_attachments ?? []).map((item) => ({
        ...item,
        draftDescription: item.description ?? "",
      })),
    sensitive: saved?.sensitive ?? editing?.sensitive ?? false,
    visibility:
      saved?.visibility && rules.visibilities.includes(saved.visibility)
        ? saved.visibility
        : initialVisibility(
            rules.visibilities,
            editing === null && replyTo === null,
            rules.defaultVisibility,
          ),
    language: rules.language,
    poll: rules.polls ? (saved?.poll ?? null) : null,
    title: rules.title ? (start.initialTitle ?? saved?.title ?? "") : "",
    group: rules.group === "fixed" ? start.presetGroup : kept,
  };
}

export function draftReducer(state: DraftState, action: DraftAction): DraftState {
  switch (action.type) {
    case "text":
      return { ...state, text: action.text };
    case "attach":
      return {
        ...state,
        attachments: [...state.attachments, { ...action.media, draftDescription: "" }],
      };
    case "describe":
      return {
        ...state,
        attachments: state.attachments.map((item) =>
          item.id === action.id ? { ...item, draftDescription: action.description } : item,
        ),
      };
    case "detach":
      return { ...state, attachments: state.attachments.filter((item) => item.id !== action.id) };
    case "sensitive":
      return { ...state, sensitive: action.sensitive };
    case "visibility":
      return { ...state, visibility: action.visibility };
    case "language":
      return { ...state, language: action.language };
    case "poll":
      return { ...state, poll: action.poll };
    case "title":
      return { ...state, title: action.title };
    case "group":
      return { ...state, group: action.group };
    case "sent":
      return {
        ...state,
        text: "",
        attachments: [],
        poll: null,
        sensitive: false,
        title: "",
        group: action.presetGroup,
      };
  }
}

/** A group shares only its public posts with its members, so a post to a group is public. */
export function sentVisibility(state: DraftState): Visibility {
  return state.group ? "public" : state.visibility;
}
