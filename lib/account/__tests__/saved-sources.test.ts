import { savedSourceInputSchema } from "@/lib/api/schemas/saved-sources";
import { listSavedSources, removeSavedSource, saveSource } from "@/lib/account/saved-sources";
import { toSavedSourceInput } from "@/lib/account/saved-sources-client";
import type { Source } from "@/lib/fact-check/types";
import { createTestDatabase } from "@/tests/support/test-database";

const source: Source = {
  id: "s1",
  outlet: "Reuters",
  publishDate: "2025-06-01",
  credibility: 9,
  credibilityReason: "International wire service with a published corrections policy and trust principles; IFCN signatory fact-check unit",
  credibilityBasis: "table",
  kind: "wire-service",
  stance: "disputes",
  title: "Fact check: no microchips",
  excerpt: "Vaccines do not contain microchips.",
  relevance: 90,
  url: "https://www.reuters.com/fact-check/microchips",
};

describe("saved sources", () => {
  const { db, cleanup } = createTestDatabase();
  afterAll(cleanup);

  it("validates a source card as the API's input", () => {
    const parsed = savedSourceInputSchema.parse(toSavedSourceInput(source, "Vaccines contain microchips"));
    expect(parsed).toEqual({
      url: source.url,
      title: source.title,
      outlet: "Reuters",
      excerpt: source.excerpt,
      credibility: 9,
      stance: "disputes",
      publishDate: "2025-06-01",
      claim: "Vaccines contain microchips",
    });
    expect(savedSourceInputSchema.safeParse({ ...parsed, url: "javascript:alert(1)" }).success).toBe(false);
    expect(savedSourceInputSchema.safeParse({ ...parsed, credibility: 11 }).success).toBe(false);
    expect(savedSourceInputSchema.safeParse({ ...parsed, stance: "maybe" }).success).toBe(false);
    expect(savedSourceInputSchema.safeParse({ ...parsed, extra: 1 }).success).toBe(false);
    expect(savedSourceInputSchema.parse({ ...parsed, publishDate: undefined }).publishDate).toBeNull();
  });

  it("saves, lists newest first, updates on a second save of the same URL, and removes per account", async () => {
    const ada = await db.user.create({ data: { email: "ada@example.com" } });
    const bob = await db.user.create({ data: { email: "bob@example.com" } });
    const input = savedSourceInputSchema.parse(toSavedSourceInput(source));
    const first = await saveSource({ db, userId: ada.id, source: input });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await saveSource({ db, userId: ada.id, source: { ...input, url: "https://apnews.com/x", outlet: "AP" } });
    expect((await listSavedSources({ db, userId: ada.id })).map((s) => s.outlet)).toEqual(["AP", "Reuters"]);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await saveSource({ db, userId: ada.id, source: { ...input, title: "Updated title" } });
    expect(again.id).toBe(first.id);
    expect((await listSavedSources({ db, userId: ada.id })).map((s) => s.title)).toEqual(["Updated title", input.title]);

    expect(await listSavedSources({ db, userId: bob.id })).toEqual([]);
    expect(await removeSavedSource({ db, userId: bob.id, id: first.id })).toBe(false);
    expect(await removeSavedSource({ db, userId: ada.id, url: source.url })).toBe(true);
    expect((await listSavedSources({ db, userId: ada.id })).map((s) => s.outlet)).toEqual(["AP"]);
  });
});
