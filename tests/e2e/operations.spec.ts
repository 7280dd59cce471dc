import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "../support/free-port";
import { expect, test } from "../support/playwright-test";

/**
 * Operations against `npm start` itself (server/start.mjs on the existing production build,
 * with a throwaway database): graceful shutdown, structured logs with request ids and no
 * secrets, and the load balancer's health probe.
 */

test.describe.configure({ mode: "serial" });

type Started = {
  child: ChildProcess;
  baseURL: string;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
  dataDir: string;
};

async function startProductionServer(): Promise<Started> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "factlens-e2e-ops-"));
  const port = await freePort();
  const variables: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, "factlens.db")}`,
    LOG_LEVEL: "info",
  };
  // As the e2e server: NODE_ENV unset (start.mjs sets production itself).
  delete variables.NODE_ENV;
  const child = spawn(process.execPath, ["server/start.mjs"], { env: variables as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    if (
      await fetch(`${baseURL}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`npm start did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, baseURL, port, output: () => output, exited, dataDir };
}

function logLines(output: string): Array<Record<string, unknown>> {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

let server: Started;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startProductionServer();
});

test.afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

test("health answers GET and HEAD with 200 while the database is reachable", async () => {
  const get = await fetch(`${server.baseURL}/api/health`);
  expect(get.status).toBe(200);
  expect(await get.json()).toMatchObject({ status: "ok", database: { ok: true } });
  const head = await fetch(`${server.baseURL}/api/health`, { method: "HEAD" });
  expect(head.status).toBe(200);
  expect(head.headers.get("cache-control")).toBe("no-store");
});

/** A raw GET or POST with the given Accept-Encoding: the status, the encoding and the decoded body. */
function fetchEncoded(pathname: string, acceptEncoding: string, body?: string) {
  return new Promise<{ status: number; encoding: string | undefined; text: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        path: pathname,
        method: body ? "POST" : "GET",
        headers: { "accept-encoding": acceptEncoding, ...(body ? { "content-type": "application/json" } : {}) },
      },
      (response) => {
        const encoding = response.headers["content-encoding"];
        const decoded =
          encoding === "br"
            ? response.pipe(zlib.createBrotliDecompress())
            : encoding === "gzip"
              ? response.pipe(zlib.createGunzip())
              : response;
        let text = "";
        decoded.setEncoding("utf8");
        decoded.on("data", (chunk) => (text += chunk));
        decoded.on("end", () => resolve({ status: response.statusCode ?? 0, encoding, text }));
        decoded.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

test("compresses answers: Brotli when the client accepts it, else gzip, the event stream included", async () => {
  const brotli = await fetchEncoded("/faq", "gzip, deflate, br");
  const gzip = await fetchEncoded("/faq", "gzip");
  const plain = await fetchEncoded("/faq", "identity");
  expect([brotli.status, gzip.status, plain.status]).toEqual([200, 200, 200]);
  expect([brotli.encoding, gzip.encoding, plain.encoding]).toEqual(["br", "gzip", undefined]);
  expect(brotli.text).toBe(plain.text);
  expect(gzip.text).toBe(plain.text);

  const stream = await fetchEncoded(
    "/api/fact-check/stream",
    "br",
    JSON.stringify({ claim: `Compressed stream ${Date.now()}: the moon is made of cheese` }),
  );
  expect(stream.encoding).toBe("br");
  expect(stream.text).toContain("event: progress");
  expect(stream.text).toMatch(/event: result\ndata: \{"result":/);
});

/** A GET on `agent`: its status and whether it went over a connection the agent already had open. */
function getOn(agent: http.Agent, pathname: string) {
  return new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port: server.port, path: pathname, agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
    });
    request.on("error", reject);
  });
}

test("a kept-alive connection idle longer than Node's default 5 s still carries the next request", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect(await getOn(agent, "/api/health")).toEqual({ status: 200, reused: false });
    // Node's default keep-alive timeout would have closed the connection by now: a client reusing
    // it at that moment meets a closing socket (ECONNRESET).
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await getOn(agent, "/api/health")).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});

test("SIGTERM lets an in-flight check finish with 200, refuses new connections, then exits 0; its logs carry the request id and no secret", async () => {
  test.setTimeout(90_000);
  const claim = `Shutdown test ${Date.now()}: the harbour bridge was painted green`;
  const body = JSON.stringify({ claim });
  // A cookie the server does not know: it must not reach the log. (An Authorization header would be read as an API key.)
  const secret = "factlens-probe=sk-shutdown-secret-0123456789";
  const requestId = `shutdown-${Date.now()}`;

  // The check is in flight: its headers and half its body have arrived when SIGTERM does.
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        path: "/api/fact-check",
        method: "POST",
        agent: false,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "x-request-id": requestId,
          cookie: secret,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on("error", reject);
    request.write(body.slice(0, 10));
    setTimeout(() => {
      server.child.kill("SIGTERM");
      // Still draining: the process is up, but takes no new connections.
      const waitForDrain = async () => {
        for (let tries = 0; tries < 100 && !server.output().includes("shutting down"); tries++) await new Promise((r) => setTimeout(r, 50));
        const refused = await fetch(`${server.baseURL}/api/health`).then(
          () => false,
          () => true,
        );
        expect(refused).toBe(true);
        expect(server.child.exitCode).toBeNull();
        request.end(body.slice(10));
      };
      waitForDrain().catch(reject);
    }, 1000);
  });

  const { status, text } = await answered;
  expect(status).toBe(200);
  expect(JSON.parse(text).result.query).toBe(claim);
  expect(await server.exited).toBe(0);

  const lines = logLines(server.output());
  expect(lines.find((line) => line.msg === "shutting down: finishing in-flight requests")).toMatchObject({
    signal: "SIGTERM",
    inFlight: 1,
  });
  expect(lines.find((line) => line.msg === "check answered")).toMatchObject({ level: "info", requestId, verdict: expect.any(String) });
  expect(lines.find((line) => line.msg === "stopped")).toBeTruthy();
  expect(server.output()).not.toContain("sk-shutdown-secret");
});
