import { EmojiTool } from "./EmojiTool";
import { GroupTool } from "./GroupTool";
import { LanguageTool } from "./LanguageTool";
import { MediaTool } from "./MediaTool";
import { LinkTool } from "./LinkTool";
import { PollTool } from "./PollTool";
import { PreviewTool } from "./PreviewTool";
import { SensitiveTool } from "./SensitiveTool";
import { TitleTool } from "./TitleTool";
import { VisibilityTool } from "./VisibilityTool";

/** The editor's toolbar, in its order; each tool shows itself only where its rule allows. */
export function EditorTools() {
  return (
    <div className="editor-tools">
      <MediaTool />
      <LinkTool />
      <PollTool />
      <TitleTool />
      <EmojiTool />
      <PreviewTool />
      <SensitiveTool />
      <GroupTool />
      <LanguageTool />
      <VisibilityTool />
    </div>
  );
}
