import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeUser, USER_PERMISSIONS } from "@/test/fixtures";
import { WithI18n } from "@/test/renderHookOnDemo";
import { useProfileImages } from "./useProfileImages";

const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const png = () =>
  new File([Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0))], "me.png", {
    type: "image/png",
  });

const IDENTICON = "https://demo.example/api/v1/accounts/identicon";
const withImages = makeUser(USER_PERMISSIONS, {
  avatar: "https://demo.example/media/alice.png",
  header: "https://demo.example/media/banner.png",
});
const withoutImages = makeUser(USER_PERMISSIONS, {
  avatar: `${IDENTICON}?input=https%3A%2F%2Fdemo.example%2Fusers%2Falice`,
  header: IDENTICON,
});
const TYPES = ["image/png", "image/jpeg", "video/mp4"];

function renderImages(user = withImages, types = TYPES) {
  return renderHook(() => useProfileImages(user, types), { wrapper: WithI18n });
}

describe("the profile's images", () => {
  it("shows the server's images and keeps them unless changed", () => {
    const { result } = renderImages();
    expect(result.current.accept).toBe("image/png,image/jpeg");
    expect(result.current.avatar).toMatchObject({
      src: "https://demo.example/media/alice.png",
      removable: true,
    });
    expect(result.current.header).toMatchObject({
      src: "https://demo.example/media/banner.png",
      removable: true,
    });
    expect(result.current.update()).toEqual({ avatar: undefined, header: undefined });
  });

  it("offers nothing to remove when the server draws the identicon and there is no banner", () => {
    const { result } = renderImages(withoutImages);
    expect(result.current.avatar.removable).toBe(false);
    expect(result.current.header).toMatchObject({ src: null, removable: false });
  });

  it("previews a chosen image and saves it with its type", async () => {
    const { result } = renderImages(withoutImages);
    await act(() => result.current.avatar.pick(png()));
    expect(result.current.avatar).toMatchObject({
      src: `data:image/png;base64,${PNG_BASE64}`,
      removable: true,
    });
    await act(() => result.current.header.pick(png()));
    expect(result.current.header.src).toBe(`data:image/png;base64,${PNG_BASE64}`);
    expect(result.current.update()).toEqual({
      avatar: { data: PNG_BASE64, mediaType: "image/png" },
      header: { data: PNG_BASE64, mediaType: "image/png" },
    });
  });

  it("refuses a type the instance does not take as an image, and keeps what was there", async () => {
    const { result } = renderImages(withImages, ["image/jpeg"]);
    await act(() => result.current.avatar.pick(png()));
    expect(result.current.error).toBe("This image type is not supported by the server");
    expect(result.current.avatar.src).toBe("https://demo.example/media/alice.png");
    expect(result.current.update().avatar).toBeUndefined();
  });

  it('removes each image: the save asks for removal (null, which the call sends as "")', () => {
    const { result } = renderImages();
    act(() => result.current.avatar.remove());
    act(() => result.current.header.remove());
    expect(result.current.avatar).toMatchObject({ src: null, removable: false });
    expect(result.current.header).toMatchObject({ src: null, removable: false });
    expect(result.current.update()).toEqual({ avatar: null, header: null });
  });
});
