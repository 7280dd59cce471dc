import { classifyCategory } from "@/lib/discover/classify-category";
import { sampleClaims } from "@/config/site";

describe("classifyCategory", () => {
  it("puts each sample claim in the category it is listed with", () => {
    for (const sample of sampleClaims) expect(classifyCategory(sample.text)).toBe(sample.category);
  });

  it.each([
    ["Sea levels are rising faster than ever", "Environmental Science"],
    ["The measles vaccine causes autism", "Health & Medicine"],
    ["Mail-in ballots were counted twice in Arizona", "Politics & Government"],
    ["Inflation hit 9.1 percent in June 2022", "Economics & Finance"],
    ["NASA landed astronauts on the moon in 1969", "Science & Technology"],
    ["Schools are banning Christmas celebrations", "Society & Culture"],
    ["The quick brown fox jumps over the lazy dog", "Other"],
  ])("%s → %s", (claim, category) => {
    expect(classifyCategory(claim)).toBe(category);
  });

  it("matches words, not fragments of other words", () => {
    // "war" must not fire inside "warming"; "ai" not inside "said".
    expect(classifyCategory("Global warming said to slow")).toBe("Environmental Science");
  });

  it("is deterministic", () => {
    const claim = "Bitcoin mining uses more electricity than Argentina";
    expect(classifyCategory(claim)).toBe(classifyCategory(claim));
  });
});
