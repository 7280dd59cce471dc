import { findDisagreement } from "@/lib/fact-check/disagreement";
import type { FactCheckResult, GoogleFactCheckEntry, Source, Stance } from "@/lib/fact-check/types";

const source = (
  id: string,
  outlet: string,
  stance: Stance,
  credibility: number,
  url = `https://${outlet.toLowerCase().replace(/\W/g, "")}.example/${id}`,
): Source => ({
  id,
  outlet,
  stance,
  credibility,
  credibilityReason: "reason",
  credibilityBasis: "table",
  kind: "news",
  publishDate: null,
  title: `${outlet} title`,
  excerpt: "",
  relevance: 80,
  url,
});
const review = (s: Source): GoogleFactCheckEntry => ({
  text: "claim",
  review: { publisher: { name: s.outlet }, url: s.url, textualRating: s.stance === "supports" ? "True" : "False" },
});
const result = (sources: Source[], reviewed: Source[], status: FactCheckResult["verdict"]["status"] = "MIXED") => ({
  sources,
  googleFactCheck: reviewed.map(review),
  verdict: { status, confidence: 50, summary: "" },
});

describe("findDisagreement", () => {
  it("finds fact-checkers and web evidence pointing different ways, with both sides most credible first", () => {
    const fc1 = source("src-1", "PolitiFact", "disputes", 8);
    const fc2 = source("src-2", "Reuters", "disputes", 9);
    const web1 = source("src-3", "Blog", "supports", 4);
    const web2 = source("src-4", "Daily Paper", "supports", 7);
    const found = findDisagreement(result([fc1, fc2, web1, web2], [fc1, fc2], "FALSE"));
    expect(found?.kind).toBe("fact-checkers-vs-web");
    expect(found?.disputes.map((s) => [s.outlet, s.role, s.credibility])).toEqual([
      ["Reuters", "fact-checker", 9],
      ["PolitiFact", "fact-checker", 8],
    ]);
    expect(found?.supports.map((s) => [s.outlet, s.role, s.stance])).toEqual([
      ["Daily Paper", "web-evidence", "supports"],
      ["Blog", "web-evidence", "supports"],
    ]);
  });

  it("finds reliable fact-checkers rating the claim both ways", () => {
    const a = source("src-1", "Full Fact", "supports", 8);
    const b = source("src-2", "Snopes", "disputes", 7);
    expect(findDisagreement(result([a, b], [a, b]))?.kind).toBe("fact-checkers-disagree");
  });

  it("does not count an unreliable fact-checker's dissent unless the verdict is DISPUTED", () => {
    const a = source("src-1", "Full Fact", "disputes", 8);
    const b = source("src-2", "Dubious Checks", "supports", 3);
    const web = source("src-3", "Wire", "disputes", 9);
    expect(findDisagreement(result([a, b, web], [a, b], "FALSE"))).toBeNull();
    expect(findDisagreement(result([a, b, web], [a, b], "DISPUTED"))?.kind).toBe("fact-checkers-disagree");
  });

  it("is absent when all sources agree, or only one side is taken", () => {
    const a = source("src-1", "Full Fact", "disputes", 8);
    const web = source("src-2", "Wire", "disputes", 9);
    const neutral = source("src-3", "Encyclopedia", "neutral", 6);
    expect(findDisagreement(result([a, web, neutral], [a], "FALSE"))).toBeNull();
    expect(findDisagreement(result([], [], "DISPUTED"))).toBeNull();
  });

  it("is absent when a lone web source differs but the web evidence as a whole agrees with the fact-checkers", () => {
    const fc = source("src-1", "PolitiFact", "disputes", 8);
    const w1 = source("src-2", "Wire", "disputes", 9);
    const w2 = source("src-3", "Paper", "disputes", 8);
    const w3 = source("src-4", "Blog", "supports", 4);
    expect(findDisagreement(result([fc, w1, w2, w3], [fc], "FALSE"))).toBeNull();
  });
});
