import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MediaGallery, type MediaGalleryLabels } from "./MediaGallery";
import { FirstScreenMedia } from "./mediaPriority";

const labels: MediaGalleryLabels = {
  showSensitive: "Show",
  hideSensitive: "Hide",
  sensitiveNotice: "Sensitive",
  openImage: (description) => `Open ${description}`,
  image: "image",
  download: "Download",
  lightbox: {
    dialog: "Image",
    close: "Close",
    previous: "Previous",
    next: "Next",
    position: (current, total) => `${String(current)} of ${String(total)}`,
  },
};

const media = ["harbour", "lighthouse"].map((name) => ({
  id: name,
  type: "image" as const,
  url: `https://files.example/${name}.png`,
  preview_url: null,
  description: name,
}));

describe("MediaGallery's pictures", () => {
  it("load lazily further down a list", () => {
    render(<MediaGallery media={media} blurred={false} labels={labels} />);
    for (const image of screen.getAllByRole("img")) {
      expect(image).toHaveAttribute("loading", "lazy");
      expect(image).not.toHaveAttribute("fetchpriority");
    }
  });

  it("load at once on a list's first screen, the first at high priority", () => {
    render(
      <FirstScreenMedia value>
        <MediaGallery media={media} blurred={false} labels={labels} />
      </FirstScreenMedia>,
    );
    const [first, second] = screen.getAllByRole("img");
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(second).toHaveAttribute("loading", "eager");
    expect(second).not.toHaveAttribute("fetchpriority");
  });
});
