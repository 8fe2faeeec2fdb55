/** An attachment as the gallery and the lightbox show it (a post's media has this shape). */
export interface Media {
  id: string;
  type: "image" | "video" | "audio" | "unknown";
  url: string;
  preview_url: string | null;
  description: string | null;
}
