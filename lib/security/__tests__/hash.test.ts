import { sha256Hex } from "@/lib/security/hash";

describe("sha256Hex", () => {
  it("gives the standard digest, in lowercase hex, of the text's UTF-8 bytes", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    // "é" as its two UTF-8 bytes (its one Latin-1 byte would give de2e331d…).
    expect(sha256Hex("é")).toBe("4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c");
  });
});
