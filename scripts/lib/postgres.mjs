// PostgreSQL for scripts and tests that need one and were given none: a throwaway cluster of
// Debian's `postgresql` package (initdb into a temporary folder, a free 127.0.0.1 port, trust
// auth, no fsync), and helpers to make and drop databases on any server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import pg from "pg";
import { freePort } from "./free-port.mjs";

const POSTGRES_ROOT = "/usr/lib/postgresql";
/** PostgreSQL refuses to run as root: as root, its programs run as the package's `postgres` user. */
const asRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** The bin folder of the newest installed PostgreSQL, or null. */
export function postgresBinDir() {
  if (!fs.existsSync(POSTGRES_ROOT)) return null;
  const versions = fs
    .readdirSync(POSTGRES_ROOT)
    .filter((name) => /^\d+$/.test(name) && fs.existsSync(path.join(POSTGRES_ROOT, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(POSTGRES_ROOT, versions[0], "bin") : null;
}

function asServerUser(command, args) {
  return asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

/**
 * Starts a throwaway cluster and resolves to its superuser URL and a stop function that
 * removes it. Rejects when PostgreSQL is not installed.
 */
export async function startTemporaryPostgres() {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`PostgreSQL is not installed (no ${POSTGRES_ROOT}/<version>/bin/initdb): apt-get install -y postgresql`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-pg-"));
  if (asRoot) {
    const owner = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const group = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    if (owner.status !== 0) throw new Error("running as root needs the `postgres` user of Debian's postgresql package");
    fs.chownSync(dir, Number(owner.stdout.trim()), Number(group.stdout.trim()));
  }
  const dataDir = path.join(dir, "data");
  const [initCommand, initArgs] = asServerUser(path.join(bin, "initdb"), [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  const init = spawnSync(initCommand, initArgs, { encoding: "utf8" });
  if (init.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed:\n${init.stderr}`);
  }
  const port = await freePort();
  const settings = [
    "-D",
    dataDir,
    "-p",
    String(port),
    "-h",
    "127.0.0.1",
    "-k",
    dir,
    "-c",
    "fsync=off",
    "-c",
    "synchronous_commit=off",
    "-c",
    "full_page_writes=off",
    "-c",
    "max_connections=300",
  ];
  const [command, args] = asServerUser(path.join(bin, "postgres"), settings);
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let running = true;
  void exited.then(() => (running = false));

  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  // runuser does not pass signals on: pg_ctl stops the server (immediate: the data is thrown away).
  const [stopCommand, stopArgs] = asServerUser(path.join(bin, "pg_ctl"), ["-D", dataDir, "stop", "-m", "immediate", "-s"]);
  /** For `process.on("exit")`, where nothing can be awaited. */
  const stopSync = () => {
    if (running) spawnSync(stopCommand, stopArgs);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const stop = async () => {
    const wasRunning = running;
    stopSync();
    if (wasRunning) await exited;
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (!running) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(`postgres exited before accepting connections:\n${output}`);
    }
    const client = new pg.Client({ connectionString: url });
    const ready = await client.connect().then(
      () => client.end().then(() => true),
      () => false,
    );
    if (ready) return { url, stop, stopSync };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`postgres did not accept connections within 20 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A PostgreSQL server for tests and migration checks: the one at TEST_POSTGRES_URL (`.ci/run`
 * starts Debian's), else a throwaway cluster. Rejects, saying what to install, with neither.
 */
export async function postgresForTests() {
  const url = process.env.TEST_POSTGRES_URL;
  if (url) return { url, stop: async () => {}, stopSync: () => {} };
  if (!postgresBinDir()) throw new Error("PostgreSQL is missing: set TEST_POSTGRES_URL to a server, or apt-get install -y postgresql");
  return startTemporaryPostgres();
}

/** `serverUrl` with its database replaced by `database`. */
export function withDatabase(serverUrl, database) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer(serverUrl, sql) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates an empty database with a unique name on the server and returns its URL. */
export async function createDatabase(serverUrl, prefix = "factlens") {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  return withDatabase(serverUrl, name);
}

/** Drops a database made by createDatabase, closing its remaining connections. */
export async function dropDatabase(databaseUrl) {
  const name = new URL(databaseUrl).pathname.slice(1);
  await onServer(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
