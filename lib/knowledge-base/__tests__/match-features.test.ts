import { editDistanceAtMost, pairFeatures, type PairInput } from "@/lib/knowledge-base/match-features";
import { ClaimIndex } from "@/lib/knowledge-base/claim-index";
import { claimVector, compareClaims } from "@/lib/knowledge-base/matcher";
import { analyzeClaim, frameSpans } from "@/lib/knowledge-base/text";
import { loadWordVectors } from "@/lib/knowledge-base/word-vectors";

/** The scorer's features and the text reading behind them. Every claim here was written for this suite. */

const vectors = loadWordVectors();

function features(query: string, candidate: string, extra: Partial<PairInput> = {}) {
  const q = analyzeClaim(query);
  const c = analyzeClaim(candidate);
  return pairFeatures({
    query: q,
    candidate: c,
    vectors,
    queryVector: claimVector(q, vectors),
    candidateVector: claimVector(c, vectors),
    ...extra,
  });
}

const framed = (text: string) =>
  analyzeClaim(text)
    .terms.filter((t) => t.frame)
    .map((t) => t.token);

describe("figures", () => {
  it("flags another figure, a figure only one side states, and agreeing figures", () => {
    expect(features("Unemployment is 5%", "Unemployment is 8%").features).toMatchObject({ numbersConflict: 1, numbersShared: 0 });
    expect(features("Unemployment is 5%", "Unemployment is at a record low").features.numberOnlyInQuery).toBe(1);
    expect(features("The debt passed $30 trillion", "the debt exceeded 30 trillion dollars").features).toMatchObject({
      numbersShared: 1,
      numbersConflict: 0,
    });
  });

  it("reads one figure whatever its currency sign, ordinal or rate form", () => {
    expect(features("Costco is ending its 1.50 hot dog", "Costco is ending its $1.50 hot dog").features.numbersConflict).toBe(0);
    expect(features("Nearly 9 in 10 new cars sold were electric", "nearly 90% of new cars sold were electric").features).toMatchObject({
      numbersShared: 1,
      numbersConflict: 0,
    });
    expect(features("one in ten girls", "10 percent of girls").features.numbersShared).toBe(1);
    expect(features("Metro Manila's minimum wage rose to P1,200", "metro manila minimum wage rose to 1200").features.numbersConflict).toBe(
      0,
    );
    expect(features("the gas tax hasn't gone up since '93", "the gas tax hasn't gone up since 1993").features.numbersShared).toBe(1);
  });

  it("takes the same figure in other units as another figure", () => {
    const { features: f, reasons } = features("celery juice cures eczema within two weeks", "celery juice cures eczema within two months");
    expect(f.numbersConflict).toBe(1);
    expect(reasons.join(" ")).toMatch(/other units/);
  });
});

describe("polarity and direction", () => {
  it("flags a denial, read as one polarity however it is written", () => {
    expect(features("Vaccines cause autism", "Vaccines do not cause autism").features.negationDiffers).toBe(1);
    expect(features("Nobody was fired", "He didn't fire anyone").features.negationDiffers).toBe(0);
    expect(features("Lightning never strikes twice", "lightning doesn't strike twice").features.negationDiffers).toBe(0);
  });

  it("flags opposite terms", () => {
    expect(features("Crime rose in Chicago last year", "Crime fell in Chicago last year").features.oppositeTerms).toBe(1);
    expect(features("Illinois got nine credit upgrades", "Illinois got nine credit downgrades").features.oppositeTerms).toBe(1);
    expect(features("The governor hired 500 teachers", "The governor laid off 500 teachers").features.oppositeTerms).toBe(1);
  });

  it("flags a comparison turned round, not a clause moved", () => {
    expect(features("cats kill more birds than wind turbines", "wind turbines kill more birds than cats").features.orderSwapped).toBe(1);
    expect(
      features("In 2011, unemployment in Texas went up 5 percent", "unemployment in Texas rose by 5% in 2011").features.orderSwapped,
    ).toBe(0);
    expect(
      features("more than 1,200 measles cases in the US in 2019", "The US had more than 1,200 measles cases in 2019").features.orderSwapped,
    ).toBe(0);
  });

  it("flags small words of direction the analysis drops, and shows them as differences", () => {
    const pair = features(
      "the administration secretly flew 320,000 migrants out of the country",
      "the administration secretly flew 320,000 migrants into the country",
    );
    expect(pair.features.particlesOpposed).toBe(1);
    expect(pair.differences.query).toContainEqual({ text: "out of", kind: "word" });
    expect(pair.differences.candidate).toContainEqual({ text: "into", kind: "word" });
    expect(features("subway crime is up 20 percent", "subway crime is down 20 percent").features.particlesOpposed).toBe(1);
    // Both sides use both words: nothing turned round.
    expect(features("prices went up and then down", "prices went down after going up").features.particlesOpposed).toBe(0);
    expect(features("subway crime is up 20 percent", "crime on the subway went up by 20%").features.particlesOpposed).toBe(0);
    // "With no" is "without", not "with": read as the longer phrase, and shown as written.
    expect(features("cars driving with no lights", "cars driving without lights").features.particlesOpposed).toBe(0);
    const withNo = features("cars driving with no lights", "cars driving with their lights on");
    expect(withNo.features.particlesOpposed).toBe(1);
    expect(withNo.differences.query).toContainEqual({ text: "with no", kind: "word" });
  });

  it("flags two denials of different things", () => {
    expect(
      features("carbon dioxide is a pollutant, not plant food", "Carbon dioxide is not a pollutant. It is plant food.").features
        .negatedTermsDiffer,
    ).toBe(1);
    // Both deny the same thing in other words: no denial of anything the other side asserts.
    expect(
      features(
        "Solar panels never generate as much energy as it takes to make them",
        "solar panels never produce as much energy as it takes to manufacture them",
      ).features.negatedTermsDiffer,
    ).toBe(0);
  });

  it("reads a denial of something the other side never mentions as a detail, not a contradiction", () => {
    const detail = features(
      "it was water vapour from the Hunga Tonga eruption, not greenhouse gases, that made 2023 so hot",
      "the Hunga Tonga eruption caused the record heat of 2023",
    );
    expect(detail.features.negationDiffers).toBe(0);
    expect(
      features(
        "Harambe was guarding the boy, not threatening him",
        "Harambe the gorilla was protecting the boy who fell into his enclosure",
      ).features.negationDiffers,
    ).toBe(0);
    // The denied word, or its synonym, is what the other side asserts: a contradiction.
    expect(
      features("the Hunga Tonga eruption did not cause the heat of 2023", "the Hunga Tonga eruption caused the heat of 2023").features
        .negationDiffers,
    ).toBe(1);
    expect(features("masks don't cause hypoxia", "face masks lead to hypoxia").features.negationDiffers).toBe(1);
  });
});

describe("word order kept", () => {
  it("measures how much of each side's frame, its terms in their order, the other keeps", () => {
    const swapped = features(
      "a law signed by Gov. J.B. Pritzker lets noncitizens become police officers in Illinois",
      "Says a law signed by Gov. J.B. Pritzker lets noncitizens become public school teachers in Illinois.",
    ).features;
    const reworded = features("wearing a face mask gives you hypoxia", "Face masks cause hypoxia.").features;
    expect(swapped.queryOrderShared).toBeGreaterThanOrEqual(0.5);
    expect(swapped.candidateOrderShared).toBeGreaterThanOrEqual(0.5);
    expect(reworded.queryOrderShared).toBeLessThan(0.5);
    const same = features("Crime fell in Chicago last year", "crime fell in chicago last year").features;
    expect(same).toMatchObject({ queryOrderShared: 1, candidateOrderShared: 1 });
    // The speaker's frame is left out: "Posts claim" adds no pair of terms.
    expect(features("Posts claim crime fell in Chicago last year", "crime fell in Chicago last year").features.queryOrderShared).toBe(1);
  });
});

describe("names and framing", () => {
  it("marks speakers, titles, parentheses and clauses about a person as framing", () => {
    expect(framed('Nigerian President Muhammadu Buhari said Lake Chad "has shrunk by 90 percent."')).toEqual(
      expect.arrayContaining(["nigeria", "president", "muhammadu", "buhari"]),
    );
    expect(framed("Says Rick Scott (R-Fla.) voted to cut Medicare")).toEqual(expect.arrayContaining(["r", "florida"]));
    expect(framed("Says Mark Kelly, the Democrat running for Senate in Arizona, voted to raise taxes")).toEqual(
      expect.arrayContaining(["democrat", "run", "arizona"]),
    );
    expect(framed("Says Gov. Tony Evers raised property taxes")).toContain("gov");
    expect(framed("Crime is down 20 percent, according to the mayor")).toContain("mayor");
    expect(framed("Vaccines said to cause autism")).toEqual([]);
    expect(frameSpans("Smoking causes cancer")).toEqual([]);
  });

  it("reads a title as framing only before a name, and 'states' after 'United' as no speaker verb", () => {
    expect(framed("Says President Trump signed an order ending income taxes")).toContain("president");
    expect(framed("the 22nd amendment lets a vice president serve a third term")).toEqual([]);
    expect(framed("Says the Texas Senate voted to impeach Attorney General Ken Paxton")).not.toContain("senat");
    expect(framed("the average price of a home in the United States is now $1 million")).toEqual([]);
    expect(framed("migrants were flown into all states in secret")).toEqual([]);
    expect(framed("The economy is booming, says Trump.")).toContain("trump");
    // A title that is what the claim is about counts, and shows, as a difference.
    const chamber = features("Says the Texas Senate voted to impeach Ken Paxton", "the Texas House voted to impeach Ken Paxton");
    expect(chamber.differences.query.map((d) => d.text)).toContain("senate");
    expect(chamber.differences.candidate.map((d) => d.text)).toContain("house");
  });

  it("reads who said it after the claim as framing: a medium or a speaker and a reporting verb at the end", () => {
    expect(framed("Hydro dams release more greenhouse gas than coal plants, posts on X claim.")).toEqual(["post", "x", "say"]);
    expect(framed("Nobody loses more mothers in childbirth than the United States, Warren says.")).toEqual(["warren", "say"]);
    expect(framed("Eating after 8pm makes you gain weight, a forwarded WhatsApp message warns.")).toEqual(
      expect.arrayContaining(["whatsapp", "messag", "warn"]),
    );
    // A clause of the claim itself after a comma is not a speaker.
    expect(framed("Medicaid pays for abortions in all 50 states.")).toEqual([]);
    expect(framed("Crime fell 20 percent last year, in all states")).toEqual([]);
    expect(framed("According to Wray, the bureau judged a lab leak most likely")).toEqual(["wray"]);
    // After a lead-in's reporting verb comes what was said, never an attribution.
    expect(framed("Facebook users say Gates confessed")).not.toContain("confess");
    // A reporting verb followed by what was said frames nothing of what was said.
    const told = framed("Apple's AI summaries falsely told news app users that Luigi Mangione had escaped from jail.");
    expect(told).not.toContain("escap");
    expect(told).not.toContain("jail");
  });

  it("reads a visitor's question tag as framing only when the claim is asked", () => {
    expect(framed("the vaccine causes autism, true?")).toEqual(["true"]);
    expect(framed("that video of the tornado is legit?")).toEqual(["legit"]);
    expect(framed("is this real? the pope died")).toContain("real");
    expect(framed("the vaccine causes autism, true")).toEqual([]);
    // What the claim says about its subject is not a tag.
    expect(framed("is the moon landing fake?")).toEqual([]);
  });

  it("reads texting shorthand as the words it stands for, and drops chat fillers", () => {
    expect(analyzeClaim("ppl over 70 must redo their driving test every 3 yrs lol").tokens).toEqual(
      analyzeClaim("People over 70 must redo their driving test every 3 years").tokens,
    );
    expect(analyzeClaim("tbh idk if the govt pays u for this").tokens).toEqual(analyzeClaim("if the government pays for this").tokens);
  });

  it("reads an office held somewhere as the claim's content, not as a title before a name", () => {
    const office = features(
      "Says Abigail Spanberger is the first woman elected senator from Virginia.",
      "Abigail Spanberger is the first woman elected governor of Virginia.",
    );
    expect(office.differences.query.map((d) => d.text)).toContain("senator");
    expect(office.differences.candidate.map((d) => d.text)).toContain("governor");
    // Before a name it is still a title: no difference.
    expect(features("Sen. Tim Kaine voted for the bill", "Tim Kaine voted for the bill").differences.query).toEqual([]);
  });

  it("does not count a speaker or title present on one side only against a match", () => {
    const bare = features("Tony Evers raised property taxes by $300", "Tony Evers raised property taxes by $300").features;
    const framedPair = features(
      "Tony Evers raised property taxes by $300",
      'Says Gov. Tony Evers (D-Wis.) "raised property taxes by $300."',
    ).features;
    expect(framedPair.queryCoverage).toBe(1);
    expect(framedPair.candidateCoverage).toBeGreaterThan(0.85);
    expect(framedPair.nameOnlyInCandidate).toBe(bare.nameOnlyInCandidate);
  });

  it("matches names by surname and by initials, not by a place's head noun", () => {
    expect(features("Obama was born in Kenya", "Barack Obama was born in Kenya").features).toMatchObject({
      candidateCoverage: 1,
      nameOnlyInCandidate: 0,
    });
    expect(features("Pritzker raised the gas tax", "J.B. Pritzker raised the gas tax").features.nameOnlyInCandidate).toBe(0);
    const counties = features("a worker in Fulton County shredded ballots", "a worker in Maricopa County shredded ballots").features;
    expect(counties).toMatchObject({ nameOnlyInQuery: 1, nameOnlyInCandidate: 1 });
  });

  it("reads places as names wherever they stand and however they are typed", () => {
    expect(
      features("Florida produces more solar power than California", "Says Texas produces more solar power than California").features,
    ).toMatchObject({ nameOnlyInQuery: 1, nameOnlyInCandidate: 1 });
    expect(
      features("florida produces more solar power than california", "Florida produces more solar power than California").features
        .nameOnlyInQuery,
    ).toBe(0);
  });

  it("folds country and organisation aliases", () => {
    const tokens = (text: string) => analyzeClaim(text).tokens;
    expect(tokens("U.S. debt")).toEqual(tokens("United States debt"));
    expect(tokens("America's debt")).toEqual(tokens("the US debt"));
    expect(tokens("Britain left the EU")).toEqual(tokens("the United Kingdom left the European Union"));
    expect(tokens("The WHO declared a pandemic")).toEqual(tokens("The World Health Organization declared a pandemic"));
    expect(tokens("large numbers of noncitizens vote in us elections")).toEqual(
      tokens("large numbers of noncitizens vote in US elections"),
    );
  });

  it("knows the claimant of a stored claim", () => {
    const query = "Kelly voted to raise taxes";
    const candidate = "Says he voted to raise taxes";
    expect(features(query, candidate, { claimantTokens: analyzeClaim("Mark Kelly").tokens }).features.claimantShared).toBe(1);
    expect(features(query, candidate, { claimantTokens: analyzeClaim("Blake Masters").tokens }).features.claimantShared).toBe(0);
  });
});

describe("rewording", () => {
  it("covers equivalent words through word vectors, where the lists do not know them", () => {
    if (!vectors) throw new Error("word vectors are built by npm test (npm run kb:vectors)");
    const f = features("The sheriff jailed three protesters", "The sheriff imprisoned three protesters").features;
    expect(f.queryCoverage).toBeLessThan(1);
    expect(f.querySoftCoverage).toBeGreaterThan(f.queryCoverage);
  });

  it("gives identical wording P = 1 and a rewording a match or related band", () => {
    expect(compareClaims("The Earth is flat", "the earth is flat!").score).toBe(1);
    expect(["match", "related"]).toContain(compareClaims("Obama was born in Kenya", "Barack Obama was born in Kenya").band);
  });
});

describe("a short query the stored claim says in full", () => {
  it("counts a query whose every term the stored claim has, and no query that adds a word, name or figure", () => {
    const stored = "Says the April 2025 blackout in Spain and Portugal was caused by a secret weather-weapon test.";
    const short = features("spain portugal blackout was a weather weapon test?", stored).features;
    expect(short.queryFullyCovered).toBe(1);
    expect(short.queryCleanlyCovered).toBeGreaterThan(0.9);
    const adds = features("spain portugal blackout was a russian cyberattack", stored).features;
    expect(adds.queryFullyCovered).toBe(0);
    expect(adds.queryCleanlyCovered).toBe(0);
    expect(features("the 2003 blackout in italy was a weather weapon test", stored).features.queryCleanlyCovered).toBe(0);
  });
});

describe("broader and narrower words (WordNet)", () => {
  it("covers a broader word in the query, and flags a narrower one", () => {
    const broader = features("the average price of a home in the us is $1 million", "the average price of a condo in the us is $1 million");
    expect(broader.features.narrowerTerms).toBe(0);
    expect(broader.differences.query).toEqual([]);
    const narrower = features(
      "the average price of a condo in the us is $1 million",
      "the average price of a home in the us is $1 million",
    );
    expect(narrower.features.narrowerTerms).toBe(1);
    expect(narrower.differences.query).toContainEqual({ text: "condo", kind: "word" });
    expect(narrower.features.worstAlignment).toBeLessThan(1);
  });
});

describe("without word vectors", () => {
  it("answers on the lexical signal: soft coverage is exact coverage and nothing is ranked semantically", () => {
    const q = analyzeClaim("The council axed the bus program");
    const c = analyzeClaim("The council eliminated the bus program");
    const { features: f } = pairFeatures({ query: q, candidate: c, vectors: null, wordNet: null });
    expect(f.querySoftCoverage).toBe(f.queryCoverage);
    // With neither vectors nor WordNet nothing explains "axed": it counts as unexplained.
    expect(f.unexplainedSubstitutions).toBe(1);
    // WordNet alone still aligns a synonym.
    const hiked = pairFeatures({
      query: analyzeClaim("The council hiked bus fares"),
      candidate: analyzeClaim("The council raised bus fares"),
      vectors: null,
    });
    expect(hiked.features.querySoftCoverage).toBe(1);
    expect(hiked.features.unexplainedSubstitutions).toBe(0);

    const index = new ClaimIndex({ vectors: null });
    expect(index.semantic).toBe(false);
    index.add([
      { id: "a", text: "Smoking causes lung cancer" },
      { id: "b", text: "Sea levels are rising" },
    ]);
    expect(index.search("Says smoking causes lung cancer.").map((h) => [h.id, h.band])).toEqual([["a", "match"]]);
    expect(index.search("Sea levels are rising fast", { limit: 1 })[0]?.id).toBe("b");
  });
});

describe("the differences a suggestion highlights", () => {
  it("shows a swapped word that word vectors alone put close to its counterpart", () => {
    // "sheep" and "cattle" are near neighbours in the vectors (words of one kind), not synonyms.
    const { differences } = features(
      "Wool farmers in Wales lost half their sheep in the 2025 floods.",
      "Wool farmers in Wales lost half their cattle in the 2025 floods.",
    );
    expect(differences.query).toEqual([{ text: "sheep", kind: "word" }]);
    expect(differences.candidate).toEqual([{ text: "cattle", kind: "word" }]);
  });

  it("shows the other side's counterpart of a swapped word even when it is a common word", () => {
    const { differences } = features(
      "The county jail held 300 children over the winter.",
      "The county jail held 300 people over the winter.",
    );
    expect(differences.query).toEqual([{ text: "children", kind: "word" }]);
    expect(differences.candidate).toEqual([{ text: "people", kind: "word" }]);
  });

  it("shows nothing for a rewording through a dictionary synonym", () => {
    expect(features("The mayor raised bus fares by 20 percent.", "The mayor hiked bus fares by 20 percent.").differences).toEqual({
      query: [],
      candidate: [],
    });
  });
});

describe("names written apart, and places a modifier makes another place", () => {
  it("does not read a name before another name as its given name unless the two are written as one", () => {
    // "Chad, Mali" is a list and "Ohio into Texas" two places: neither first name is covered by the second.
    const list = features("Chad, Mali and Niger signed the treaty in 2023.", "Mali, Burkina Faso and Niger signed the treaty in 2023.");
    expect(list.differences.query.map((d) => d.text)).toContain("chad");
    const apart = features("Says the governor wants to turn Ohio into Texas.", "Says the governor wants to turn the country into Texas.");
    expect(apart.differences.query.map((d) => d.text)).toContain("ohio");
    // Written as one name, a given name is still covered by its surname.
    expect(features("In 2022 Joe Biden signed the bill.", "In 2022 Biden signed the bill.").differences.query).toEqual([]);
  });

  it("shows a compass word that makes another place", () => {
    const place = features("northern ireland has banned coal fires in homes", "Ireland has banned coal fires in homes.");
    expect(place.differences.query.map((d) => d.text)).toContain("northern");
    expect(place.features.queryCoverage).toBeLessThan(1);
  });
});

describe("WordNet read in the parts of speech the words are written in", () => {
  it("reads the nouns 'fathers' and 'mothers' as a swap, not synonyms through the verb 'to father'", () => {
    const swap = features(
      "Fathers of three children get free train travel in Poland.",
      "Mothers of three children get free train travel in Poland.",
    );
    expect(swap.features.siblingSwaps).toBe(1);
    expect(swap.differences.query).toEqual([{ text: "fathers", kind: "word" }]);
  });

  it("does not align a word to a counterpart both sides already write", () => {
    // "state" is broader than "order" in WordNet, but the query writes "order" too: "state" stays unexplained.
    const f = features(
      "The president signed an order ending state fuel taxes.",
      "The president signed an order ending federal fuel taxes.",
    ).features;
    expect(f.dictionaryCoverage).toBeLessThan(1);
  });
});

describe("acronyms and verbs of several words", () => {
  it("reads an acronym as the words whose initials spell it, either way round", () => {
    const acronym = features(
      "the us became the top lng exporter in 2023",
      "The United States became the top exporter of liquefied natural gas in 2023.",
    );
    expect(acronym.differences.query.map((d) => d.text)).not.toContain("lng");
    expect(acronym.differences.candidate.map((d) => d.text)).not.toEqual(expect.arrayContaining(["liquefied", "natural"]));
    const spelled = features("The Centers for Disease Control says flu shots work.", "The CDC says flu shots work.");
    expect(spelled.features.queryCoverage).toBe(1);
    expect(spelled.features.candidateCoverage).toBe(1);
    // Words whose initials only happen to spell another word of the claim are not an acronym of it.
    expect(features("The WHO banned sugar", "Wheat harvests fell").features.queryCoverage).toBeLessThan(1);
  });

  it("reads letters written with dots, and words read as one term, as the acronym's: USDA, RFK, ERs", () => {
    const usda = features("the USDA found bird flu in milk", "the U.S. Department of Agriculture found bird flu in milk").features;
    expect(usda).toMatchObject({ queryCoverage: 1, candidateCoverage: 1, nameOnlyInQuery: 0, nameOnlyInCandidate: 0 });
    const rfk = features("RFK fired the vaccine advisers", "Robert F. Kennedy Jr. fired the vaccine advisers").features;
    expect(rfk.nameOnlyInQuery).toBe(0);
    // Words the acronym spells that read as one term: "emergency rooms".
    const er = features(
      "Hospital ERs get more patients during a full moon",
      "hospital emergency rooms get more patients during a full moon",
    );
    expect(er.features).toMatchObject({ queryCoverage: 1, nameOnlyInQuery: 0 });
  });

  it("reads a verb of several words as the single verb it means", () => {
    const phrase = features("The city got rid of its bus lanes in 2024.", "The city eliminated its bus lanes in 2024.");
    expect(phrase.differences).toEqual({ query: [], candidate: [] });
    expect(features("The mayor stepped down in May.", "The mayor resigned in May.").differences).toEqual({ query: [], candidate: [] });
    // Not a word of direction read through a concept: "went down" is still the opposite of "went up".
    const opposite = features("violent crime went down in 2024", "violent crime went up in 2024").features;
    expect(opposite.oppositeTerms + opposite.particlesOpposed).toBeGreaterThan(0);
    expect(opposite.queryCoverage).toBeLessThan(1);
  });
});

describe("a place's people read as its name", () => {
  it("reads 'Ghanaian' as Ghana and 'Texans' as Texas", () => {
    expect(
      features("Ghana's president collapsed during a speech.", "The Ghanaian president collapsed during a speech.").differences,
    ).toEqual({
      query: [],
      candidate: [],
    });
    expect(analyzeClaim("Texans pay no state income tax").tokens).toContain("texas");
  });
});

describe("a reporting verb inside the claim", () => {
  it("does not read 'who claim' as a speaker frame", () => {
    expect(framed("The IRS audits millionaires who claim the child tax credit at twice the usual rate.")).toEqual([]);
    expect(framed("Facebook users claim the IRS audits millionaires.")).toContain("facebook");
  });
});

describe("one thing turned round, everything else shared", () => {
  it("reads the sides of a contest, a contrast or a change swapped, and shows the swapped terms", () => {
    const contest = features(
      "A jury awarded Amber Heard $10 million in her defamation case against Johnny Depp.",
      "A jury awarded Johnny Depp $10 million in his defamation case against Amber Heard.",
    );
    expect(contest.features.orderSwapped).toBe(1);
    expect(contest.differences.query.map((d) => d.text)).toEqual(expect.arrayContaining(["johnny", "depp"]));
    const contrast = features(
      "Cereal sold in Canada contains artificial dyes, while the US version uses natural coloring.",
      "Cereal sold in Canada uses natural coloring, while the US version contains artificial dyes.",
    );
    expect(contrast.features.orderSwapped).toBe(1);
    const change = features("Ohio moved from 9th to 26th in average teacher pay.", "Ohio moved from 26th to 9th in average teacher pay.");
    expect(change.features.orderSwapped).toBe(1);
    expect(change.differences.query).toContainEqual({ text: "26th", kind: "figure" });
  });

  it("does not read a comparison turned round, or a detail moved, as a swap", () => {
    // "no state … than Mississippi" says "Mississippi … than any other state" the other way round.
    expect(
      features("No state spends less on each pupil than Mississippi.", "Mississippi spends less per pupil than any other state.").features
        .orderSwapped,
    ).toBe(0);
    // A place moved after "than" on one side only is a rewording's reordering.
    expect(
      features(
        "In the United States, wind turbines kill more birds than cats.",
        "Wind turbines kill more birds than cats do in the United States.",
      ).features.orderSwapped,
    ).toBe(0);
  });

  it("scores how much the two claims share when one denies, reverses or swaps what the other says", () => {
    const denial = features(
      "The president announced he will not run for a third term.",
      "The president announced he will run for a third term.",
    );
    expect(denial.features.contradictedCoverage).toBeGreaterThan(0.9);
    const direction = features("Japan pays families to move into Tokyo.", "Japan pays families to move out of Tokyo.");
    expect(direction.features.contradictedCoverage).toBeGreaterThan(0.9);
    // A rewording says the same without a contradiction: nothing to score.
    expect(features("The mayor stepped down in May.", "The mayor resigned in May.").features.contradictedCoverage).toBe(0);
  });
});

describe("the speaker a query names", () => {
  it("flags a speaker who is not the stored claim's claimant, and shows the name", () => {
    const claimant = { claimantTokens: analyzeClaim("Donald Trump").tokens };
    const other = features("obama says we had no inflation when he was president", "We had no inflation when I was president.", claimant);
    expect(other.features.speakerDiffers).toBe(1);
    expect(other.differences.query).toContainEqual({ text: "obama", kind: "word" });
    const same = features("trump says we had no inflation when he was president", "We had no inflation when I was president.", claimant);
    expect(same.features.speakerDiffers).toBe(0);
    // A medium or a title is not a speaker; an acronym of the claimant is the claimant.
    const posts = { claimantTokens: analyzeClaim("Facebook posts").tokens };
    expect(features("A viral Facebook post claims the moon is hollow.", "The moon is hollow.", posts).features.speakerDiffers).toBe(0);
    // A frame that names the claimant names no one else; a place or the word before a title is no speaker.
    const kotek = { claimantTokens: analyzeClaim("Tina Kotek").tokens };
    expect(
      features("Oregon Gov. Tina Kotek says she declared a homelessness emergency.", "I declared a homelessness emergency.", kotek).features
        .speakerDiffers,
    ).toBe(0);
    const granholm = { claimantTokens: analyzeClaim("Jennifer Granholm").tokens };
    expect(
      features("Energy Secretary Granholm said the US pumped record crude in 2023.", "The US produced record crude oil in 2023.", granholm)
        .features.speakerDiffers,
    ).toBe(0);
    const party = { claimantTokens: analyzeClaim("Bharatiya Janata Party").tokens };
    expect(features("The BJP says the dam was finished in 2023.", "The dam was finished in 2023.", party).features.speakerDiffers).toBe(0);
  });
});

describe("reading fixes", () => {
  it("keeps the word after U.S. whole", () => {
    expect(analyzeClaim("The U.S. Air Force tested a drone.").tokens).toEqual(expect.arrayContaining(["usa", "air"]));
    expect(analyzeClaim("The U.S.A. leads").tokens).toContain("usa");
  });

  it("keeps the letter that names which one, and shows it", () => {
    const part = features("The Medicare Part D premium will rise in 2026.", "The Medicare Part B premium will rise in 2026.");
    expect(part.differences.query).toContainEqual({ text: "d", kind: "name" });
  });

  it("tells two concepts that share a first word apart, and shows them whole", () => {
    const f = features(
      "The United Kingdom has the highest maternal death rate of any rich country.",
      "The United States has the highest maternal death rate of any rich country.",
    );
    // Both name places: shown as names.
    expect(f.differences).toEqual({
      query: [{ text: "united kingdom", kind: "name" }],
      candidate: [{ text: "united states", kind: "name" }],
    });
  });

  it("does not read a name before a shared acronym as its given name", () => {
    const f = features("The Samsung AI summaries invented a news story.", "The Apple AI summaries invented a news story.");
    expect(f.differences.query.map((d) => d.text)).toContain("samsung");
  });

  it("reads temperatures, month abbreviations and 'last' decade as written out", () => {
    expect(analyzeClaim("Phoenix hit 110F").tokens).toEqual(analyzeClaim("Phoenix hit 110 degrees Fahrenheit").tokens);
    expect(analyzeClaim("farmers protested in Feb. 2024").tokens).toEqual(analyzeClaim("farmers protested in February 2024").tokens);
    expect(analyzeClaim("no rise in the last century").tokens).toEqual(analyzeClaim("no rise in the past century").tokens);
    expect(analyzeClaim("Video of a shark on a highway").tokens).toEqual(analyzeClaim("Video shows a shark on a highway").tokens);
  });

  it("reads a kind of a verb as the verb, and federal and state as two things", () => {
    expect(
      features("Texas now generates more solar power than California.", "Texas now produces more solar power than California.").features
        .narrowerTerms,
    ).toBe(0);
    expect(
      features("Amazon paid nothing in state income taxes.", "Amazon paid nothing in federal income taxes.").features.oppositeTerms,
    ).toBe(1);
  });
});

describe("opposites counted, and a visitor's aside", () => {
  it("finds an opposite when both sides also share a word of the same kind", () => {
    // "dropped" and "cut" are two decreases against one in the stored claim: the spare one meets "rose".
    const f = features(
      "Violent crime in Minneapolis dropped 40 percent after the city cut its police budget.",
      "Violent crime in Minneapolis rose 40 percent after the city cut its police budget.",
    );
    expect(f.features.oppositeTerms).toBe(1);
    expect(f.features.contradictedCoverage).toBeGreaterThan(0.9);
    // The same word written as often on both sides is no opposite.
    expect(
      features("Crime dropped after the city cut its budget.", "Crime fell after the city cut its budget.").features.oppositeTerms,
    ).toBe(0);
  });

  it("reads adding against losing or cutting, keeping against stopping, and turning down as rejecting", () => {
    expect(features("The department has added 700 officers.", "The department has lost 700 officers.").features.oppositeTerms).toBe(1);
    expect(features("Brazil will keep trading in dollars.", "Brazil will stop trading in dollars.").features.oppositeTerms).toBe(1);
    expect(analyzeClaim("The governor turned down $18 million").tokens).toEqual(analyzeClaim("The governor rejected $18 million").tokens);
    expect(
      features("The governor accepted $18 million in aid.", "The governor turned down $18 million in aid.").features.oppositeTerms,
    ).toBe(1);
  });

  it("reads 'upward of' a figure as more than it", () => {
    expect(analyzeClaim("upward of 900,000 people").tokens).toEqual(analyzeClaim("more than 900,000 people").tokens);
  });

  it("reads a visitor's aside after the question as framing, its denial included", () => {
    const aside = analyzeClaim("does cod liver oil stop kids getting measles? my sister wont vaccinate bc of this");
    expect(aside.negations).toBe(0);
    expect(framed("does cod liver oil stop kids getting measles? my sister wont vaccinate bc of this")).toEqual(
      expect.arrayContaining(["sister"]),
    );
    expect(analyzeClaim("spr lowest in 40 yrs bc of biden? true or not").negations).toBe(0);
    // What follows a question is the claim's when it does not talk about the visitor.
    expect(analyzeClaim("is the covid vaccine safe? it has not been tested on kids").negations).toBe(1);
  });

  it("reads 'no longer', decades, folds, units typed onto figures and 'nine of every 10' as written out", () => {
    const same = (a: string, b: string) => expect(analyzeClaim(a).tokens).toEqual(analyzeClaim(b).tokens);
    same("Police will no longer respond to shoplifting calls.", "Police won't respond to shoplifting calls anymore.");
    same("the largest increase in four decades", "the largest increase in 40 years");
    same("the smallest raise in a decade", "the smallest raise in ten years");
    same("insulin costs tenfold in the US", "insulin costs 10 times in the US");
    same("India builds 37km of highway a day", "India builds 37 kilometres of highway a day");
    same("Almost nine of every 10 new cars were electric", "Almost 9 in 10 new cars were electric");
    same("Target lost 10b in value", "Target lost 10 billion in value");
    same("Colorado's Prop HH", "Colorado's Proposition HH");
    // A century written as an ordinal is a date, not a span.
    expect(analyzeClaim("in the 21st century").tokens).not.toContain("100");
  });

  it("reads a choice tag ('fact or myth') as the visitor's, and a stance word there as no stance", () => {
    expect(framed("hitler snubbed jesse owens at the 1936 olympics fact or myth")).toEqual(expect.arrayContaining(["fake"]));
    expect(
      features("hitler snubbed jesse owens at the 1936 olympics fact or myth", "Hitler snubbed Jesse Owens at the 1936 Olympics.").features
        .stanceDiffers,
    ).toBe(0);
  });

  it("names a country written out, and does not read the verb after it as a name", () => {
    const f = features(
      "The United States became the first country to approve a gene therapy for sickle cell disease.",
      "The UK became the first country to approve a gene therapy for sickle cell disease.",
    );
    expect(f.features.nameOnlyInQuery).toBe(1);
    expect(f.differences.query).toContainEqual({ text: "united states", kind: "name" });
  });

  it("reads 'voted for' and 'voted against' as turned round", () => {
    expect(
      features("Sen. Johnson voted for the $35 insulin cap.", "Sen. Johnson voted against the $35 insulin cap.").features.particlesOpposed,
    ).toBe(1);
  });

  it("reads a state's two-letter code as its name", () => {
    expect(analyzeClaim("2600 fake ballots found in lancaster pa").tokens).toContain("pennsylvania");
    expect(analyzeClaim("an ICE raid at a plant in GA").tokens).toEqual(analyzeClaim("an ICE raid at a plant in Georgia").tokens);
    // Codes that are words stay words.
    expect(analyzeClaim("is it ok to eat this").tokens).not.toContain("oklahoma");
  });
});

describe("superlatives, firsts and prefixes", () => {
  it("reads 'no X has more … than Y' as Y's superlative, not a denial, and keeps other denials", () => {
    const superlative = features("No state locks up more people than Texas does.", "Texas imprisons more people than any other state.");
    expect(superlative.features.negationDiffers).toBe(0);
    expect(superlative.features.orderSwapped).toBe(0);
    expect(analyzeClaim("no country spends as much on defense as the United States").negations).toBe(0);
    expect(analyzeClaim("nobody has sold more albums than Taylor Swift").negations).toBe(0);
    // A bound and a denial of evidence stay denials.
    expect(analyzeClaim("adults should drink no more than two drinks a week").negations).toBe(1);
    expect(analyzeClaim("there is no evidence that masks are worse than cloth").negations).toBe(1);
  });

  it("reads 'voted no on', 'said no to', 'not seen since', 'tripled' and 'by half' as written out", () => {
    expect(features("Sen. Smith voted no on the insulin cap", "Sen. Smith voted against the insulin cap").features.negationDiffers).toBe(0);
    expect(analyzeClaim("the governor said no to $18 million in food aid").tokens).toEqual(
      expect.arrayContaining(analyzeClaim("the governor rejected $18 million in food aid").tokens),
    );
    expect(analyzeClaim("measles cases hit a level not seen since 1992").negations).toBe(0);
    expect(analyzeClaim("the cost tripled").tokens).toEqual(
      analyzeClaim("the cost rose three times").tokens.filter((t) => t !== "increase"),
    );
    expect(features("deforestation fell by half in 2023", "deforestation fell 50% in 2023").features).toMatchObject({
      numbersShared: 2,
      numberOnlyInQuery: 0,
    });
  });

  it("reads 'first' as a figure only against another ordinal", () => {
    expect(
      features("abortions performed within the first nine weeks", "abortions performed before nine weeks").features.numberOnlyInQuery,
    ).toBe(0);
    expect(features("deforestation fell 50% in Lula's first year", "deforestation fell 40% in 2023").features.numbersConflict).toBe(1);
    expect(features("deforestation fell in his first year", "deforestation fell 50%").reasons.join()).not.toContain("different figures");
    expect(features("the first woman to win the race", "the second woman to win the race").features.numbersConflict).toBe(1);
  });

  it("does not read 'anti' as an opposite, nor an opposition party as a stance", () => {
    expect(features("his anti-drug campaign killed 6,000 people", "his war on drugs killed 6,000 people").features.oppositeTerms).toBe(0);
    expect(features("Ugandan opposition leader Bobi Wine was shot", "Bobi Wine was shot").features.stanceDiffers).toBe(0);
    expect(features("the senator opposes the bill", "the senator supports the bill").features.stanceDiffers).toBe(1);
  });

  it("reads a prefix that denies as the other side's denial", () => {
    const uninsured = features("26 million Americans are uninsured", "26 million Americans have no health insurance");
    expect(uninsured.features).toMatchObject({ negationDiffers: 0, oppositeTerms: 0 });
    expect(features("two children who were unvaccinated died", "two children who weren't vaccinated died").features.negationDiffers).toBe(
      0,
    );
    // Without a denial on the other side, the prefix is still an opposite.
    expect(features("the bridge is unsafe", "the bridge is safe").features.oppositeTerms).toBe(1);
    // A denied opposite is the assertion itself: "not unsafe" says "safe".
    expect(features("the bridge is not unsafe", "the bridge is safe").features).toMatchObject({ negationDiffers: 0, oppositeTerms: 0 });
    expect(features("the bridge is not unsafe", "the bridge is unsafe").features.negationDiffers).toBe(1);
  });

  it("covers a surname by the given name written alone, but not another person's", () => {
    expect(features("kamala cut the tax", "Kamala Harris cut the tax").features.nameOnlyInCandidate).toBe(0);
    expect(
      features("serena is back for the 2025 US Open", "Serena Williams is back for the 2025 US Open").features.nameOnlyInCandidate,
    ).toBe(0);
    expect(features("Under George Washington the tax was cut", "Under George Bush the tax was cut").features.nameOnlyInCandidate).toBe(1);
  });

  it("reads 'zero' as 'no', a stage of cancer as no hoax, legislation as no legislature, and 'times' as no unit", () => {
    expect(
      features("solar panels generate zero power on cloudy days", "solar panels don't produce any power on cloudy days").features
        .negationDiffers,
    ).toBe(0);
    expect(analyzeClaim("the UK reached net zero by 2050").tokens).toContain("0");
    expect(features("Amazon paid zero dollars in federal income tax", "Amazon paid $0 in federal income tax").features.numbersShared).toBe(
      1,
    );
    // Quarters of a year are no fraction.
    expect(analyzeClaim("the economy shrank two quarters in a row").tokens).not.toContain("50%");
    expect(analyzeClaim("three quarters of voters agree").tokens).toContain("75%");
    expect(analyzeClaim("he beat stage 4 lung cancer").tokens).not.toContain("fake");
    expect(analyzeClaim("the video was staged").tokens).toContain("fake");
    expect(analyzeClaim("Kemp signed legislation").tokens).not.toContain("congress");
    expect(analyzeClaim("the legislators voted").tokens).toContain("congress");
    expect(
      features(
        "the GOP tried to repeal Obamacare in more than 60 votes",
        "Republicans voted more than 60 times to repeal Obamacare",
      ).reasons.join(),
    ).not.toContain("other units");
  });

  it("reads a reporting verb at the end without a comma as framing only before a short name", () => {
    expect(frameSpans("Apple agreed to pay $95 million to settle claims Siri recorded private conversations without consent.")).toEqual([]);
    expect(frameSpans("Ozempic's own warning label says it causes thyroid cancer in humans.")).toEqual([]);
    expect(frameSpans("Medicare will use AI to deny patients' claims in six states in 2026.")).toEqual([]);
    expect(framed("Crime is down 20 percent says the mayor")).toContain("mayor");
    expect(framed("Crime is down 20 percent, according to the mayor of the city")).toContain("mayor");
  });

  it("reads texting shorthand, the Fed, an acronym's plural and a name typed in lower case", () => {
    expect(analyzeClaim("ring gave cops footage w/o asking").negations).toBe(1);
    expect(analyzeClaim("wait 30 min after eating").tokens).toEqual(analyzeClaim("wait 30 minutes after eating").tokens);
    expect(analyzeClaim("trump tried to fire lisa cook from the fed").tokens).toContain("federal_reserve");
    expect(analyzeClaim("voters are fed up").tokens).not.toContain("federal_reserve");
    expect(analyzeClaim("beyonce was banned from the CMAs").tokens).toContain("cma");
    expect(analyzeClaim("mortgage stuff").tokens).toEqual(["mortgag"]);
    // "Reduction" is part of a name written with capitals, a decrease typed in lower case: the same word either way.
    expect(
      features(
        "the irs can hire 87k agents under the inflation reduction act",
        "The Inflation Reduction Act lets the IRS hire 87,000 agents",
      ).features.queryCoverage,
    ).toBe(1);
  });

  it("reads '1 in 36' and 'one out of every 36' as one rate, and 'by over a quarter' as 25%", () => {
    expect(features("one out of every 36 American kids has autism", "1 in 36 children in the US has autism").features.numbersShared).toBe(
      1,
    );
    expect(analyzeClaim("3 in 50 states allow it").tokens).toEqual(expect.arrayContaining(["3", "50"]));
    expect(analyzeClaim("one of 12 jurors was paid").tokens).toContain("12");
    expect(analyzeClaim("shootings fell by over a quarter").tokens).toContain("25%");
    expect(analyzeClaim("a third term").tokens).not.toContain("33%");
  });

  it("reads NYC as New York City", () => {
    expect(features("crime in the NYC subway is up", "crime in the New York City subway is up").features.queryCoverage).toBe(1);
  });

  it("reads a title before a name as the title", () => {
    expect(analyzeClaim("Says President Biden signed the bill").tokens).toContain("president");
    expect(analyzeClaim("the president signed the bill").tokens).toContain("president");
  });
  it("reads a word that denies by its meaning as the other side's denial, unless that word is denied", () => {
    expect(features("you can't buy melatonin in the UK", "melatonin is banned in the UK").features.negationDiffers).toBe(0);
    expect(features("Iowa doesn't tax retirement income anymore", "Iowa stopped taxing retirement income").features.negationDiffers).toBe(
      0,
    );
    expect(features("Hitler didn't eat meat", "Hitler was a vegetarian").features.negationDiffers).toBe(0);
    // "not banned" vs "banned" is still a denial; so is a denial with no such word across.
    expect(features("the UK has not banned melatonin", "melatonin is banned in the UK").features.negationDiffers).toBe(1);
    expect(features("Iowa doesn't tax retirement income", "Iowa taxes retirement income").features.negationDiffers).toBe(1);
  });

  it("reads 'not just to', 'with no', 'vaccinated against' and 'by over half' as meant", () => {
    expect(analyzeClaim("to tell the truth, not just to be first").negations).toBe(0);
    expect(analyzeClaim("covid is not just a cold").negations).toBe(1);
    expect(analyzeClaim("not only in cities but in towns").negations).toBe(0);
    expect(analyzeClaim("ballots are counted with no signature check").tokens).toEqual(
      analyzeClaim("ballots are counted without signature check").tokens,
    );
    expect(
      features("people vaccinated against covid shed spike proteins", "vaccinated people shed spike proteins").features.stanceDiffers,
    ).toBe(0);
    expect(analyzeClaim("vaccinated people shed spike proteins").tokens).not.toContain("increase");
    expect(features("Sen. Smith voted against the bill", "Sen. Smith voted for the bill").features.stanceDiffers).toBe(1);
    expect(analyzeClaim("suicides went up by over half").tokens).toContain("50%");
    expect(analyzeClaim("in the second half").tokens).not.toContain("50%");
  });

  it("reads a rate typed without its percent sign as the same figure", () => {
    const inflation = features("monthly inflation went from 25.5 to 2.7", "monthly inflation fell from 25.5 percent to 2.7 percent");
    expect(inflation.features).toMatchObject({ numbersConflict: 0, numbersShared: 2 });
  });

  it("reads emergency departments as emergency rooms, and 'the most' as no 'main'", () => {
    expect(features("emergency departments fill up at full moon", "emergency rooms fill up at full moon").features.queryCoverage).toBe(1);
    expect(analyzeClaim("the 2020 season had 30 major hurricanes, the most on record").tokens.filter((t) => t === "main")).toHaveLength(1);
  });

  it("reads a trailing speaker after a closing quote, and a visitor's 'source?' as an aside", () => {
    expect(framed('Heinz ketchup will be relabelled as "tomato sauce," a TikTok claims.')).toContain("tiktok");
    expect(framed("chinese drone started the palisades fire?? source?")).toEqual(["sourc"]);
    expect(framed("trump said bloodbath if he loses? context?")).toContain("context");
  });

  it("reads 'law' as no 'legal', 'against the law' as illegal and 'half a century' as 50 years", () => {
    expect(
      features("Idaho's abortion law has no exception for health", "Idaho's abortion ban has no exception for health").features
        .oppositeTerms,
    ).toBe(0);
    expect(analyzeClaim("it is lawful").tokens).toContain("legal");
    expect(analyzeClaim("it's against the law to use a VPN").tokens).toEqual(analyzeClaim("it's illegal to use a VPN").tokens);
    expect(analyzeClaim("the first time in half a century").tokens).toEqual(analyzeClaim("the first time in 50 years").tokens);
  });

  it("reads a negative question typed without its apostrophe, 'cali', 'nz' and 'skip' as meant", () => {
    expect(analyzeClaim("wasnt the 1930s the hottest decade ever?").negations).toBe(0);
    expect(analyzeClaim("the 1930s wasnt the hottest decade").negations).toBe(1);
    expect(analyzeClaim("cali bans gas cars").tokens).toEqual(analyzeClaim("California bans gas cars").tokens);
    expect(analyzeClaim("nz banned oil drilling").tokens).toEqual(analyzeClaim("New Zealand banned oil drilling").tokens);
    expect(
      features("the surgeon general told men to skip the vaccine", "the surgeon general told men not to get the vaccine").features
        .negationDiffers,
    ).toBe(0);
  });

  it("reads a denied word against its opposite as one assertion: 'won't be allowed' = banned, 'won't accept' = refuses", () => {
    const banned = features("Canada won't allow sales of new gas cars from 2035", "Canada bans sales of new gas cars from 2035");
    expect(banned.features).toMatchObject({ negationDiffers: 0, oppositeTerms: 0, stanceDiffers: 0 });
    const refuses = features(
      "the Red Cross won't accept blood from vaccinated people",
      "the Red Cross refuses blood from vaccinated people",
    );
    expect(refuses.features).toMatchObject({ negationDiffers: 0, oppositeTerms: 0, stanceDiffers: 0 });
    // Without the denial, the two words are still opposites.
    expect(
      features("the Red Cross accepts blood from vaccinated people", "the Red Cross refuses blood from vaccinated people").features
        .oppositeTerms,
    ).toBe(1);
    expect(features("Canada won't ban gas cars", "Canada bans gas cars").features.negationDiffers).toBe(1);
  });

  it("reads 'cat 5', 'vit d' and 'cals' as written out", () => {
    expect(analyzeClaim("otis went cat 5 overnight").tokens).toEqual(expect.arrayContaining(analyzeClaim("a category 5").tokens));
    expect(analyzeClaim("my cat 2 years old").tokens).toContain("cat");
    expect(analyzeClaim("vit d cuts covid deaths").tokens).toEqual(analyzeClaim("vitamin D cuts covid deaths").tokens);
    expect(analyzeClaim("500 more cals a day").tokens).toEqual(analyzeClaim("500 more calories a day").tokens);
  });

  it("reads 'the triple lock' as a name, not 3 times, and the Grammys as the Grammy Awards", () => {
    expect(analyzeClaim("the state pension rises thanks to the triple lock").tokens).not.toContain("3");
    expect(analyzeClaim("the bag ban tripled the plastic used").tokens).toContain("3");
    expect(
      features("Cowboy Carter won album of the year at the 2025 Grammys", "Cowboy Carter won album of the year at the 2025 Grammy Awards")
        .features.candidateCoverage,
    ).toBe(1);
    expect(features("she won an Oscar in 2024", "she won an Academy Award in 2024").features.queryCoverage).toBe(1);
  });

  it("shows a figure in the reasons as the claim wrote it", () => {
    expect(features("unemployment is 5%", "unemployment is 8%").reasons).toContain("different figures: 5% vs 8%");
  });

  it("tells another given name before the claimant's surname as another speaker", () => {
    const claim = "I have never lost a kickboxing fight.";
    const brother = features("Tristan Tate says he has never lost a kickboxing fight", claim, { claimantTokens: ["andrew", "tate"] });
    expect(brother.features.speakerDiffers).toBe(1);
    const same = features("Andrew Tate says he has never lost a kickboxing fight", claim, { claimantTokens: ["andrew", "tate"] });
    expect(same.features.speakerDiffers).toBe(0);
    const titled = features("Sen. Warren says she never lost", "I never lost.", { claimantTokens: ["elizabeth", "warren"] });
    expect(titled.features.speakerDiffers).toBe(0);
  });

  it("reads spans of time in the unit claims write them in", () => {
    const same = (a: string, b: string) => expect(analyzeClaim(a).tokens).toEqual(analyzeClaim(b).tokens);
    same("clears up eczema within 14 days", "clears up eczema within two weeks");
    same("lose ten pounds in seven days", "lose 10 pounds in a week");
    same("enrolled 5,000 in its first twelve months", "enrolled 5,000 in its first year");
    same("strips a cow to the bone in sixty seconds", "strips a cow to the bone in a minute");
    same("swimming within half an hour of eating", "swimming within 30 minutes of eating");
    same("lost a third of its land in the past decade", "lost a third of its land in the past 10 years");
    same("a shelf life of a quarter of a century", "a shelf life of 25 years");
    same("the lake could vanish in half a decade", "the lake could vanish in 5 years");
    same("within 4 min 37 sec of collapse", "within 4 minutes 37 seconds of collapse");
    same("the phone is wiped in 60 secs", "the phone is wiped in a minute");
    // A rate stays a rate; a span that is no whole number of the larger unit stays as written.
    expect(analyzeClaim("open 24 hours a day, 7 days a week").tokens).toContain("24");
    expect(analyzeClaim("banned for 10 days").tokens).toContain("10");
  });

  it("reads fractions, rates and scales written short as the same figures", () => {
    const figures = (text: string) =>
      analyzeClaim(text)
        .terms.filter((t) => t.kind === "number")
        .map((t) => t.token);
    expect(figures("farmers must kill 1/3 of their cattle")).toEqual(figures("farmers must cull a third of their cattle"));
    expect(figures("the 9/11 attacks")).toEqual(["9", "11"]);
    expect(figures("1 in 3 adults")).toEqual(figures("a third of adults"));
    expect(figures("45 per 100,000 people")).toEqual(["0.045%"]);
    expect(figures("forty-five out of every 100,000 South Africans")).toEqual(["0.045%"]);
    expect(figures("one out of every ten girls")).toEqual(figures("one in ten girls"));
    expect(figures("a fifth fewer heart attacks")).toEqual(["20%"]);
    expect(figures("a third term")).toEqual(["3th"]);
    expect(figures("more than half a million signed up")).toEqual(figures("more than 500,000 signed up"));
    expect(figures("as much caffeine as half a dozen cans")).toEqual(["6"]);
    expect(figures("load-shedding costs R900m a day")).toEqual(figures("load-shedding costs R900 million a day"));
    expect(figures("a rainy day fund of 23 bil")).toEqual(figures("a rainy day fund of $23 billion").map((t) => t.replace("$", "")));
  });

  it("reads the world wars however written, and temperature scales as no names", () => {
    const wars = ["since WWII", "since World War 2", "since the Second World War", "since ww2"].map((t) => analyzeClaim(t).tokens);
    for (const tokens of wars) expect(tokens).toEqual(wars[0]);
    expect(analyzeClaim("my baby has a 39c fever").tokens).toEqual(analyzeClaim("my baby has a 39°C fever").tokens);
    expect(analyzeClaim("a 50c coin").tokens).not.toContain("celsius");
    expect(analyzeClaim("since World War I").tokens).not.toEqual(wars[0]);
    expect(
      features("Antarctica logged 18.3 degrees Celsius in February 2020", "Antarctica recorded 18.3C in February 2020").features
        .nameOnlyInQuery,
    ).toBe(0);
  });

  it("reads 'is over' as ended, 'let' as allow, and 'let me know' as the visitor talking", () => {
    expect(analyzeClaim("the recession is over").tokens).toEqual(analyzeClaim("the recession has ended").tokens);
    expect(analyzeClaim("he is over 50").tokens).not.toContain("end");
    expect(analyzeClaim("Jordan let Iranian drones fly through").tokens).toEqual(
      analyzeClaim("Jordan allowed Iranian drones to fly through").tokens,
    );
    expect(analyzeClaim("let me know if vaccines cause autism").tokens).toEqual(analyzeClaim("vaccines cause autism").tokens);
  });

  it("keeps a denial when the asserting side's denying word is on both sides", () => {
    // "ban" on both sides: "never supported" still denies "supports".
    expect(
      features("kamala harris still supports banning fracking", 'Kamala Harris "has never supported a ban on fracking."').features
        .negationDiffers,
    ).toBe(1);
    expect(
      features("undocumented immigrants paid nothing in taxes", "undocumented immigrants paid $96.7 billion in taxes").features
        .negationDiffers,
    ).toBe(1);
    expect(features("wealth means nothing next to health", "wealth is meaningless next to health").features.negationDiffers).toBe(0);
  });

  it("counts nouns that word vectors place together but WordNet keeps apart", () => {
    const swap = features("the measles vaccine given in Pakistan contains pork", "the polio vaccine given in Pakistan contains pork");
    expect(swap.features.dictionaryContrasts).toBe(1);
    const synonym = features(
      "the vaccine given to kids in Pakistan contains pork",
      "the vaccine given to children in Pakistan contains pork",
    );
    expect(synonym.features.dictionaryContrasts).toBe(0);
  });

  it("reads model codes, 'J&J' and 'cigs' as written out, and 'side effect' as no 'effective'", () => {
    expect(analyzeClaim("most mass shootings use an ar15").tokens).toEqual(analyzeClaim("most mass shootings use an AR-15").tokens);
    expect(analyzeClaim("the AR-15").terms.filter((t) => t.kind === "number")).toHaveLength(0);
    expect(analyzeClaim("a 2-1 vote").terms.filter((t) => t.kind === "number")).toHaveLength(2);
    expect(analyzeClaim("the j&j vaccine was banned").tokens).toEqual(analyzeClaim("the Johnson & Johnson vaccine was banned").tokens);
    expect(analyzeClaim("zyns are safer than cigs").tokens).toContain(analyzeClaim("cigarettes").tokens[0]);
    expect(analyzeClaim("a side effect of the vaccine").tokens).not.toContain("effective");
    expect(analyzeClaim("the vaccine's efficacy").tokens).toEqual(analyzeClaim("the vaccine is effective").tokens);
    expect(framed("hamlin collapsed bc of the vaccine?? everyone on twitter saying it")).toEqual(expect.arrayContaining(["twitter"]));
  });

  it("reads 'in a row', 'straight' and 'running' as consecutive, and 'halved' as cut by 50%", () => {
    const sorted = (text: string) => [...analyzeClaim(text).tokens].sort();
    expect(sorted("cut school funding three years in a row")).toEqual(sorted("cut school funding for three straight years"));
    expect(sorted("wages beat inflation for 12 months running")).toEqual(sorted("wages beat inflation for a consecutive year"));
    expect(sorted("the moonshot halved cancer deaths")).toEqual(sorted("the moonshot cut cancer deaths by half"));
    expect(analyzeClaim("a straight line").tokens).not.toContain("consecut");
  });
});

describe("misspelt and shortened words", () => {
  it("reads a misspelling or a shortened word as the dictionary word on the other side", () => {
    const typed = features("the goverment is putting microchips in vacines", "the government is putting microchips in vaccines").features;
    expect(typed).toMatchObject({ queryCoverage: 1, candidateCoverage: 1, unexplainedSubstitutions: 0 });
    const short = features("utah gov vetoed the trans sports ban", "Utah's governor vetoed the transgender sports ban").features;
    expect(short).toMatchObject({ unexplainedSubstitutions: 0, substitutions: 0 });
  });

  it("keeps two dictionary words one letter apart, and names, apart", () => {
    expect(features("the county voted to ban fracking", "the country voted to ban fracking").features.queryCoverage).toBeLessThan(1);
    expect(features("the trail was delayed by a year", "the trial was delayed by a year").features.queryCoverage).toBeLessThan(1);
    expect(features("Olena Zelenska bought a Bugatti in Paris", "Volodymyr Zelensky bought a Bugatti in Paris").reasons.join(" ")).toMatch(
      /zelenska/,
    );
    // A word's start is a shortening only when the start is no word of its own: "week" is not "weekend".
    expect(features("workers get four days off every week", "workers get four days off every weekend").features.queryCoverage).toBeLessThan(
      1,
    );
  });

  it("counts edits: a letter added, dropped, changed, or two swapped", () => {
    expect(editDistanceAtMost("recieve", "receive", 1)).toBe(true);
    expect(editDistanceAtMost("goverment", "government", 1)).toBe(true);
    expect(editDistanceAtMost("vacines", "vaccines", 1)).toBe(true);
    expect(editDistanceAtMost("vacine", "vaccines", 1)).toBe(false);
    expect(editDistanceAtMost("vacine", "vaccines", 2)).toBe(true);
    expect(editDistanceAtMost("abc", "abcdef", 2)).toBe(false);
  });
});
