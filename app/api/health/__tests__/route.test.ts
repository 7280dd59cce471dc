import { GET, HEAD } from "@/app/api/health/route";
import { db } from "@/lib/db";
import { pingDatabase } from "@/lib/http/health";
import { logger } from "@/lib/logger";
import { testDatabaseKind } from "@/tests/support/test-database";

afterAll(async () => {
  await db.$disconnect();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe("/api/health", () => {
  it("answers 200 with the database state when the database is reachable", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body).toMatchObject({ status: "ok", database: { kind: testDatabaseKind(), ok: true, latencyMs: expect.any(Number) } });
    // Which services are configured, never their values.
    for (const service of Object.values(body.services)) expect(service).toEqual({ configured: expect.any(Boolean) });
  });

  it("answers HEAD with the same status and no body", async () => {
    const response = await HEAD();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("answers 503 to GET and HEAD when the database is unreachable", async () => {
    const warn = jest.spyOn(logger, "warn").mockImplementation(() => {});
    jest.spyOn(db, "$queryRaw").mockRejectedValue(new Error("SQLITE_CANTOPEN: unable to open database file"));
    const response = await GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "degraded", database: { ok: false, latencyMs: null } });
    expect((await HEAD()).status).toBe(503);
    expect(warn).toHaveBeenCalledWith(
      { error: expect.objectContaining({ message: expect.stringContaining("SQLITE_CANTOPEN") }) },
      "health check: database unreachable",
    );
  });

  it("counts a database that hangs as down once the probe's time is up", async () => {
    jest.spyOn(logger, "warn").mockImplementation(() => {});
    const hanging = { $queryRaw: (() => new Promise(() => {})) as unknown as typeof db.$queryRaw };
    await expect(pingDatabase(hanging, 50)).resolves.toEqual({ ok: false, latencyMs: null });
  });
});
