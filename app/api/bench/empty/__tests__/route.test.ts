import { GET } from "@/app/api/bench/empty/route";
import { env } from "@/lib/env";

describe("GET /api/bench/empty", () => {
  it("is not found unless BENCH_EMPTY_ROUTE=1", () => {
    expect(env.BENCH_EMPTY_ROUTE).toBe("0");
    expect(GET().status).toBe(404);
  });

  it("answers 204 with no body and no caching when switched on", async () => {
    const saved = env.BENCH_EMPTY_ROUTE;
    env.BENCH_EMPTY_ROUTE = "1";
    try {
      const response = GET();
      expect(response.status).toBe(204);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.text()).toBe("");
    } finally {
      env.BENCH_EMPTY_ROUTE = saved;
    }
  });
});
