import { firstSentences, listNames } from "@/lib/text/prose";

describe("listNames", () => {
  it("joins names with commas and a final 'and'", () => {
    expect(listNames([])).toBe("");
    expect(listNames(["Reuters"])).toBe("Reuters");
    expect(listNames(["Reuters", "AP"])).toBe("Reuters and AP");
    expect(listNames(["Reuters", "AP", "AFP", "PolitiFact"])).toBe("Reuters, AP, AFP and PolitiFact");
  });
});

describe("firstSentences", () => {
  const first = "The council raised the single fare from two euros to two euros fifty in April of that year.";
  const second = "Monthly passes did not change.";

  it("keeps a text that fits, to the character", () => {
    const text = `${first} ${second}`;
    expect(firstSentences(text, text.length)).toBe(text);
  });

  it("cuts a longer text after its last whole sentence that fits", () => {
    expect(firstSentences(`${first} ${second} A third sentence follows.`, first.length + 20)).toBe(first);
  });

  it("cuts within the text, with an ellipsis, when the whole sentences that fit are too short", () => {
    const text = `Short one. ${"word ".repeat(40)}`;
    expect(firstSentences(text, 60)).toBe(`${text.slice(0, 60).trimEnd()}…`);
    expect(firstSentences("x".repeat(100), 50)).toBe(`${"x".repeat(50)}…`);
  });
});
