import { foldAccents, type FoldAccentsOptions } from "@/lib/text/fold";

/** [input, options, expected folding] */
const CASES: [string, FoldAccentsOptions, string][] = [
  // Accents of Latin, Greek and Cyrillic letters go; case and punctuation stay.
  ["Parțial ADEVĂRAT!", {}, "Partial ADEVARAT!"],
  ["Café, São Paulo — Pelé", {}, "Cafe, Sao Paulo — Pele"],
  ["άλφα й", {}, "αλφα и"],
  ["Crème brûlée", { marks: "alphabetic" }, "Creme brulee"],
  // Compatibility forms fold; letters that do not decompose stay.
  ["ﬁnes ＣＯＶＩＤ", {}, "fines COVID"],
  ["Größtenteils łódź", {}, "Großtenteils łodz"],
  // By default the Combining Diacritical Marks block goes wherever it stands, and nothing else:
  // a stray acute on a Devanagari letter goes, a Supplement-block mark on a Latin letter stays,
  // Devanagari vowel signs and virama stay.
  ["क\u0301", {}, "क"],
  ["a\u1dc4", {}, "a\u1dc4"],
  ["फर्जी", {}, "फर्जी"],
  // "alphabetic" drops every nonspacing mark on Latin, Greek and Cyrillic letters, and only there.
  ["a\u1dc4", { marks: "alphabetic" }, "a"],
  ["क\u0301", { marks: "alphabetic" }, "क\u0301"],
  ["\u0917\u093c", { marks: "alphabetic", recompose: true }, "\u0917\u093c"],
  // The result stays decomposed unless recomposed.
  ["한국", {}, "\u1112\u1161\u11ab\u1100\u116e\u11a8"],
  ["한국", { recompose: true }, "한국"],
];

describe("foldAccents", () => {
  it.each(CASES)("folds %j with %j to %j", (input, options, expected) => {
    expect(foldAccents(input, options)).toBe(expected);
  });

  it("folds with the default options when none are given", () => {
    expect(foldAccents("Ölçü")).toBe(foldAccents("Ölçü", { marks: "diacritics", recompose: false }));
    expect(foldAccents("Ölçü")).toBe("Olcu");
  });
});
