import { useEditor } from "../editorContext";
import { GroupAudienceLine, GroupChooser } from "../GroupAudience";

/** "Post to group …", where the post may go to one of the user's groups. */
export function GroupTool() {
  const { rules, draft } = useEditor();
  if (rules.group !== "choose") return null;
  return (
    <GroupChooser
      group={draft.group}
      remoteGroupPosts={rules.remoteGroupPosts}
      onChange={draft.setGroup}
    />
  );
}

/** The group the post goes to, above the text. */
export function GroupPanel() {
  const { rules, draft, textArea } = useEditor();
  if (!draft.group) return null;
  return (
    <GroupAudienceLine
      group={draft.group}
      fixed={rules.group === "fixed"}
      onRemove={() => {
        draft.setGroup(null);
        textArea.current?.focus();
      }}
    />
  );
}
