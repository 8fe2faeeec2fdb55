import { fireEvent, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar } from "./Avatar";

const SEED = "https://social.example/users/alice";

describe("Avatar (every avatar falls back to the identicon of the actor id)", () => {
  it("shows the picture when there is one", () => {
    const { container } = render(<Avatar src="https://social.example/a.png" seed={SEED} />);
    expect(container.querySelector("img")).toHaveAttribute("src", "https://social.example/a.png");
    expect(container.querySelector("svg.identicon")).toBeNull();
  });

  it("draws the identicon when there is no picture or no usable URL", () => {
    for (const src of [null, "", "javascript:alert(1)"]) {
      const { container, unmount } = render(<Avatar src={src} seed={SEED} />);
      expect(container.querySelector("img")).toBeNull();
      expect(container.querySelector("svg.identicon")).not.toBeNull();
      unmount();
    }
  });

  it("draws the identicon when the picture fails to load", () => {
    const { container } = render(<Avatar src="https://social.example/gone.png" seed={SEED} />);
    const img = container.querySelector("img");
    if (!img) throw new Error("no img");
    fireEvent.error(img);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("svg.identicon")).not.toBeNull();
  });

  it("draws the same identicon for the same actor", () => {
    const a = render(<Avatar src={null} seed={SEED} size={44} />).container.innerHTML;
    const b = render(<Avatar src={null} seed={SEED} size={44} />).container.innerHTML;
    const other = render(<Avatar src={null} seed={`${SEED}x`} size={44} />).container.innerHTML;
    expect(a).toBe(b);
    expect(a).not.toBe(other);
  });
});
