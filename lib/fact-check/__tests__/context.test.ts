import { buildContext, connectedEvents, keyActors, namedActors } from "@/lib/fact-check/context";
import type { EvidenceItem, FactCheckMatch } from "@/lib/fact-check/providers/types";

const match = (
  review: Partial<FactCheckMatch["review"]> & { publisherName: string },
  claim: Partial<FactCheckMatch["claim"]> = {},
): FactCheckMatch => ({
  claim: { text: "Vaccines contain microchips for tracking", ...claim },
  review: { url: `https://example.org/${review.publisherName.length}`, textualRating: "False", language: "en", ...review },
  verdict: "FALSE",
  matchScore: 0.9,
  provider: "local-knowledge-base",
});

const evidence = (snippet: string): EvidenceItem => ({
  url: "https://example.net/a",
  title: "A page",
  snippet,
  relevance: 0.8,
  provider: "cached-sources",
});

describe("keyActors", () => {
  it("lists claimants and the people and organisations the claim and reviews name, never the review publishers", () => {
    const matches = [
      match({
        publisherName: "Reuters",
        url: "https://www.reuters.com/fact-check/x",
        summary:
          "Reuters Fact Check found that the vaccines contain no microchips. The rumour misread comments by Bill Gates about the Gates Foundation.",
      }),
      match(
        {
          publisherName: "PolitiFact",
          url: "https://www.politifact.com/factchecks/x",
          summary: "PolitiFact found no evidence that the CDC or Bill Gates planned any such thing.",
        },
        { claimant: "Facebook posts" },
      ),
      match({
        publisherName: "FactCheck.org",
        url: "https://www.factcheck.org/x",
        summary: "FactCheck.org traced the rumour to a misreading.",
      }),
    ];
    const actors = keyActors("Vaccines contain microchips for tracking", matches);
    expect(actors).toEqual(["Facebook posts", "Bill Gates", "Gates Foundation", "CDC"]);
    for (const publisher of ["Reuters", "Reuters Fact Check", "PolitiFact", "FactCheck.org"]) expect(actors).not.toContain(publisher);
  });

  it("lists a publisher when the claim names it", () => {
    const matches = [
      match(
        {
          publisherName: "World Health Organization",
          url: "https://www.who.int/x",
          summary: "The WHO states that it never said that. The World Health Organization publishes its guidance.",
        },
        { text: "The WHO said masks are useless" },
      ),
    ];
    const actors = keyActors("The WHO said masks are useless", matches);
    expect(actors).toContain("WHO");
    // Named by the reviews but not by the claim: left out.
    expect(actors).not.toContain("World Health Organization");
  });

  it("does not take places, dates, documents or sentence openers for actors", () => {
    expect(
      namedActors(
        "In 2011 the White House released the long-form birth certificate issued by the State of Hawaii, which records Obama's birth in Honolulu on August 4, 1961.",
      ),
    ).toEqual(["White House", "State of Hawaii"]);
    expect(
      namedActors("The IPCC's Sixth Assessment Report says so. New Jersey and the United States saw no change. Vaccines work."),
    ).toEqual(["IPCC"]);
    expect(namedActors("Justices in the case heard that the Supreme Court held that the Fourteenth Amendment requires it.")).toEqual([
      "Supreme Court",
    ]);
  });
});

describe("connectedEvents", () => {
  it("lists dated events the reviews and evidence report, oldest first, without who reported them", () => {
    const matches = [
      match({
        publisherName: "U.S. National Archives",
        summary:
          "The National Archives records that the 19th Amendment, ratified in August 1920, bars the states from denying citizens the vote on account of sex. Many women were still kept from voting.",
      }),
      match({ publisherName: "PolitiFact", summary: "It was first said in 1999 by nobody in particular." }),
    ];
    const events = connectedEvents(matches, [evidence("On July 20, 1969, Apollo 11 landed on the Moon. Nothing else happened.")]);
    expect(events).toEqual([
      "August 1920: The 19th Amendment, ratified in August 1920, bars the states from denying citizens the vote on account of sex.",
      "July 20, 1969: On July 20, 1969, Apollo 11 landed on the Moon.",
    ]);
  });

  it("does not restate undated review text, nor count percentages and quantities as years", () => {
    const matches = [
      match({
        publisherName: "Full Fact",
        summary: "Full Fact found the claim false. About 2000 people were surveyed, and 1500 °C is hot.",
      }),
    ];
    expect(connectedEvents(matches, [])).toEqual([]);
  });
});

describe("buildContext", () => {
  it("is absent when the evidence has no material for any section", () => {
    expect(buildContext({ claim: "Some claim", matches: [match({ publisherName: "Full Fact" })], evidence: [] })).toBeUndefined();
  });

  it("fills only the sections it has material for", () => {
    const context = buildContext({
      claim: "The Affordable Care Act created death panels",
      matches: [
        match(
          { publisherName: "PolitiFact", summary: "PolitiFact named 'death panels' its 2009 Lie of the Year." },
          { text: "The Affordable Care Act created death panels", claimant: "Sarah Palin", claimDate: new Date("2009-08-07") },
        ),
      ],
      evidence: [],
      category: "Politics & Government",
    });
    expect(context).toEqual({
      keyActors: ["Sarah Palin"],
      relatedEvents: ["2009: PolitiFact named 'death panels' its 2009 Lie of the Year."],
      geopoliticalFactors: [],
      historicalContext:
        "Fact-checkers reviewed the claim “The Affordable Care Act created death panels”, rated False by PolitiFact. Fact-checkers attribute this claim to Sarah Palin, first recorded on 2009-08-07.",
      politicalContext: "PolitiFact named 'death panels' its 2009 Lie of the Year.",
    });
  });

  it("always says what the claim is about when it has any section: the reviewed wording and ratings, with no claimant or date", () => {
    // The starter knowledge base's reviews of the Great Wall myth record neither who said it nor when.
    const greatWall = { text: "The Great Wall of China is visible from space with the naked eye" };
    const context = buildContext({
      claim: "The Great Wall of China is visible from the Moon",
      matches: [
        match({ publisherName: "NASA", summary: "NASA notes that the Great Wall cannot be seen from the Moon." }, greatWall),
        match({ publisherName: "Scientific American", summary: "Astronauts could not pick out the wall from orbit." }, greatWall),
      ],
      evidence: [],
      category: "Science & Technology",
    });
    expect(context?.scientificContext).toBeTruthy();
    expect(context?.historicalContext).toBe(
      "Fact-checkers reviewed the claim “The Great Wall of China is visible from space with the naked eye”, rated False by NASA and Scientific American.",
    );
    expect(Object.keys(context!)[0]).toBe("historicalContext");
  });

  it("says where the background comes from when no fact-check reviews the claim", () => {
    const context = buildContext({
      claim: "The canal froze in June",
      matches: [],
      evidence: [evidence("On 4 June 1816 the canal froze over.")],
    });
    expect(context?.relatedEvents).toHaveLength(1);
    expect(context?.historicalContext).toBe(
      "No published fact-check of this claim was found; the background here comes from the web source found for it.",
    );
  });

  it("groups publishers by rating", () => {
    const context = buildContext({
      claim: "Claim",
      matches: [
        match({ publisherName: "Full Fact", textualRating: "False" }, { claimant: "A blog" }),
        match({ publisherName: "AFP", textualRating: "Misleading" }),
        match({ publisherName: "Reuters", textualRating: "False" }),
      ],
      evidence: [],
    });
    expect(context?.historicalContext).toBe(
      "Fact-checkers reviewed the claim “Vaccines contain microchips for tracking”, rated False by Full Fact and Reuters; Misleading by AFP. Fact-checkers attribute this claim to A blog.",
    );
  });
});
