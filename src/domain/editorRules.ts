import type { Instance } from "@/api/entities/instance";
import type { Visibility } from "@/api/entities/status";
import type { Capabilities } from "./capabilities";
import { acceptedFileTypes, visibilityChoices } from "./composer";
import { groupAudienceAllowed, titleAllowed, type TitleUnit } from "./groupPosts";
import { pollLimits, type PollLimits } from "./polls";
import { initialPostLanguage } from "./postLanguages";

/**
 * What the post editor offers, as one pure function of what it writes (the
 * mode and its subject), what the server can do, who writes and the
 * instance's limits. A new post option is one more field here, read by its
 * tool; the form itself derives nothing.
 */

/** What the editor is writing: a post, a reply, a repost with comment, or an edit. */
export type EditorMode = "new" | "reply" | "repost" | "editing";

export interface EditorRulesInput {
  mode: EditorMode;
  subject: {
    /** The post edited: its visibility and language stay its own. */
    editing: { visibility: Visibility; language: string | null } | null;
    /** The post replied to. */
    replyTo: { id: string; visibility: Visibility; account: { id: string } } | null;
    /** The edited post's title (from its source), or null. */
    title: string | null;
  };
  capabilities: Pick<
    Capabilities,
    | "publishPolls"
    | "groups"
    | "createGroups"
    | "remoteGroupPosts"
    | "titleUnit"
    | "postLanguage"
    | "postingDefaults"
  >;
  user: {
    id: string;
    source?: { privacy: Visibility | null; language: string | null } | null | undefined;
  };
  instance: Pick<Instance, "configuration">;
  /** The interface's language, a new post's language when the user keeps no default. */
  uiLocale: string;
  /** The editor is fixed to this group (the composer of a group's page). */
  audienceGroup: { acct: string } | null;
}

export interface EditorRules {
  /** A poll may be added: only to a new post (an edit cannot add one), on servers that publish polls. */
  polls: boolean;
  pollLimits: PollLimits;
  /**
   * Where the post may go: chosen among the user's groups, fixed to the
   * editor's group, or no group (a reply, an edit, a server without groups).
   */
  group: "choose" | "fixed" | "none";
  /** Groups on other servers may be picked (see groupPickable). */
  remoteGroupPosts: boolean;
  /** A title may be written; an edit keeps the title it has (changed, never added). */
  title: boolean;
  /** How the server counts the title's length. */
  titleUnit: TitleUnit;
  /**
   * The language the post starts with, null where none is sent (a server
   * without languages, or an edit of a post that has none).
   */
  language: string | null;
  /** The visibilities the post may have; an edit keeps its own, fixed. */
  visibilities: Visibility[];
  /** The visibility a new top-level post starts with (the user's default), if any. */
  defaultVisibility: Visibility | null;
  maxCharacters: number;
  maxAttachments: number;
  /** The file picker's types. */
  fileTypes: string;
}

export function editorRules(input: EditorRulesInput): EditorRules {
  const { mode, subject, capabilities, user, instance } = input;
  const { editing, replyTo } = subject;
  // Where the server keeps posting defaults, a new post starts from them.
  const defaults = capabilities.postingDefaults ? (user.source ?? null) : null;
  const groupAllowed = capabilities.groups && groupAudienceAllowed(mode, replyTo);
  const { configuration } = instance;
  return {
    polls: capabilities.publishPolls && editing === null,
    pollLimits: pollLimits(configuration.polls),
    group: !groupAllowed ? "none" : input.audienceGroup ? "fixed" : "choose",
    remoteGroupPosts: capabilities.remoteGroupPosts,
    title: editing
      ? subject.title !== null
      : capabilities.createGroups && titleAllowed(mode, replyTo),
    titleUnit: capabilities.titleUnit,
    // An edit sends the language the post has, and none when it has none (a
    // post written elsewhere or before languages): it is never given one.
    language: !capabilities.postLanguage
      ? null
      : editing
        ? editing.language
        : initialPostLanguage(defaults?.language ?? null, input.uiLocale),
    visibilities: editing
      ? [editing.visibility]
      : visibilityChoices(
          replyTo ? { visibility: replyTo.visibility, authorId: replyTo.account.id } : null,
          user.id,
        ),
    defaultVisibility: defaults?.privacy ?? null,
    maxCharacters: configuration.statuses.max_characters,
    maxAttachments: configuration.statuses.max_media_attachments,
    fileTypes: acceptedFileTypes(configuration.media_attachments.supported_mime_types),
  };
}
