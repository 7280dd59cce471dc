import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";

/**
 * `npm start` (server/start.mjs) validates the whole environment with lib/env.ts before it
 * migrates, builds or listens (server/check-env.mjs). These runs never get that far.
 */
const root = process.cwd();
let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-start-env-"));
});

afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Only what a shell would pass, plus the variables under test: nothing from Jest's own setup. */
function baseEnv(extra: Record<string, string>): Record<string, string | undefined> {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, "factlens.db")}`,
    ...extra,
  };
}

function start(extra: Record<string, string>) {
  return spawnSync(process.execPath, ["server/start.mjs"], {
    cwd: root,
    env: baseEnv(extra) as NodeJS.ProcessEnv,
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("npm start validates the environment first", () => {
  it("exits 1 naming OPENAI_MODEL when OPENAI_BASE_URL is set without it, before migrating, building or listening", () => {
    const result = start({ OPENAI_BASE_URL: "http://127.0.0.1:9/v1", PORT: "39999" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid environment configuration");
    expect(result.stderr).toContain("OPENAI_MODEL: must be set when OPENAI_BASE_URL is set");
    expect(result.stdout).not.toMatch(/build:|migrat|listening|ready/i);
    // The migrations never ran: the data folder is as it was.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it.each([
    ["PORT", { PORT: "70000" }],
    ["SHUTDOWN_GRACE_MS", { SHUTDOWN_GRACE_MS: "-1" }],
    ["REDIS_URL", { REDIS_URL: "localhost:6379" }],
    ["AUTH_SECRET", { AUTH_SECRET: "short" }],
    ["LOG_LEVEL", { LOG_LEVEL: "loud" }],
  ])("exits 1 naming %s", (name, extra) => {
    const result = start(extra);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^\\s+${name}: `, "m"));
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

describe("validateEnvironment (server/check-env.mjs)", () => {
  function validate(dir: string, extra: Record<string, string> = {}) {
    const script = `
      const before = JSON.stringify(process.env);
      const { validateEnvironment } = await import(${JSON.stringify(path.join(root, "server/check-env.mjs"))});
      const env = await validateEnvironment(${JSON.stringify(dir)});
      console.log(JSON.stringify({ port: env.PORT, nodeEnv: env.NODE_ENV, model: env.OPENAI_MODEL ?? null, unchanged: JSON.stringify(process.env) === before }));
    `;
    return spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: root,
      env: baseEnv(extra) as NodeJS.ProcessEnv,
      encoding: "utf8",
      timeout: 60_000,
    });
  }

  it("reads the .env files the server would load, and leaves process.env as it was", () => {
    fs.writeFileSync(path.join(dataDir, ".env"), "PORT=4321\nOPENAI_BASE_URL=http://127.0.0.1:9/v1\nOPENAI_MODEL=from-dotenv\n");
    const result = validate(dataDir, { OPENAI_MODEL: "from-process" });
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toEqual({ port: 4321, nodeEnv: "production", model: "from-process", unchanged: true });
  });

  it("refuses a bad .env too, naming the variable", () => {
    fs.writeFileSync(path.join(dataDir, ".env"), "OPENAI_BASE_URL=http://127.0.0.1:9/v1\n");
    const result = validate(dataDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("OPENAI_MODEL: must be set when OPENAI_BASE_URL is set");
  });
});
