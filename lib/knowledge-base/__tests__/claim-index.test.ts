import { readFileSync } from "node:fs";
import path from "node:path";
import { ClaimIndex } from "@/lib/knowledge-base/claim-index";
import { normalizeClaimText } from "@/lib/knowledge-base/text";

/**
 * The stored claims are the project's own starter fact-checks (config/knowledge-base); the
 * queries and the filler claims were written for this suite.
 */
const starterClaims: string[] = [
  ...new Set(
    (
      JSON.parse(readFileSync(path.join(process.cwd(), "config/knowledge-base/starter-claim-reviews.json"), "utf8")) as Array<{
        claimReviewed: string;
      }>
    ).map((review) => review.claimReviewed),
  ),
];

function starterIndex(): ClaimIndex {
  const index = new ClaimIndex();
  index.add(starterClaims.map((text) => ({ id: normalizeClaimText(text), text })));
  return index;
}

/** Rewordings of starter claims, written for this suite. */
const REWORDINGS: Array<[query: string, expected: string]> = [
  ["Is global warming mainly man-made?", "Climate change is primarily caused by human activities"],
  ["human activity is the main cause of climate change", "Climate change is primarily caused by human activities"],
  ["COVID vaccines have tracking microchips in them", "Vaccines contain microchips for tracking"],
  ["vaccine microchip", "Vaccines contain microchips for tracking"],
  ["the 2020 presidential election was stolen", "The 2020 US election was rigged"],
  ["Was the 2020 election rigged?", "The 2020 US election was rigged"],
  ["bitcoin is going to replace fiat money", "Bitcoin will replace traditional currency"],
  ["Does the MMR jab cause autism?", "The MMR vaccine causes autism"],
  ["Says 5G spreads the coronavirus", "5G networks spread COVID-19"],
  ["Obama was born in Kenya", "Barack Obama was born in Kenya"],
  ["The Earth is flat!", "The Earth is flat"],
  ["Is it true that the Great Wall of China can be seen from space?", "The Great Wall of China is visible from space with the naked eye"],
  ["The U.S. national debt passed 30 trillion dollars in 2022", "The US national debt exceeded $30 trillion in 2022"],
  ["Inflation in the United States peaked at 9.1 percent in June 2022", "US inflation peaked at 9.1% in June 2022"],
  ["The moon landing was a hoax", "The moon landings were faked"],
  ["Sea level is rising", "Sea levels are rising"],
];

describe("ClaimIndex over the starter fact-checks", () => {
  const index = starterIndex();

  it("indexes each distinct claim once", () => {
    expect(starterClaims.length).toBeGreaterThan(40);
    expect(index.size).toBe(starterClaims.length);
  });

  it("finds each starter claim as itself and as nothing else", () => {
    for (const text of starterClaims) {
      expect({ text, hits: index.search(text, { related: false }).map((h) => h.text) }).toEqual({ text, hits: [text] });
      expect({ text, hits: index.search(`Says ${text.toLowerCase()}.`, { related: false }).map((h) => h.text) }).toEqual({
        text,
        hits: [text],
      });
    }
  });

  it.each(REWORDINGS)("%s → %s", (query, expected) => {
    // The top hit, matched or at least related (shown beside the verdict).
    const hits = index.search(query);
    expect({ query, top: hits[0]?.text }).toEqual({ query, top: expected });
    expect(hits[0].id).toBe(normalizeClaimText(expected));
    expect(hits[0].score).toBeGreaterThan(0.25);
    expect(hits[0].score).toBeLessThanOrEqual(1);
  });

  it("matches most of those rewordings; the rest are related", () => {
    const matched = REWORDINGS.filter(([query, expected]) => {
      const top = index.search(query, { related: false })[0];
      return top?.text === expected;
    });
    expect(matched.length).toBeGreaterThanOrEqual(Math.ceil(0.6 * REWORDINGS.length));
  });

  it.each([
    "The 2016 US election was rigged",
    "Vaccines do not contain microchips",
    "Climate change is primarily caused by the sun",
    "US inflation peaked at 7% in June 2022",
    "Sea levels are falling",
    "Smoking prevents lung cancer",
    "Lightning often strikes the same place twice",
    "Nuclear power is one of the most dangerous sources of energy",
    "Mail-in voting reduces voter fraud",
    "Taking vitamin C causes colds",
    "Bitcoin uses more electricity than Norway",
    "The 2020 US election was the most secure in history",
    "What is the capital of France?",
    "",
  ])("matches nothing for %j (a close claim is suggested with what differs highlighted, or related)", (query) => {
    expect({ query, matches: index.search(query, { related: false }).map((h) => h.text) }).toEqual({ query, matches: [] });
    for (const hit of index.search(query)) {
      expect(hit.band).not.toBe("match");
      if (hit.band === "suggestion") {
        const shown = [...(hit.differences?.query ?? []), ...(hit.differences?.candidate ?? [])];
        expect({ query, candidate: hit.text, shown: shown.length > 0 }).toEqual({ query, candidate: hit.text, shown: true });
      }
    }
  });
});

describe("ClaimIndex maintenance", () => {
  it("adds, upserts and removes claims", () => {
    const index = new ClaimIndex();
    index.add([
      { id: "a", text: "Smoking causes lung cancer" },
      { id: "b", text: "Sea levels are rising" },
    ]);
    expect(index.size).toBe(2);
    expect(index.search("lung cancer is caused by smoking").map((h) => h.id)).toEqual(["a"]);

    index.upsert({ id: "a", text: "Smoking prevents lung cancer" });
    expect(index.size).toBe(2);
    expect(index.search("lung cancer is caused by smoking", { related: false })).toEqual([]);
    expect(index.search("smoking prevents lung cancer").map((h) => h.id)).toEqual(["a"]);

    index.upsert({ id: "a", text: "Smoking prevents lung cancer" }); // unchanged: no-op
    index.add([{ id: "b", text: "Sea levels are rising fast" }]); // an existing id is updated
    expect(index.size).toBe(2);
    expect(index.search("sea levels are rising fast").map((h) => h.id)).toEqual(["b"]);

    index.remove("a");
    index.remove("a");
    index.remove("missing");
    expect(index.size).toBe(1);
    expect(index.search("smoking prevents lung cancer")).toEqual([]);
  });

  it("bands every hit: match (counts), suggestion or related (shown), never a claim unlike the query", () => {
    const index = new ClaimIndex();
    index.add([
      { id: "rigged", text: "The 2020 US election was rigged" },
      { id: "moon", text: "The moon landings were faked" },
    ]);
    // The same election, said the other way: shown for the visitor to judge, never counted as a match.
    const hits = index.search("The 2020 US election was the most secure in history");
    expect(hits.map((h) => h.id)).toEqual(["rigged"]);
    expect(hits[0].band).not.toBe("match");
    expect(index.search("The 2020 US election was rigged").map((h) => [h.id, h.band])).toEqual([["rigged", "match"]]);
  });

  it("returns matches best first, up to the limit, and never the denial as a match", () => {
    const index = new ClaimIndex();
    index.add([
      { id: "exact", text: "The COVID vaccine causes infertility" },
      { id: "broader", text: "Vaccines cause infertility" },
      { id: "denial", text: "The COVID vaccine does not cause infertility" },
      { id: "other", text: "The COVID vaccine alters your DNA" },
    ]);
    const hits = index.search("Covid-19 vaccines cause infertility");
    expect(hits[0].id).toBe("exact");
    expect(hits[0].band).toBe("match");
    expect(hits[0].reasons?.join(" ")).toMatch(/match: P\(same claim\)/);
    for (let i = 1; i < hits.length; i++) expect(hits[i].score).toBeLessThanOrEqual(hits[i - 1].score);
    expect(hits.find((h) => h.id === "denial")?.band ?? "none").not.toBe("match");
    expect(index.search("Covid-19 vaccines cause infertility", { limit: 1 }).map((h) => h.id)).toEqual(["exact"]);
    expect(index.search("Covid-19 vaccines cause infertility", { limit: 0 })).toEqual([]);
  });

  it("finds a claim among many similar ones", () => {
    const index = new ClaimIndex();
    const places = ["Ohio", "Texas", "Maine", "Iowa", "Utah", "Idaho", "Kansas", "Oregon", "Nevada", "Vermont"];
    const topics = ["unemployment", "crime", "rent", "tuition", "gas prices"];
    const claims: Array<{ id: string; text: string }> = [];
    for (const place of places) {
      for (const topic of topics) {
        for (let year = 1990; year < 2030; year++) {
          claims.push({ id: `${place}-${topic}-${year}-up`, text: `${topic} in ${place} rose by ${year % 17}% in ${year}` });
          claims.push({ id: `${place}-${topic}-${year}-down`, text: `${topic} in ${place} fell by ${year % 17}% in ${year}` });
        }
      }
    }
    index.add(claims);
    expect(index.size).toBe(4000);
    expect(index.search("In 2011, unemployment in Texas went up 5 percent", { related: false }).map((h) => h.id)).toEqual([
      "Texas-unemployment-2011-up",
    ]);
    expect(index.search("In 2011, unemployment in Texas went up 6 percent", { related: false })).toEqual([]);
    expect(index.search("Texas unemployment dropped 5% in 2011", { related: false }).map((h) => h.id)).toEqual([
      "Texas-unemployment-2011-down",
    ]);
    // Scoring only the first few candidates retrieved (what the cached-sources provider asks) still finds it.
    expect(index.explain("In 2011, unemployment in Texas went up 5 percent")).toHaveLength(20);
    expect(index.explain("In 2011, unemployment in Texas went up 5 percent", 5)).toHaveLength(5);
    expect(index.search("In 2011, unemployment in Texas went up 5 percent", { related: false, scored: 5 }).map((h) => h.id)).toEqual([
      "Texas-unemployment-2011-up",
    ]);
  });
});
