// The SQLite database holds accounts (password hashes), sessions and API key hashes: only the
// server's own user may read it. Plain JavaScript, shared by server/migrate.mjs (which usually
// creates the file) and lib/db-client.ts (which opens it).
import fs from "node:fs";
import path from "node:path";

/** The files SQLite keeps for one database: the file itself, its WAL, shared-memory index and rollback journal. */
export const SQLITE_COMPANION_SUFFIXES = ["", "-wal", "-shm", "-journal"];

/** The path of a `file:` URL (relative paths from `root`), or null for anything else (`:memory:`, PostgreSQL). */
export function sqliteFilePath(url, root = process.cwd()) {
  if (!url.startsWith("file:")) return null;
  const file = url.slice("file:".length).split("?")[0];
  if (!file || file === ":memory:") return null;
  return path.resolve(/*turbopackIgnore: true*/ root, file);
}

/**
 * Makes the database's folder (0700 when this creates it; an existing folder is left as it is,
 * it may be shared; with `createFolder: false` a missing folder is left missing, and SQLite's
 * open fails as it would have) and the database file (0600: created empty with that mode before
 * SQLite opens it, tightened if it exists), and tightens any -wal/-shm/-journal file there
 * already. SQLite creates those later with the database file's own mode, so they are 0600 too.
 */
export function prepareSqliteFile(file, { createFolder = true } = {}) {
  if (createFolder) fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  else if (!fs.existsSync(path.dirname(file))) return;
  fs.closeSync(fs.openSync(file, "a", 0o600));
  secureSqliteFiles(file);
}

/** chmod 0600 the database file and whichever companion files exist. */
export function secureSqliteFiles(file) {
  for (const suffix of SQLITE_COMPANION_SUFFIXES) {
    try {
      fs.chmodSync(file + suffix, 0o600);
    } catch (error) {
      if (error.code !== "ENOENT") throw error;
    }
  }
}
