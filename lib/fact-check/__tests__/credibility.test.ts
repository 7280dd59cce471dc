import {
  CREDIBILITY_TABLE,
  DEFAULT_CREDIBILITY,
  credibilityBadge,
  doiOf,
  hostOf,
  lookupCredibility,
  outletKey,
  outletNameForUrl,
  PEER_REVIEWED_JOURNAL_RULE,
  PEER_REVIEWED_JOURNALS,
  PUBLIC_AGENCIES,
  SCIENTIFIC_AGENCY_RULE,
  STATISTICAL_AGENCY_RULE,
} from "../credibility";

describe("credibility table", () => {
  it("has about eighty entries with scores 0-10 and a reason each", () => {
    expect(CREDIBILITY_TABLE.length).toBeGreaterThanOrEqual(75);
    for (const e of CREDIBILITY_TABLE) {
      expect(Number.isInteger(e.score)).toBe(true);
      expect(e.score).toBeGreaterThanOrEqual(0);
      expect(e.score).toBeLessThanOrEqual(10);
      expect(e.reason.length).toBeGreaterThan(20);
      expect(e.domain).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    }
  });

  it("has no duplicate domains or outlet names", () => {
    const domains = CREDIBILITY_TABLE.flatMap((e) => [e.domain, ...(e.extraDomains ?? [])]);
    expect(new Set(domains).size).toBe(domains.length);
    const names = CREDIBILITY_TABLE.flatMap((e) => [e.outlet, ...(e.aliases ?? [])].map(outletKey));
    expect(new Set(names).size).toBe(names.length);
  });

  it("covers the expected families", () => {
    const kinds = new Set(CREDIBILITY_TABLE.map((e) => e.kind));
    for (const k of [
      "wire-service",
      "fact-checker",
      "government",
      "intergovernmental",
      "journal",
      "academy",
      "news",
      "encyclopedia",
      "social-media",
      "unreliable",
      "satire",
    ] as const) {
      expect(kinds.has(k)).toBe(true);
    }
  });

  it("keeps low-credibility kinds below the reliable ones", () => {
    for (const e of CREDIBILITY_TABLE) {
      if (e.kind === "social-media" || e.kind === "unreliable" || e.kind === "satire") expect(e.score).toBeLessThanOrEqual(3);
      if (e.kind === "wire-service") expect(e.score).toBeGreaterThanOrEqual(8);
    }
  });
});

describe("lookupCredibility — domains", () => {
  it("matches a host and its subdomains", () => {
    const r = lookupCredibility({ url: "https://www.politifact.com/factchecks/2020/some-check/" });
    expect(r.matched).toBe("domain");
    expect(r.entry?.outlet).toBe("PolitiFact");
    expect(r.score).toBe(8);
    expect(lookupCredibility({ url: "https://edition.cnn.com/x" }).entry?.outlet).toBe("CNN");
  });

  it("prefers the longest matching domain", () => {
    expect(lookupCredibility({ url: "https://factcheck.afp.com/doc.afp.com.123" }).entry?.outlet).toBe("AFP Fact Check");
    expect(lookupCredibility({ url: "https://www.afp.com/en/news" }).entry?.outlet).toBe("Agence France-Presse");
    expect(lookupCredibility({ url: "https://pubmed.ncbi.nlm.nih.gov/123456/" }).entry?.outlet).toBe("PubMed");
    expect(lookupCredibility({ url: "https://www.nih.gov/news" }).entry?.outlet).toBe("NIH");
    expect(lookupCredibility({ url: "https://www.ecb.europa.eu/press" }).entry?.outlet).toBe("European Central Bank");
    expect(lookupCredibility({ url: "https://commission.europa.eu/x" }).entry?.outlet).toBe("European Union");
  });

  it("does not match look-alike hosts", () => {
    expect(lookupCredibility({ url: "https://notreuters.com/story" }).matched).toBe("default");
    expect(lookupCredibility({ url: "https://reuters.com.evil.example/story" }).matched).toBe("default");
  });

  it("handles extra domains, missing schemes, case and trailing dots", () => {
    expect(lookupCredibility({ url: "https://www.bbc.com/news/x" }).entry?.outlet).toBe("BBC News");
    expect(lookupCredibility({ url: "https://www.bbc.co.uk/news/x" }).entry?.outlet).toBe("BBC News");
    expect(lookupCredibility({ url: "WWW.Reuters.COM./world" }).entry?.outlet).toBe("Reuters");
    expect(lookupCredibility({ url: "https://twitter.com/someone/status/1" }).score).toBe(2);
  });

  it("gives a documented generic score to unlisted .gov, .mil and .edu hosts", () => {
    const gov = lookupCredibility({ url: "https://www.energy.gov/report" });
    expect(gov).toMatchObject({ score: 7, matched: "domain" });
    expect(gov.entry).toBeUndefined();
    expect(gov.reason).toMatch(/Government domain/);
    expect(lookupCredibility({ url: "https://www.army.mil/article" }).score).toBe(7);
    expect(lookupCredibility({ url: "https://www.stanford.edu/page" }).score).toBe(6);
    expect(lookupCredibility({ url: "https://www.ox.ac.uk/research" }).score).toBe(6);
    expect(lookupCredibility({ url: "https://www.health.gov.au/x" }).score).toBe(7);
  });

  it("lets table entries override the generic government score", () => {
    expect(lookupCredibility({ url: "https://www.whitehouse.gov/briefing-room/" })).toMatchObject({ score: 5, matched: "domain" });
    expect(lookupCredibility({ url: "https://www.census.gov/data" }).score).toBe(9);
  });
});

describe("lookupCredibility — outlets", () => {
  it.each([
    ["The Washington Post", "The Washington Post"],
    ["Washington Post", "The Washington Post"],
    ["washington post", "The Washington Post"],
    ["AFP Fact Check", "AFP Fact Check"],
    ["AFP Fact-Check", "AFP Fact Check"],
    ["AFP", "Agence France-Presse"],
    ["Associated Press", "Associated Press"],
    ["AP", "Associated Press"],
    ["USA TODAY", "USA Today"],
    ["USA Today Fact Check", "USA Today"],
    ["FACTLY", "Factly"],
    ["Les Decodeurs", "Le Monde"],
    ["Les Décodeurs", "Le Monde"],
    ["El Pais", "El País"],
    ["Full Fact", "Full Fact"],
    ["PolitiFact.com", "PolitiFact"],
  ])("%s -> %s", (outlet, expected) => {
    const r = lookupCredibility({ outlet });
    expect(r.matched).toBe("outlet");
    expect(r.entry?.outlet).toBe(expected);
  });

  it("prefers the URL over the outlet name", () => {
    const r = lookupCredibility({ url: "https://www.snopes.com/fact-check/x/", outlet: "Reuters" });
    expect(r.entry?.outlet).toBe("Snopes");
    expect(r.matched).toBe("domain");
  });

  it("falls back to the outlet name when the URL is unknown", () => {
    const r = lookupCredibility({ url: "https://cdn.example-syndication.net/a", outlet: "Reuters" });
    expect(r).toMatchObject({ matched: "outlet", score: 9 });
  });

  it("returns the documented default otherwise", () => {
    expect(lookupCredibility({})).toMatchObject({ ...DEFAULT_CREDIBILITY, matched: "default", kind: "other", basis: "default" });
    expect(lookupCredibility({}).explanation).toContain("default score of 5/10");
    expect(lookupCredibility({ outlet: "Some Local Blog" })).toMatchObject({ score: 5, matched: "default" });
    expect(lookupCredibility({ url: "not a url" })).toMatchObject({ score: 5, matched: "default" });
    expect(lookupCredibility({ url: "", outlet: "" }).matched).toBe("default");
  });
});

describe("kind and explanation", () => {
  it("groups the table's kinds into the six outlet kinds and explains table entries with their reason", () => {
    expect(lookupCredibility({ url: "https://www.reuters.com/x" })).toMatchObject({ kind: "wire-service", basis: "table" });
    expect(lookupCredibility({ outlet: "PolitiFact" })).toMatchObject({ kind: "fact-checker", basis: "table" });
    expect(lookupCredibility({ url: "https://www.who.int/x" }).kind).toBe("government");
    expect(lookupCredibility({ url: "https://www.nature.com/articles/x" }).kind).toBe("academic");
    const entry = lookupCredibility({ url: "https://www.politifact.com/x" });
    expect(entry.explanation).toBe(entry.entry!.reason);
  });

  it("says which rule scored an institutional host that is not in the table", () => {
    const gov = lookupCredibility({ url: "https://www.agriculture.example.gov/report" });
    expect(gov).toMatchObject({ basis: "rule", kind: "government", score: 7 });
    expect(gov.explanation).toContain("the rule for government domains");
    expect(lookupCredibility({ url: "https://physics.example.edu/" })).toMatchObject({ basis: "rule", kind: "academic", score: 6 });
  });
});

describe("rules for peer-reviewed journals and public agencies", () => {
  it("scores a DOI link to a listed journal by the journal rule, with its kind and reason", () => {
    const annals = lookupCredibility({ url: "https://doi.org/10.7326/M18-2101", outlet: "Annals of Internal Medicine" });
    expect(annals).toMatchObject({ basis: "rule", kind: "academic", score: PEER_REVIEWED_JOURNAL_RULE.score });
    expect(annals.score).toBeGreaterThanOrEqual(8);
    expect(annals.explanation).toContain("the rule for peer-reviewed journals (DOI 10.7326/M18-2101, Annals of Internal Medicine)");
    expect(annals.explanation).toContain(PEER_REVIEWED_JOURNAL_RULE.reason);
    // Case does not matter, nor the DOI resolver's host, nor a DOI inside a publisher's path.
    expect(lookupCredibility({ url: "http://dx.doi.org/10.1073/PNAS.2014704117" }).basis).toBe("rule");
    expect(lookupCredibility({ url: "https://www.acpjournals.org/doi/10.7326/M18-2101" }).kind).toBe("academic");
    expect(lookupCredibility({ url: "https://iopscience.iop.org/article/10.1088/1748-9326/11/8/084011" }).basis).toBe("rule");
  });

  it("scores a journal's own site by the journal rule", () => {
    expect(lookupCredibility({ url: "https://www.pnas.org/doi/full/10.1073/pnas.2014704117" })).toMatchObject({
      basis: "rule",
      kind: "academic",
    });
    expect(lookupCredibility({ url: "https://journals.plos.org/plosone/article?id=x" })).toMatchObject({ basis: "rule", kind: "academic" });
  });

  it("leaves a DOI of an unlisted registrant (a preprint server, a data repository) to the default", () => {
    expect(lookupCredibility({ url: "https://doi.org/10.1101/2020.03.05.979260" }).basis).toBe("default");
    expect(lookupCredibility({ url: "https://doi.org/10.5281/zenodo.1234" }).basis).toBe("default");
    // A stem is matched from the DOI's start, not anywhere in it.
    expect(lookupCredibility({ url: "https://doi.org/10.9999/10.7326/x" }).basis).toBe("default");
  });

  it("keeps a table entry ahead of the rules", () => {
    expect(lookupCredibility({ url: "https://doi.org/10.1016/S0140-6736(10)60175-4", outlet: "The Lancet" })).toMatchObject({
      basis: "table",
      score: 9,
    });
    expect(lookupCredibility({ url: "https://www.nature.com/articles/x" }).basis).toBe("table");
  });

  it("scores official statistical agencies and government scientific agencies by their rules", () => {
    const statcan = lookupCredibility({ url: "https://www150.statcan.gc.ca/n1/daily-quotidien/x" });
    expect(statcan).toMatchObject({ basis: "rule", kind: "government", score: STATISTICAL_AGENCY_RULE.score });
    expect(statcan.explanation).toContain("the rule for official statistical agencies");
    const nci = lookupCredibility({ url: "https://www.cancer.gov/about-cancer/x", outlet: "National Cancer Institute" });
    expect(nci).toMatchObject({ basis: "rule", kind: "government", score: SCIENTIFIC_AGENCY_RULE.score });
    expect(nci.explanation).toContain("the rule for government scientific agencies (www.cancer.gov, National Cancer Institute)");
    // The statistical rule beats the generic one for government domains (7), which still covers the rest.
    expect(lookupCredibility({ url: "https://fiscaldata.treasury.gov/datasets/x" }).score).toBe(9);
    expect(lookupCredibility({ url: "https://home.treasury.gov/news/x" }).score).toBe(7);
  });

  it("matches a journal site given with a path only under that path", () => {
    expect(lookupCredibility({ url: "https://academic.oup.com/qje/article/136/4/2615/6325232" }).basis).toBe("rule");
    expect(lookupCredibility({ url: "https://academic.oup.com/qjeconomics" }).basis).toBe("default");
    expect(lookupCredibility({ url: "https://academic.oup.com/other-journal/article/1" }).basis).toBe("default");
  });

  it("lists each journal and agency once, with DOI stems of the 10.NNNN/ form", () => {
    for (const journal of PEER_REVIEWED_JOURNALS) for (const stem of journal.doiStems) expect(stem).toMatch(/^10\.\d{4,9}\//);
    const names = [...PEER_REVIEWED_JOURNALS.map((j) => j.name), ...PUBLIC_AGENCIES.map((a) => a.name)];
    expect(new Set(names).size).toBe(names.length);
    const sites = PUBLIC_AGENCIES.flatMap((a) => a.domains);
    expect(new Set(sites).size).toBe(sites.length);
    // No agency the table already rates: the table would win and the listing would mislead.
    for (const site of sites) expect(lookupCredibility({ url: `https://${site}` }).basis).toBe("rule");
  });

  it("reads DOIs from links", () => {
    expect(doiOf("https://doi.org/10.7326/M18-2101")).toBe("10.7326/M18-2101");
    expect(doiOf("https://doi.org/10.1016/S0140-6736(10)60175-4")).toBe("10.1016/S0140-6736(10)60175-4");
    expect(doiOf("https://www.acpjournals.org/doi/10.7326/M18-2101?x=1")).toBe("10.7326/M18-2101");
    expect(doiOf("https://doi.org/not-a-doi")).toBeUndefined();
    expect(doiOf("https://example.com/page")).toBeUndefined();
  });
});

describe("credibilityBadge", () => {
  it.each([
    [10, "HIGH"],
    [8, "HIGH"],
    [7.9, "MEDIUM"],
    [6, "MEDIUM"],
    [5, "LOW"],
    [0, "LOW"],
  ] as const)("%s -> %s", (score, badge) => {
    expect(credibilityBadge(score)).toBe(badge);
  });

  it("badges representative sources sensibly", () => {
    expect(credibilityBadge(lookupCredibility({ url: "https://apnews.com/article/x" }).score)).toBe("HIGH");
    expect(credibilityBadge(lookupCredibility({ url: "https://en.wikipedia.org/wiki/X" }).score)).toBe("MEDIUM");
    expect(credibilityBadge(lookupCredibility({ url: "https://www.infowars.com/x" }).score)).toBe("LOW");
  });
});

describe("outletNameForUrl and hostOf", () => {
  it("names table outlets and falls back to the bare host", () => {
    expect(outletNameForUrl("https://www.politifact.com/x")).toBe("PolitiFact");
    expect(outletNameForUrl("https://factcheck.afp.com/x")).toBe("AFP Fact Check");
    expect(outletNameForUrl("https://www.example-news.org/story")).toBe("example-news.org");
    expect(outletNameForUrl("https://news.example.org/story")).toBe("news.example.org");
    expect(outletNameForUrl("not a url")).toBe("not a url");
  });

  it("parses hosts defensively", () => {
    expect(hostOf("https://WWW.Example.com:8080/path?q=1")).toBe("www.example.com");
    expect(hostOf("example.com/path")).toBe("example.com");
    expect(hostOf("")).toBeUndefined();
    expect(hostOf("localhost")).toBeUndefined();
  });
});
