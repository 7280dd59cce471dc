import { baseForms, loadWordNet } from "@/lib/knowledge-base/wordnet";
import { wordRoles } from "@/lib/knowledge-base/roles";
import { compareClaims } from "@/lib/knowledge-base/matcher";

describe("WordNet relations (built beside the word vectors by Jest's global setup)", () => {
  const wordNet = loadWordNet();

  it("is loaded", () => {
    expect(wordNet).not.toBeNull();
  });

  it.each([
    ["hike", "raise", "synonym"],
    ["kid", "child", "synonym"],
    ["physician", "doctor", "synonym"],
    ["republican", "democrat", "sibling"],
    ["college", "navy", "none"],
    ["malaria", "snakebite", "none"],
  ])("%s and %s: %s", (a, b, relation) => {
    expect(wordNet?.relation(a, b)).toBe(relation);
    expect(wordNet?.relation(b, a)).toBe(relation);
  });

  it.each([
    ["car", "vehicle"],
    ["murder", "kill"],
    ["condo", "home"],
  ])("%s is a kind of %s: hypernym one way, hyponym the other", (narrow, broad) => {
    expect(wordNet?.relation(narrow, broad)).toBe("hypernym");
    expect(wordNet?.relation(broad, narrow)).toBe("hyponym");
    // Asked in either order first (the answer is remembered once per pair).
    expect(wordNet?.relation(narrow, broad)).toBe("hypernym");
  });

  it("reads senses in the parts of speech the words are written in", () => {
    // As nouns, "father" and "mother" are kinds of parent; only the verbs share a sense.
    expect(wordNet?.relation("fathers", "mothers", "n")).toBe("sibling");
    expect(wordNet?.relation("fathers", "mothers")).toBe("synonym");
    // A sense shared in another part of speech still makes synonyms ("a hike" = "a raise").
    expect(wordNet?.relation("hiked", "raised", "v")).toBe("synonym");
  });

  it("knows verbs of several words, read through their first word's base forms", () => {
    expect(wordNet?.relation("got rid of", "eliminated")).toBe("synonym");
    expect(wordNet?.relation("stepped down", "resigned")).toBe("synonym");
    expect(wordNet?.senses("went nowhere near")).toEqual([]);
  });

  it("reads inflected words through their base forms", () => {
    expect(baseForms("taxes")).toContain("tax");
    expect(baseForms("hiked")).toContain("hike");
    expect(baseForms("countries")).toContain("country");
    expect(wordNet?.relation("hiked", "raised")).toBe("synonym");
  });
});

describe("word roles", () => {
  it("reads the subject, the predicate, the object and a place", () => {
    const roles = wordRoles("joe biden was the first in his family to go to college");
    expect(roles.get("biden")).toBe("subject");
    expect(roles.get("go")).toBe("predicate");
    expect(roles.get("college")).toBe("object");
    expect(wordRoles("a child dies from malaria every minute in africa").get("africa")).toBe("place");
  });
});

describe("alignment features", () => {
  it("align a synonym as the same word and leave a swapped word unaligned", () => {
    const reworded = compareClaims("Evers hiked property taxes by $300", "Evers raised property taxes by $300").features;
    expect(reworded.worstAlignment).toBe(1);
    expect(reworded.dictionaryCoverage).toBe(1);
    const swapped = compareClaims(
      "Joe Biden was the first in his family to serve in the Navy",
      "Joe Biden was the first in his family to go to college",
    );
    expect(swapped.features.worstAlignment).toBeLessThan(0.5);
    expect(swapped.features.dictionaryCoverage).toBeLessThan(1);
    expect(swapped.differences.query.map((d) => d.text)).toEqual(expect.arrayContaining(["navy"]));
    expect(swapped.differences.candidate.map((d) => d.text)).toEqual(expect.arrayContaining(["college"]));
  });

  it("count a WordNet sibling as a swap, however close its word vector", () => {
    const f = compareClaims("Republicans want to cut Social Security", "Democrats want to cut Social Security").features;
    expect(f.siblingSwaps).toBeGreaterThan(0);
  });

  it("highlight a negation on the side that denies", () => {
    const { differences } = compareClaims("Vaccines do not contain microchips", "Vaccines contain microchips");
    expect(differences.query).toContainEqual({ text: "not", kind: "negation" });
    expect(differences.candidate.some((d) => d.kind === "negation")).toBe(false);
  });
});
