import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { resolveAuthSecret, SECRET_FILE_NAME } from "@/lib/auth/secret";

describe("resolveAuthSecret", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-secret-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("uses the configured secret and writes nothing", () => {
    expect(resolveAuthSecret({ configured: "x".repeat(40), dataDir: dir })).toBe("x".repeat(40));
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("generates a secret on first start into the data folder, readable by its owner only", () => {
    const dataDir = path.join(dir, "nested");
    const secret = resolveAuthSecret({ dataDir });
    expect(secret.length).toBeGreaterThanOrEqual(43);
    const file = path.join(dataDir, SECRET_FILE_NAME);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dataDir)).toEqual([SECRET_FILE_NAME]);
  });

  it("keeps the same secret across restarts", () => {
    const first = resolveAuthSecret({ dataDir: dir });
    expect(resolveAuthSecret({ dataDir: dir })).toBe(first);
  });
});
