// Realistic-looking synthetic fact-check records for benchmarks: varied claimants, subjects,
// figures and years, so the index sees a vocabulary like real fact-checks, not repeats.
const people = [
  "Joe Biden",
  "Donald Trump",
  "Kamala Harris",
  "Nancy Pelosi",
  "Ron DeSantis",
  "Gavin Newsom",
  "Bernie Sanders",
  "Elizabeth Warren",
  "Ted Cruz",
  "Marco Rubio",
  "Mitch McConnell",
  "Chuck Schumer",
  "Alexandria Ocasio-Cortez",
  "Greg Abbott",
  "Nikki Haley",
  "Mike Pence",
  "Rishi Sunak",
  "Keir Starmer",
  "Emmanuel Macron",
  "Olaf Scholz",
  "Narendra Modi",
  "Justin Trudeau",
  "Jair Bolsonaro",
  "a viral Facebook post",
  "an Instagram video",
  "a TikTok clip",
  "a chain email",
  "a Twitter user",
  "a county official",
  "a state senator",
];
const subjects = [
  "unemployment",
  "inflation",
  "the minimum wage",
  "violent crime",
  "gas prices",
  "the federal deficit",
  "immigration at the southern border",
  "teen vaping",
  "opioid overdoses",
  "wildfire acreage",
  "renewable energy jobs",
  "coal production",
  "the cost of insulin",
  "student loan debt",
  "home prices",
  "rent",
  "voter turnout",
  "mail-in ballots",
  "COVID-19 vaccines",
  "mask mandates",
  "5G towers",
  "the measles vaccine",
  "fluoride in water",
  "GMO crops",
  "electric cars",
  "nuclear power",
  "sea ice",
  "hurricane frequency",
  "polar bear populations",
  "the ozone layer",
  "police funding",
  "school shootings",
  "tax cuts",
  "tariffs on China",
  "the trade deficit",
  "manufacturing jobs",
  "military spending",
  "foreign aid",
  "Social Security",
  "Medicare",
];
const verbs = [
  "rose",
  "fell",
  "doubled",
  "tripled",
  "dropped",
  "increased",
  "decreased",
  "reached a record",
  "hit its lowest level",
  "grew",
];
const tails = [
  "under the current administration",
  "since 2019",
  "in the last decade",
  "in Texas",
  "in California",
  "in Florida",
  "nationwide",
  "in the United Kingdom",
  "in Europe",
  "worldwide",
  "last year",
  "during the pandemic",
];
const causal = [
  "causes cancer",
  "causes autism",
  "cures COVID-19",
  "alters your DNA",
  "is banned in Europe",
  "was invented in a lab",
  "is linked to infertility",
  "spreads the virus",
  "is secretly funded by billionaires",
  "kills more people than car crashes",
  "was approved without testing",
  "contains toxic metals",
];
const ratings = ["True", "Mostly True", "Half True", "Mostly False", "False", "Pants on Fire", "Misleading", "Missing context", "Unproven"];
const publishers = [
  ["PolitiFact", "politifact.com"],
  ["FactCheck.org", "factcheck.org"],
  ["Reuters", "reuters.com"],
  ["AP", "apnews.com"],
  ["AFP Fact Check", "factcheck.afp.com"],
  ["Full Fact", "fullfact.org"],
  ["Snopes", "snopes.com"],
  ["Lead Stories", "leadstories.com"],
  ["USA Today", "usatoday.com"],
  ["Health Feedback", "healthfeedback.org"],
] as const;

/** A deterministic pseudo-random sequence, so runs are comparable. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export type SyntheticRecord = {
  claimText: string;
  claimant: string;
  publisherName: string;
  publisherSite: string;
  reviewUrl: string;
  textualRating: string;
  reviewDate: Date;
};

export function syntheticClaim(random: () => number): { text: string; claimant: string } {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const claimant = pick(people);
  const year = 1995 + Math.floor(random() * 31);
  const figure = Math.floor(random() * 900) / 10;
  const text =
    random() < 0.6
      ? `${pick(subjects)} ${pick(verbs)} ${figure} percent ${pick(tails)} since ${year}`
      : `${pick(subjects)} ${pick(causal)} according to a ${year} study of ${Math.floor(random() * 9000) + 100} people`;
  return { text: text[0].toUpperCase() + text.slice(1), claimant };
}

export function syntheticRecords(count: number, seed = 42): SyntheticRecord[] {
  const random = seeded(seed);
  const records: SyntheticRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    const { text, claimant } = syntheticClaim(random);
    const [publisherName, site] = publishers[Math.floor(random() * publishers.length)];
    records.push({
      claimText: text,
      claimant,
      publisherName,
      publisherSite: site,
      reviewUrl: `https://www.${site}/factchecks/${i}-${Math.floor(random() * 1e9).toString(36)}`,
      textualRating: ratings[Math.floor(random() * ratings.length)],
      reviewDate: new Date(Date.UTC(2012 + Math.floor(random() * 14), Math.floor(random() * 12), 1 + Math.floor(random() * 28))),
    });
  }
  return records;
}
