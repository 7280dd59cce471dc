import http from "node:http";
import type { AddressInfo } from "node:net";
import { signSessionSyncToken, syncSession, verifySessionSyncToken } from "@/lib/auth/session-sync";
import { logger } from "@/lib/logger";

type Received = { method?: string; authorization?: string };

/** A tiny receiver on a free local port that records what it gets. */
async function startReceiver(status = 204) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    received.push({ method: request.method, authorization: request.headers.authorization });
    response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/session`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const secret = "s".repeat(48);
const user = { id: "user-1", email: "a@example.com", name: "Ada" };

describe("session-token sync", () => {
  it("POSTs a bearer token on sign-in and DELETEs on sign-out", async () => {
    const receiver = await startReceiver();
    try {
      const config = { url: receiver.url, maxAgeSeconds: 300, secret };
      expect(await syncSession("sign-in", user, config)).toBe(204);
      expect(await syncSession("sign-out", user, config)).toBe(204);
      expect(receiver.received.map((r) => r.method)).toEqual(["POST", "DELETE"]);
      for (const { authorization } of receiver.received) {
        expect(authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
        const claims = verifySessionSyncToken(authorization!.slice("Bearer ".length), { secret, audience: new URL(receiver.url).origin });
        expect(claims).toMatchObject({ sub: "user-1", email: "a@example.com", name: "Ada", iss: "factlens" });
        expect(claims!.exp - claims!.iat).toBe(300);
      }
    } finally {
      await receiver.close();
    }
  });

  it("issues tokens that live SESSION_SYNC_MAX_AGE_SECONDS and no longer", () => {
    const issued = new Date("2026-01-01T00:00:00Z");
    const token = signSessionSyncToken({ user, secret, audience: "https://factlens.example", maxAgeSeconds: 120, now: issued });
    const at = (seconds: number) => new Date(issued.getTime() + seconds * 1000);
    expect(verifySessionSyncToken(token, { secret, audience: "https://factlens.example", now: at(119) })).not.toBeNull();
    expect(verifySessionSyncToken(token, { secret, audience: "https://factlens.example", now: at(120) })).toBeNull();
  });

  it("rejects a token signed with another secret, for another audience, or tampered with", () => {
    const token = signSessionSyncToken({ user, secret, audience: "https://factlens.example", maxAgeSeconds: 300 });
    expect(verifySessionSyncToken(token, { secret: "t".repeat(48), audience: "https://factlens.example" })).toBeNull();
    expect(verifySessionSyncToken(token, { secret, audience: "https://other.example" })).toBeNull();
    const [header, , signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ sub: "admin", iss: "factlens", aud: "https://factlens.example", iat: 0, exp: 9e9 }),
    ).toString("base64url");
    expect(verifySessionSyncToken(`${header}.${forged}.${signature}`, { secret, audience: "https://factlens.example" })).toBeNull();
  });

  it("never fails a sign-in when the receiver errors or is down", async () => {
    const warn = jest.spyOn(logger, "warn").mockImplementation(() => {});
    const receiver = await startReceiver(500);
    try {
      expect(await syncSession("sign-in", user, { url: receiver.url, maxAgeSeconds: 300, secret })).toBe(500);
    } finally {
      await receiver.close();
    }
    await expect(syncSession("sign-in", user, { url: receiver.url, maxAgeSeconds: 300, secret, timeoutMs: 500 })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
