import { describe, expect, it } from "vitest";
import {
  proofDid,
  minisignDataLine,
  minisignSignCommands,
  parseMinisignPublicKey,
  parseMinisignSignature,
  withoutHexPrefix,
} from "./identityProof";

// The server's minisign test key, bare and as a minisign.pub file.
const KEY_LINE = "RWS/wRxk57oX+FE4a1zQEPgx3OemUuLKbDMLOd2q6/panRBLaftX3Kpl";
const KEY_FILE = `untrusted comment: minisign public key F817BAE7641CC1BF\n${KEY_LINE}\n`;

function signatureFile(algorithm: "Ed" | "ED", keyId: number[]): string {
  const bytes = [algorithm.charCodeAt(0), algorithm.charCodeAt(1)];
  const line = btoa(String.fromCharCode(...bytes, ...keyId, ...new Array<number>(64).fill(7)));
  return `untrusted comment: signature from minisign secret key\n${line}\ntrusted comment: timestamp:1\nAAAA\n`;
}
const KEY_ID_BYTES = [0xbf, 0xc1, 0x1c, 0x64, 0xe7, 0xba, 0x17, 0xf8];

describe("withoutHexPrefix", () => {
  it("removes one leading 0x and leaves bare hex alone", () => {
    expect(withoutHexPrefix("0xabc123")).toBe("abc123");
    expect(withoutHexPrefix("abc123")).toBe("abc123");
    expect(withoutHexPrefix("0x0xab")).toBe("0xab");
    expect(withoutHexPrefix("")).toBe("");
  });
});

describe("minisign files", () => {
  it("reads the bare key and the whole minisign.pub as the same key", () => {
    expect(parseMinisignPublicKey(KEY_LINE)).toEqual({ line: KEY_LINE, keyId: "F817BAE7641CC1BF" });
    expect(parseMinisignPublicKey(KEY_FILE)).toEqual(parseMinisignPublicKey(KEY_LINE));
    expect(parseMinisignPublicKey(`  \r\n${KEY_FILE.replace(/\n/g, "\r\n")}`)?.line).toBe(KEY_LINE);
  });

  it("refuses what is not an Ed25519 public key", () => {
    expect(parseMinisignPublicKey("")).toBeNull();
    expect(parseMinisignPublicKey("untrusted comment: only a comment")).toBeNull();
    expect(parseMinisignPublicKey("not base64!")).toBeNull();
    expect(parseMinisignPublicKey(KEY_LINE.slice(4))).toBeNull();
    // A signature line is 74 bytes, not a key.
    expect(parseMinisignPublicKey(signatureFile("Ed", KEY_ID_BYTES))).toBeNull();
  });

  it("takes the first data line of a file", () => {
    expect(minisignDataLine(signatureFile("Ed", KEY_ID_BYTES))).toMatch(/^RWS/);
    expect(minisignDataLine("untrusted comment: x\n\n")).toBeNull();
  });

  it("tells legacy signatures from prehashed ones, with their key id", () => {
    expect(parseMinisignSignature(signatureFile("Ed", KEY_ID_BYTES))).toEqual({
      prehashed: false,
      keyId: "F817BAE7641CC1BF",
    });
    expect(parseMinisignSignature(signatureFile("ED", KEY_ID_BYTES))?.prehashed).toBe(true);
    expect(parseMinisignSignature(KEY_FILE)).toBeNull();
    expect(parseMinisignSignature("hello")).toBeNull();
  });
});

describe("minisignSignCommands", () => {
  it("turns the hex claim into a file and signs it in legacy mode", () => {
    expect(minisignSignCommands("00ff")).toBe(
      "echo -n '00ff' | xxd -r -p > message\nminisign -S -l -m message -x message.sig\ncat message.sig",
    );
  });

  it("shows no command for a claim that is not plain hex", () => {
    expect(minisignSignCommands("00'; rm -rf ~; '")).toBeNull();
    expect(minisignSignCommands("")).toBeNull();
  });
});

describe("the DID of a listed proof", () => {
  it("is a did:key for a Key, a lower-case Ethereum did:pkh for $ETH, none for others", () => {
    expect(proofDid({ name: "Key", value: "z6MkExample" })).toBe("did:key:z6MkExample");
    expect(proofDid({ name: "$ETH", value: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8" })).toBe(
      "did:pkh:eip155:1:0x70997970c51812dc3a010c7d01b50e0d17dc79c8",
    );
    expect(proofDid({ name: "$XMR", value: "4abc" })).toBeNull();
  });
});
