import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const SECRET_FILE_NAME = "auth-secret";

/**
 * The secret that signs and encrypts session cookies: the configured one, or one generated on
 * first use and kept in the data folder (mode 0600), so Factlens runs with no configuration and
 * sessions survive restarts. Two processes starting at once agree: the file is linked into
 * place atomically and the loser reads the winner's.
 */
export function resolveAuthSecret({ configured, dataDir }: { configured?: string; dataDir: string }): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE_NAME);
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(32).toString("base64url");
  // Written whole to a private temporary file, then linked into place: a reader never sees a half-written file.
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  fs.writeFileSync(temporary, `${secret}\n`, { mode: 0o600, flag: "wx" });
  try {
    fs.linkSync(temporary, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const winner = readSecret(file);
    if (!winner) throw new Error(`${file} exists but holds no secret`);
    return winner;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function readSecret(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8").trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
