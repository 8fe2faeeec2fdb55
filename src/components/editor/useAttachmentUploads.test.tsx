import { useState, type ClipboardEvent, type DragEvent } from "react";
import { act, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call } from "@demo/testing";
import type { MediaAttachment } from "@/api/entities/mediaAttachment";
import { renderHookOnDemo } from "@/test/renderHookOnDemo";
import { useToasts } from "@/ui/toastStore";
import { useAttachmentUploads } from "./useAttachmentUploads";

afterEach(() => vi.unstubAllGlobals());

const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  ),
  (char) => char.charCodeAt(0),
);
const png = (name: string) => new File([PNG], name, { type: "image/png" });

/** The hook over a list of attachments kept as the draft keeps them. */
async function uploads(options: { max?: number; pollOpen?: boolean; failWith?: number } = {}) {
  const demo = createDemoApp({ server: "3.10" });
  if (options.failWith) {
    await call(demo, "POST", "/__demo/fail", {
      body: { method: "POST", path: "/api/v1/media", status: options.failWith, text: "Too big" },
    });
  }
  return renderHookOnDemo(
    () => {
      const [attached, setAttached] = useState<MediaAttachment[]>([]);
      const hook = useAttachmentUploads({
        attached: attached.length,
        max: options.max ?? 4,
        pollOpen: options.pollOpen ?? false,
        onUploaded: (media) => setAttached((list) => [...list, media]),
      });
      return { attached, toasts: useToasts().map((toast) => toast.text), ...hook };
    },
    { demo, signedInAs: "alice" },
  );
}

describe("uploading attachments", () => {
  it("uploads each file and hands its media over, counting those on their way", async () => {
    const { result, sent } = await uploads();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.addFiles([png("a.png"), png("b.png")]);
    });
    expect(result.current.uploading).toBe(1);
    expect(result.current.blocked).toBe(true);
    await act(() => done);
    expect(result.current.uploading).toBe(0);
    expect(result.current.attached).toHaveLength(2);
    expect(sent.filter(({ request }) => request === "POST /api/v1/media")).toHaveLength(2);
    expect(sent[sent.length - 1]?.body).toMatchObject({ media_type: "image/png" });
    expect(result.current.blocked).toBe(false);
  });

  it("attaches up to the instance's limit, says the others were left out, then takes no more", async () => {
    const { result } = await uploads({ max: 2 });
    await act(() => result.current.addFiles([png("a.png"), png("b.png"), png("c.png")]));
    expect(result.current.attached).toHaveLength(2);
    expect(result.current.toasts).toContain(
      "A post can have up to 2 attachments: the other files were not added",
    );
    expect(result.current.blocked).toBe(true);
  });

  it("shows the server's message for a failed upload and attaches nothing", async () => {
    const { result } = await uploads({ failWith: 413 });
    await act(() => result.current.addFiles([png("big.png")]));
    expect(result.current.attached).toEqual([]);
    expect(result.current.toasts).toContain("request body is too large");
    expect(result.current.uploading).toBe(0);
  });

  it("takes no file while a poll is open, and says why", async () => {
    const { result, sent } = await uploads({ pollOpen: true });
    expect(result.current.blocked).toBe(true);
    await act(() => result.current.addFiles([png("a.png")]));
    expect(result.current.attached).toEqual([]);
    expect(result.current.toasts).toContain("A post can have a poll or attachments, not both");
    expect(sent.some(({ request }) => request === "POST /api/v1/media")).toBe(false);
  });

  it("takes the first file of a paste, and every file dropped", async () => {
    const { result } = await uploads();
    const pasted = {
      clipboardData: { files: [png("a.png"), png("b.png")] },
      preventDefault: vi.fn(),
    };
    act(() => result.current.onPaste(pasted as unknown as ClipboardEvent));
    expect(pasted.preventDefault).toHaveBeenCalled();
    await waitFor(() => expect(result.current.attached).toHaveLength(1));
    const dropped = {
      dataTransfer: { files: [png("c.png"), png("d.png")] },
      preventDefault: vi.fn(),
    };
    act(() => result.current.onDrop(dropped as unknown as DragEvent));
    expect(dropped.preventDefault).toHaveBeenCalled();
    await waitFor(() => expect(result.current.attached).toHaveLength(3));
  });

  it("leaves a paste or drop without files to the text area", async () => {
    const { result } = await uploads();
    const pasted = { clipboardData: { files: [] }, preventDefault: vi.fn() };
    act(() => result.current.onPaste(pasted as unknown as ClipboardEvent));
    const dropped = { dataTransfer: { files: [] }, preventDefault: vi.fn() };
    act(() => result.current.onDrop(dropped as unknown as DragEvent));
    expect(pasted.preventDefault).not.toHaveBeenCalled();
    expect(dropped.preventDefault).not.toHaveBeenCalled();
  });
});
