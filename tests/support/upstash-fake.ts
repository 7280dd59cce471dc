import http from "node:http";
import net from "node:net";
import { createHash } from "node:crypto";
import IORedis from "ioredis";

/**
 * A stand-in for Upstash's REST API on 127.0.0.1, backed by a real Redis server: `POST /`
 * with a JSON array command answers `{result}`, `POST /pipeline` with an array of commands
 * answers `[{result} | {error}]`, errors are HTTP 400 `{error}`, a wrong bearer token is 401,
 * and `Upstash-Encoding: base64` encodes string results as @upstash/redis expects. Upstash
 * accepts scripts that begin with `#!lua flags=…`; Redis 7.0 does not, so the fake strips that
 * line (and answers EVALSHA of the original script's hash), as Upstash's own server would run it.
 */

export type UpstashFake = { url: string; token: string; commands: string[][]; stop(): Promise<void> };

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");

type Reply = string | number | null | Reply[];

function encode(value: Reply): Reply {
  if (typeof value === "string") return value === "OK" ? value : Buffer.from(value).toString("base64");
  if (Array.isArray(value)) return value.map(encode);
  return value;
}

export async function startUpstashFake(options: { redisUrl: string; token: string }): Promise<UpstashFake> {
  const redis = new IORedis(options.redisUrl);
  const scripts = new Map<string, string>();
  const commands: string[][] = [];

  async function run(command: unknown): Promise<Reply> {
    if (!Array.isArray(command) || command.length === 0) throw new Error("ERR command must be a non-empty JSON array");
    const [name, ...args] = command.map(String);
    commands.push([name, ...args]);
    const upper = name.toUpperCase();
    if (upper === "EVAL") {
      const body = args[0].replace(/^#!lua[^\n]*\n/, "");
      scripts.set(sha1(args[0]), body);
      return (await redis.call("EVAL", body, ...args.slice(1))) as Reply;
    }
    if (upper === "EVALSHA") {
      const body = scripts.get(args[0]);
      return (await redis.call("EVALSHA", body === undefined ? args[0] : sha1(body), ...args.slice(1))) as Reply;
    }
    return (await redis.call(name, ...args)) as Reply;
  }

  const server = http.createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.headers.authorization !== `Bearer ${options.token}`) return send(401, { error: "Unauthorized" });
    const base64 = String(request.headers["upstash-encoding"] ?? "").toLowerCase() === "base64";
    const output = (value: Reply) => (base64 ? encode(value) : value);
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      return send(400, { error: "ERR failed to parse JSON body" });
    }
    if (request.method !== "POST") return send(405, { error: "ERR only POST is supported" });
    if (request.url === "/pipeline" || request.url === "/multi-exec") {
      if (!Array.isArray(body)) return send(400, { error: "ERR pipeline body must be an array of commands" });
      const results = [];
      for (const command of body) {
        try {
          results.push({ result: output(await run(command)) });
        } catch (error) {
          results.push({ error: (error as Error).message });
        }
      }
      return send(200, results);
    }
    if (request.url !== "/") return send(404, { error: "ERR unknown path" });
    try {
      return send(200, { result: output(await run(body)) });
    } catch (error) {
      return send(400, { error: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token: options.token,
    commands,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      redis.disconnect();
    },
  };
}
