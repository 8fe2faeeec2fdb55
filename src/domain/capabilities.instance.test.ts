import { describe, expect, it } from "vitest";
import { capabilitiesFor } from "./capabilities";

const at = (mitra: string) => capabilitiesFor(`4.0.0 (compatible; Mitra ${mitra})`);

describe("the instance's own choices and the wider network, by release", () => {
  it("reads the like icon and the default emoji row from 5.3.0", () => {
    expect(at("3.10.0").instanceChoices).toBe(false);
    expect(at("5.2.0").instanceChoices).toBe(false);
    expect(at("5.3.0").instanceChoices).toBe(true);
    expect(at("5.9.1").instanceChoices).toBe(true);
  });

  it("lists blocked servers from 4.12.0", () => {
    expect(at("4.11.0").domainBlocks).toBe(false);
    expect(at("4.12.0").domainBlocks).toBe(true);
    expect(at("5.9.1").domainBlocks).toBe(true);
  });

  it("shows one server's timeline from 5.4.0", () => {
    expect(at("5.3.0").serverTimeline).toBe(false);
    expect(at("5.4.0").serverTimeline).toBe(true);
    expect(at("5.9.1").serverTimeline).toBe(true);
  });

  it("a server that does not say its version has none of them", () => {
    expect(capabilitiesFor("4.0.0")).toMatchObject({
      instanceChoices: false,
      domainBlocks: false,
      serverTimeline: false,
    });
  });
});
