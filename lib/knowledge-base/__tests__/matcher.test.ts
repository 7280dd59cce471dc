import { bandOf, compareClaims, MATCHER_MODEL } from "@/lib/knowledge-base/matcher";

/**
 * Rewordings and near-misses written for this suite. The first four stored claims are the
 * project's own sample claims (config/knowledge-base); none comes from evaluation data.
 */

type Pair = [query: string, stored: string];

/**
 * A list of rewordings: every one is at least related (shown beside the verdict), and at least
 * `share` of them are matches (counted). The match band is chosen for few false matches, so a
 * reworded claim may honestly land in related.
 */
function expectRewordings(pairs: Pair[], share: number) {
  const results = pairs.map(([query, stored]) => ({ query, stored, ...compareClaims(query, stored) }));
  for (const r of results) {
    expect({ query: r.query, stored: r.stored, band: r.band === "none" ? "none" : "shown" }).toEqual({
      query: r.query,
      stored: r.stored,
      band: "shown",
    });
    expect(r.score).toBeGreaterThan(0);
    expect(r.score).toBeLessThanOrEqual(1);
  }
  const matched = results.filter((r) => r.band === "match").length;
  expect(matched).toBeGreaterThanOrEqual(Math.ceil(share * results.length));
}

function expectNoMatch([query, stored]: Pair, reason?: RegExp) {
  const result = compareClaims(query, stored);
  expect({ query, stored, sameAssertion: result.sameAssertion }).toEqual({ query, stored, sameAssertion: false });
  expect(result.score).toBeGreaterThanOrEqual(0);
  expect(result.score).toBeLessThan(1);
  if (reason) expect(result.reasons.join(" | ")).toMatch(reason);
}

const CLIMATE = "Climate change is primarily caused by human activities";
const MICROCHIPS = "Vaccines contain microchips for tracking";
const ELECTION = "The 2020 US election was rigged";
const BITCOIN = "Bitcoin will replace traditional currency";

describe("project sample claims: rewordings are found", () => {
  it("every one at least related, most matched", () => {
    expectRewordings(
      [
        ["Is global warming mainly man-made?", CLIMATE],
        ["human activity is the main cause of climate change", CLIMATE],
        ["Climate change is mostly caused by humans", CLIMATE],
        ["Global warming is largely human-caused", CLIMATE],
        ["Says humans are the primary cause of climate change.", CLIMATE],
        ["climate change is man-made", CLIMATE],
        ["CLIMATE CHANGE IS PRIMARILY CAUSED BY HUMAN ACTIVITIES!!!", CLIMATE],
        ["COVID vaccines have tracking microchips in them", MICROCHIPS],
        ["vaccine microchip", MICROCHIPS],
        ["Viral post claims vaccines include microchips to track people", MICROCHIPS],
        ["Do the vaccines contain tracking chips?", MICROCHIPS],
        ["The coronavirus jab contains a microchip for tracking", MICROCHIPS],
        ["the 2020 presidential election was stolen", ELECTION],
        ["Was the 2020 election rigged?", ELECTION],
        ["The 2020 election in the United States was fraudulent", ELECTION],
        ["Says the 2020 U.S. election was rigged.", ELECTION],
        ["2020 election rigged", ELECTION],
        ["bitcoin is going to replace fiat money", BITCOIN],
        ["Bitcoin will replace fiat currencies", BITCOIN],
        ["Will bitcoin replace traditional money?", BITCOIN],
      ],
      0.6,
    );
  });
});

describe("project sample claims: near misses do not match", () => {
  it("a different election year", () => {
    expectNoMatch(["The 2016 US election was rigged", ELECTION], /different figures: 2016 vs 2020/);
  });
  it("the denial of the claim", () => {
    expectNoMatch(["Vaccines do not contain microchips", MICROCHIPS], /negation/);
    expectNoMatch(["Vaccines don't have tracking chips", MICROCHIPS], /negation/);
  });
  it("another cause", () => {
    expectNoMatch(["Climate change is primarily caused by the sun", CLIMATE]);
    expectNoMatch(["Climate change is primarily caused by natural cycles", CLIMATE]);
  });
  it("the opposite", () => {
    expectNoMatch(["Climate change is not caused by humans", CLIMATE], /negation/);
    expectNoMatch(["Bitcoin will never replace traditional currency", BITCOIN], /negation/);
    expectNoMatch(["The 2020 US election was fair", ELECTION]);
    expectNoMatch(["Climate change is only partly caused by human activities", CLIMATE], /opposite terms/);
  });
  it("the same topic, another claim", () => {
    expectNoMatch(["Vaccines cause autism", MICROCHIPS]);
    expectNoMatch(["Bitcoin uses more electricity than Argentina", BITCOIN]);
    expectNoMatch(["Voting machines switched votes in the 2020 US election", ELECTION]);
    expectNoMatch(["Climate change makes hurricanes stronger", CLIMATE]);
  });
});

describe("rewordings are found", () => {
  it("every one at least related, most matched", () => {
    expectRewordings(
      [
        ["Unemployment in Ohio rose to 5 percent", "Ohio's unemployment rate increased to 5%"],
        ["The national debt passed 30 trillion dollars", "The national debt exceeded $30 trillion"],
        ["Smoking causes lung cancer", "Lung cancer is caused by smoking"],
        ["Says Senator Jane Doe voted against the farm bill twice.", "Jane Doe voted against the farm bill twice"],
        ["Mobile phones cause brain cancer", "cell phones cause brain cancer"],
        ["Drinking bleach cures COVID-19", "drinking bleach cures the coronavirus"],
        ["The MMR vaccine causes autism", "MMR vaccines cause autism"],
        ["Do vaccines cause autism?", "The MMR vaccine causes autism"],
        ["Sea levels are rising", "sea level is rising"],
        ["Crime fell by 10% in Denver in 2019", "In 2019, crime in Denver dropped 10 percent"],
        ["5G spreads the coronavirus", "5G networks spread COVID-19"],
        ["Immigrants commit more crimes than native-born Americans", "immigrants commit more crime than Americans born in the US"],
        ["Fluoride in tap water is safe", "Fluoride in drinking water is safe"],
        ["The world population has passed eight billion", "The world population has passed 8 billion people"],
        ["Women make 77 cents for every dollar a man earns", "women earn 77 cents for every dollar men make"],
      ],
      0.6,
    );
  });
});

describe("near misses do not match", () => {
  it("a different figure", () => {
    expectNoMatch(["Unemployment is 5%", "Unemployment is 8%"], /different figures/);
    expectNoMatch(["The national debt exceeded $20 trillion", "The national debt exceeded $30 trillion"], /different figures/);
    expectNoMatch(["Crime fell 10% in 2019", "Crime fell 10% in 2018"], /different figures/);
    expectNoMatch(["Inflation peaked at 9% in June", "Inflation peaked at 9.1% in June"], /different figures/);
    expectNoMatch(["Unemployment is 5%", "Unemployment is at a record low"], /figure only in the query/);
  });

  it("the opposite direction or quality", () => {
    expectNoMatch(["Crime increased in Chicago last year", "Crime decreased in Chicago last year"], /opposite/);
    expectNoMatch(["Sea levels are rising", "Sea levels are falling"], /opposite/);
    expectNoMatch(["Taxes went up under Governor Smith", "Taxes went down under Governor Smith"], /opposite/);
    expectNoMatch(
      ["Immigrants commit more crimes than native-born Americans", "Immigrants commit fewer crimes than native-born Americans"],
      /opposite/,
    );
    expectNoMatch(["Fluoride in drinking water is unsafe", "Fluoride in drinking water is safe"], /opposite/);
    expectNoMatch(["Marijuana is illegal in Texas", "Marijuana is legal in Texas"], /opposite/);
    expectNoMatch(["Vitamin C prevents colds", "Vitamin C causes colds"], /opposite/);
    expectNoMatch(["The moon landings were real", "The moon landings were faked"]);
    expectNoMatch(["Trump won Georgia in 2020", "Trump lost Georgia in 2020"], /opposite/);
    expectNoMatch(["The senator voted for the farm bill", "The senator voted against the farm bill"]);
    expectNoMatch(["Wages are higher than in 2019", "Wages are lower than in 2019"], /opposite/);
    expectNoMatch(["Ivermectin is an effective treatment for COVID-19", "Ivermectin is an ineffective treatment for COVID-19"], /opposite/);
  });

  it("the negation", () => {
    expectNoMatch(["Vaccines cause autism", "Vaccines do not cause autism"], /negation/);
    expectNoMatch(["Obama was not born in Kenya", "Barack Obama was born in Kenya"], /negation/);
    expectNoMatch(["Lightning never strikes the same place twice", "Lightning strikes the same place twice"], /negation/);
  });

  it("another statement by the same person", () => {
    expectNoMatch(["Senator Jane Doe voted to cut school funding", "Senator Jane Doe took money from oil companies"]);
    expectNoMatch([
      "Says Governor Smith raised property taxes",
      "Governor Smith raised the minimum wage for state workers in his first year",
    ]);
  });

  it("the same predicate about another subject", () => {
    expectNoMatch(["Cell phones cause cancer", "Vaccines cause cancer"]);
    expectNoMatch(["Immigrants take jobs from American workers", "Robots take jobs from American workers"]);
    expectNoMatch(["Ohio has the highest unemployment rate in the nation", "Michigan has the highest unemployment rate in the nation"]);
    expectNoMatch(["Senator Jane Doe voted against the farm bill", "Senator John Roe voted against the farm bill"]);
  });

  it("the same topic, another claim", () => {
    expectNoMatch(["The COVID-19 vaccine alters your DNA", "The COVID-19 vaccine causes infertility"]);
    expectNoMatch(["Masks cause oxygen deprivation", "Masks do not prevent the spread of COVID-19"]);
    expectNoMatch(["Trump lost the 2020 election", "Trump lost the 2020 election by 7 million votes"]);
    expectNoMatch(["Wind turbines kill birds", "Wind turbines cause cancer"]);
  });
});

describe("compareClaims", () => {
  it("returns P(same claim) between 0 and 1, its band and the differences it found", () => {
    const same = compareClaims("Smoking causes lung cancer", "smoking causes lung cancer.");
    expect(same).toMatchObject({ score: 1, band: "match", sameAssertion: true });
    expect(same.reasons).toEqual([expect.stringMatching(/^match: P\(same claim\) 1$/)]);
    const different = compareClaims("Unemployment is 5%", "Unemployment is 8%");
    expect(different.score).toBeGreaterThanOrEqual(0);
    expect(different.score).toBeLessThan(MATCHER_MODEL.thresholds.match);
    expect(different.reasons).toContain("different figures: 5% vs 8%");
    expect(different.features.numbersConflict).toBe(1);
  });

  it("suggests, never matches, a stored claim that states a figure the query leaves out, and shows the figure", () => {
    const subset = compareClaims("Trump lost the 2020 election", "Trump lost the 2020 election by 7 million votes");
    expect(subset.features.numberOnlyInCandidate).toBe(1);
    expect(subset.band).not.toBe("match");
    if (subset.score >= MATCHER_MODEL.thresholds.suggest) expect(subset.band).toBe("suggestion");
    expect(subset.differences.candidate).toContainEqual({ text: "7000000", kind: "figure" });
  });

  it("never matches claims without content words", () => {
    expect(compareClaims("", "Smoking causes lung cancer").band).toBe("none");
    expect(compareClaims("is it what it is?", "it is what it is").sameAssertion).toBe(false);
  });

  it("reads its bands from the fitted model's thresholds", () => {
    const { match, suggest, related } = MATCHER_MODEL.thresholds;
    expect(related).toBeGreaterThan(0);
    expect(related).toBeLessThan(suggest);
    expect(suggest).toBeLessThan(match);
    expect(match).toBeLessThan(1);
    expect(bandOf(match)).toBe("match");
    expect(bandOf(match - 0.001)).toBe("suggestion");
    expect(bandOf(suggest)).toBe("suggestion");
    expect(bandOf(suggest - 0.001)).toBe("related");
    expect(bandOf(related)).toBe("related");
    expect(bandOf(related - 0.001)).toBe("none");
  });
});
