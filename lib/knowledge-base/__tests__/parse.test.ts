import { parseClaimReviews } from "@/lib/knowledge-base/parse";

const claimReview = (overrides: Record<string, unknown> = {}) => ({
  "@context": "https://schema.org",
  "@type": "ClaimReview",
  claimReviewed: "The moon is made of cheese",
  itemReviewed: { "@type": "Claim", author: { "@type": "Person", name: "A. Blogger" }, datePublished: "2021-03-01" },
  author: { "@type": "Organization", name: "Example Checks", url: "https://checks.example.org" },
  url: "https://checks.example.org/moon-cheese",
  headline: "No, the moon is not cheese",
  datePublished: "2021-03-04",
  reviewRating: { "@type": "Rating", alternateName: "Pants on Fire" },
  reviewBody: "Lunar samples are rock.",
  keywords: "Science & Technology",
  ...overrides,
});

describe("parseClaimReviews", () => {
  it("reads one ClaimReview object with every field", () => {
    const { records, skipped } = parseClaimReviews(JSON.stringify(claimReview()));
    expect(skipped).toEqual([]);
    expect(records).toHaveLength(1);
    expect(records[0].record).toEqual({
      claimText: "The moon is made of cheese",
      claimant: "A. Blogger",
      claimDate: new Date("2021-03-01"),
      publisherName: "Example Checks",
      publisherSite: "checks.example.org",
      reviewUrl: "https://checks.example.org/moon-cheese",
      title: "No, the moon is not cheese",
      reviewDate: new Date("2021-03-04"),
      textualRating: "Pants on Fire",
      language: "en",
      category: "Science & Technology",
      summary: "Lunar samples are rock.",
    });
  });

  it("reads an array and skips its bad records with a reason, keeping the rest", () => {
    const input = [
      claimReview(),
      claimReview({ url: "not a url" }),
      claimReview({ claimReviewed: undefined }),
      claimReview({ reviewRating: {} }),
      42,
    ];
    const { records, skipped } = parseClaimReviews(JSON.stringify(input), "feed.json");
    expect(records).toHaveLength(1);
    expect(skipped).toEqual([
      { where: "feed.json[1]", reason: "reviewUrl is not an http(s) URL" },
      { where: "feed.json[2]", reason: "missing claimText" },
      { where: "feed.json[3]", reason: "missing textualRating" },
      { where: "feed.json[4]", reason: "not a JSON object" },
    ]);
  });

  it("reads a DataFeed of ClaimReviews", () => {
    const feed = {
      "@context": "https://schema.org",
      "@type": "DataFeed",
      dataFeedElement: [
        {
          "@type": "DataFeedItem",
          item: [claimReview(), claimReview({ url: "https://checks.example.org/2", claimReviewed: "Second claim here" })],
        },
        { "@type": "DataFeedItem", item: [{ "@type": "Thing" }] },
      ],
    };
    const { records, skipped } = parseClaimReviews(JSON.stringify(feed), "feed");
    expect(records.map((r) => r.record.claimText)).toEqual(["The moon is made of cheese", "Second claim here"]);
    expect(skipped).toHaveLength(1);
    expect(skipped[0].reason).toMatch(/not a ClaimReview/);
  });

  it("derives a label from a star rating when there is no alternateName", () => {
    const { records } = parseClaimReviews(JSON.stringify(claimReview({ reviewRating: { ratingValue: 1, bestRating: 5, worstRating: 1 } })));
    expect(records[0].record.textualRating).toBe("False");
  });

  it("reads a Google Fact Check Tools response, including reviews without date or title", () => {
    const response = {
      claims: [
        {
          text: "A bridge collapsed yesterday",
          claimant: "Social media users",
          claimDate: "2022-07-01T00:00:00Z",
          claimReview: [
            {
              publisher: { name: "Check One", site: "checkone.example" },
              url: "https://checkone.example/a",
              title: "Old video",
              reviewDate: "2022-07-02T00:00:00Z",
              textualRating: "False",
              languageCode: "en",
            },
            {
              publisher: { name: "Check Two", site: "checktwo.example" },
              url: "https://checktwo.example/b",
              textualRating: "Misleading",
              languageCode: "en",
            },
            { publisher: { name: "Check Three" }, textualRating: "False" },
          ],
        },
        { text: "No reviews here" },
      ],
      nextPageToken: "CAo",
    };
    const { records, skipped } = parseClaimReviews(JSON.stringify(response), "google.json");
    expect(records).toHaveLength(2);
    expect(records[1].record).toMatchObject({ publisherName: "Check Two", title: undefined, reviewDate: undefined });
    expect(skipped).toEqual([
      { where: "google.json claims[0].claimReview[2]", reason: "missing reviewUrl" },
      { where: "google.json claims[1]", reason: "claim has no claimReview" },
    ]);
  });

  it("treats Google's empty answer {} as nothing to import, not an error", () => {
    expect(parseClaimReviews("{}")).toEqual({ records: [], skipped: [] });
  });

  it("reads JSON Lines mixing both formats and reports a broken line by number", () => {
    const lines = [
      JSON.stringify(claimReview()),
      "{ not json",
      "",
      JSON.stringify({
        claims: [{ text: "Another claim", claimReview: [{ publisher: { name: "P" }, url: "https://p.example/x", textualRating: "True" }] }],
      }),
    ].join("\n");
    const { records, skipped } = parseClaimReviews(lines, "mixed.jsonl");
    expect(records).toHaveLength(2);
    expect(skipped).toHaveLength(1);
    expect(skipped[0].where).toBe("mixed.jsonl:2");
    expect(skipped[0].reason).toMatch(/invalid JSON/);
  });
});
