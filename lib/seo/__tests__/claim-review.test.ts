import { checkPermalink, claimReviewStructuredData } from "@/lib/seo/claim-review";
import { serializeJsonLd } from "@/lib/seo/json-ld";

const result = (status: string) => ({
  id: "abc-123",
  query: "The Eiffel Tower was moved to Rome in 2023",
  verdict: { status: status as never, confidence: 42, summary: "No evidence supports this." },
  checkedAt: "2024-05-01T10:00:00.000Z",
});

describe("claimReviewStructuredData", () => {
  it.each([
    ["TRUE", 5, "True"],
    ["MOSTLY_TRUE", 4, "Mostly True"],
    ["MIXED", 3, "Mixed"],
    ["MOSTLY_FALSE", 2, "Mostly False"],
    ["FALSE", 1, "False"],
    ["UNCLEAR", 3, "Unclear"],
    ["DISPUTED", 3, "Disputed"],
    ["SOMETHING_ELSE", 3, "Unknown"],
  ])("rates %s with %i stars named %s", (status, stars, name) => {
    const data = claimReviewStructuredData({ result: result(status), origin: "https://factlens.example" });
    expect(data.reviewRating).toEqual({ "@type": "Rating", ratingValue: stars, bestRating: 5, worstRating: 1, alternateName: name });
  });

  it("names the claim, Factlens as author, the date and the permalink", () => {
    const data = claimReviewStructuredData({ result: result("FALSE"), origin: "https://factlens.example/" });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ClaimReview",
      claimReviewed: "The Eiffel Tower was moved to Rome in 2023",
      author: { "@type": "Organization", name: "Factlens", url: "https://factlens.example/" },
      datePublished: "2024-05-01T10:00:00.000Z",
      url: "https://factlens.example/check/abc-123",
    });
  });

  it("keeps a hostile claim inert once serialised", () => {
    const hostile = { ...result("FALSE"), query: "</script><script>alert(1)</script>" };
    const out = serializeJsonLd(claimReviewStructuredData({ result: hostile, origin: "https://x.example" }));
    expect(out.toLowerCase()).not.toContain("</script");
    expect(JSON.parse(out).claimReviewed).toBe(hostile.query);
  });
});

describe("checkPermalink", () => {
  it("joins origin and id without a double slash and encodes the id", () => {
    expect(checkPermalink("https://a.example/", "x y")).toBe("https://a.example/check/x%20y");
  });
});
