import { createTestDatabase } from "@/tests/support/test-database";
import { isTrackedPage, pageViewEvent, recordPageView } from "@/lib/analytics/page-views";

const request = (path: string, headers: Record<string, string> = {}, method = "GET") => ({
  method,
  nextUrl: { pathname: path },
  headers: new Headers(headers),
});

describe("pageViewEvent", () => {
  it("counts a document load and a client-side navigation of the how-to guide", () => {
    expect(pageViewEvent(request("/how-to-fact-check", { "sec-fetch-dest": "document" }))).toBe("how-to-guide");
    expect(pageViewEvent(request("/how-to-fact-check", { rsc: "1" }))).toBe("how-to-guide");
  });

  it("ignores prefetches, other methods and other pages", () => {
    expect(pageViewEvent(request("/how-to-fact-check", { "next-router-prefetch": "1" }))).toBeNull();
    expect(pageViewEvent(request("/how-to-fact-check", { purpose: "prefetch" }))).toBeNull();
    expect(pageViewEvent(request("/how-to-fact-check", {}, "HEAD"))).toBeNull();
    expect(pageViewEvent(request("/faq"))).toBeNull();
  });
});

describe("isTrackedPage", () => {
  it("names the pages whose links must not prefetch them, with or without a query, hash or trailing slash", () => {
    for (const href of ["/how-to-fact-check", "/how-to-fact-check/", "/how-to-fact-check?ref=guide", "/how-to-fact-check#steps"])
      expect(isTrackedPage(href)).toBe(true);
    for (const href of ["/faq", "/", "/how-to-fact-check-more"]) expect(isTrackedPage(href)).toBe(false);
  });
});

describe("recordPageView", () => {
  const { db, cleanup } = createTestDatabase();
  afterAll(cleanup);

  it("stores the event in our own database", async () => {
    await recordPageView(db, { event: "how-to-guide", path: "/how-to-fact-check", referrer: "https://search.example/?q=fact+check" });
    const rows = await db.pageView.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: "how-to-guide", path: "/how-to-fact-check", referrer: "https://search.example/?q=fact+check" });
  });
});
