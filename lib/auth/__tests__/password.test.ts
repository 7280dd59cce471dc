import bcrypt from "bcryptjs";
import { BCRYPT_COST, hashPassword, normalizePassword, PASSWORD_MAX_BYTES, passwordTooLong, verifyPassword } from "@/lib/auth/password";

describe("password hashing", () => {
  it("hashes with bcrypt at cost 10-12 and never stores the password", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^\$2[aby]\$\d{2}\$/);
    expect(bcrypt.getRounds(hash)).toBe(BCRYPT_COST);
    expect(BCRYPT_COST).toBeGreaterThanOrEqual(10);
    expect(BCRYPT_COST).toBeLessThanOrEqual(12);
    expect(hash).not.toContain("correct horse");
  });

  it("salts every hash, and verifies the right password only", async () => {
    const [a, b] = await Promise.all([hashPassword("secret1"), hashPassword("secret1")]);
    expect(a).not.toBe(b);
    await expect(verifyPassword("secret1", a)).resolves.toBe(true);
    await expect(verifyPassword("secret2", a)).resolves.toBe(false);
    await expect(verifyPassword("", a)).resolves.toBe(false);
  });

  it("flags passwords bcrypt would cut at 72 bytes", () => {
    expect(passwordTooLong("x".repeat(72))).toBe(false);
    expect(passwordTooLong("x".repeat(73))).toBe(true);
    expect(passwordTooLong("é".repeat(37))).toBe(true);
    expect(passwordTooLong("é".repeat(36))).toBe(false);
    expect(PASSWORD_MAX_BYTES).toBe(72);
  });

  it("agrees with bcrypt on where it cuts, and removes NUL characters", () => {
    for (const password of ["a".repeat(72), "a".repeat(73), "é".repeat(36), "é".repeat(36) + "a", "🔑".repeat(18), "🔑".repeat(18) + "a"]) {
      expect(passwordTooLong(password)).toBe(bcrypt.truncates(password));
    }
    expect(normalizePassword("a\u0000b\u0000")).toBe("ab");
    expect(normalizePassword("é🔑 x")).toBe("é🔑 x");
  });
});
