/**
 * Comparison pages and the best-tools page as data. Statements about other services are
 * limited to well-documented public facts (founding, ownership, rating scales, awards);
 * statements about Factlens are limited to what it does today.
 */

export type ComparisonRow = {
  dimension: "Response time" | "Coverage" | "Source integration" | "API access" | "Cost";
  factlens: string;
  competitor: string;
};

export type Comparison = {
  path: "/factlens-vs-snopes" | "/factlens-vs-politifact";
  competitor: string;
  /** The competitor's own site, linked from the page. */
  competitorUrl: string;
  metadata: { title: string; description: string; keywords: string[] };
  title: string;
  intro: string;
  /** A short, factual profile of the other service. */
  competitorProfile: string[];
  rows: ComparisonRow[];
  factlensStrengths: string[];
  factlensLimits: string[];
  competitorStrengths: string[];
  competitorLimits: string[];
  chooseFactlensWhen: string[];
  chooseCompetitorWhen: string[];
  /** How the two work together. */
  together: string;
};

const factlensRows = {
  responseTime: "Seconds. API answers arrive in under 10 seconds, and a claim checked recently is answered from the cache at once.",
  apiAccess: "JSON API for single claims and batches of up to 5: Free key 100 requests a day, Pro key 10,000 a day.",
  cost: "Free on the web: 3 checks per 24 hours without an account. API access on the Free and Pro tiers.",
} as const;

export const snopesComparison: Comparison = {
  path: "/factlens-vs-snopes",
  competitor: "Snopes",
  competitorUrl: "https://www.snopes.com/",
  metadata: {
    title: "Factlens vs Snopes",
    description:
      "Factlens and Snopes compared on response time, coverage, source integration, API access and cost: when an instant, cited answer is enough and when you want a Snopes investigation.",
    keywords: ["Factlens vs Snopes", "Snopes alternative", "Snopes comparison"],
  },
  title: "Factlens vs Snopes",
  intro:
    "Snopes publishes in-depth articles researched and written by its editors; Factlens answers any claim on demand from published fact-checks and sources. They do different jobs, and they work well together. Here is an honest comparison.",
  competitorProfile: [
    "Snopes was founded in 1994 by David and Barbara Mikkelson to research urban legends, and grew into one of the best-known fact-checking sites on the web.",
    "Its editors research a claim and publish an article that explains where it came from and what the evidence shows, with a rating such as True, Mostly True, Mixture, Mostly False, False, Unproven, Miscaptioned or Labeled Satire.",
  ],
  rows: [
    {
      dimension: "Response time",
      factlens: factlensRows.responseTime,
      competitor:
        "Hours to days for a new claim, because an editor researches and writes each article. Existing articles can be read at once.",
    },
    {
      dimension: "Coverage",
      factlens:
        "Any claim you type. The verdict depends on published fact-checks and sources covering it; when they do not, the answer is Unclear.",
      competitor:
        "Claims its editors choose to investigate, mostly viral rumours, urban legends, politics, health and online hoaxes, with an archive going back to the 1990s.",
    },
    {
      dimension: "Source integration",
      factlens:
        "Combines published fact-checks from many publishers with web sources, and scores each source's credibility 0-10 with a stated reason.",
      competitor: "Each article cites the sources its editor consulted, usually in a source list at the end.",
    },
    {
      dimension: "API access",
      factlens: factlensRows.apiAccess,
      competitor:
        "No public fact-check API is offered. Its ratings are published with ClaimReview markup, which fact-check search tools such as Google Fact Check Explorer can read.",
    },
    {
      dimension: "Cost",
      factlens: factlensRows.cost,
      competitor: "Free to read; funded by advertising and reader support.",
    },
  ],
  factlensStrengths: [
    "Answers any claim in seconds, instead of waiting for someone to write an article about it.",
    "Brings several publishers' fact-checks together in one answer, so you can see whether they agree.",
    "States its confidence, and says Unclear or Disputed instead of guessing.",
    "Offers an API for checking claims from your own software.",
  ],
  factlensLimits: [
    "No original research: if nobody has reviewed or documented a claim, Factlens cannot settle it.",
    "Automated matching can miss nuance, for example when your wording differs in an important way from the claim that was reviewed.",
    "A result is a summary; it does not replace reading a full investigation.",
  ],
  competitorStrengths: [
    "Human editors research each claim, trace its origin and explain the context in full.",
    "Three decades of archives, especially strong on urban legends, hoaxes and viral content.",
    "Nuanced ratings that capture cases like miscaptioned photos and satire taken as fact.",
  ],
  competitorLimits: [
    "Covers only the claims its editors choose, and new articles take time to research.",
    "No public API for checking claims programmatically.",
    "One publisher's view: to compare verdicts across fact-checkers you have to search each one yourself.",
  ],
  chooseFactlensWhen: [
    "You need a quick, sourced first read on a claim before you share or repeat it.",
    "You want to see whether several fact-checkers agree, and how confident the evidence is.",
    "You are checking many claims, or checking them from code.",
  ],
  chooseCompetitorWhen: [
    "You want a full, human-written investigation of a rumour, with its origin and history.",
    "The claim is an urban legend, a hoax or a viral image Snopes has already covered in depth.",
    "You need a single article to cite that explains the context in detail.",
  ],
  together:
    "Start with Factlens to see what has been published about a claim and how strong the evidence is; when a Snopes article is among the sources, open it for the full story.",
};

export const politifactComparison: Comparison = {
  path: "/factlens-vs-politifact",
  competitor: "PolitiFact",
  competitorUrl: "https://www.politifact.com/",
  metadata: {
    title: "Factlens vs PolitiFact",
    description:
      "Factlens and PolitiFact compared on response time, coverage, source integration, API access and cost: instant answers for any claim versus Truth-O-Meter ratings of political statements.",
    keywords: ["Factlens vs PolitiFact", "PolitiFact alternative", "Truth-O-Meter"],
  },
  title: "Factlens vs PolitiFact",
  intro:
    "PolitiFact rates statements by politicians and viral posts on its Truth-O-Meter; Factlens answers any claim on demand and cites the fact-checks it finds, PolitiFact's among them. Here is an honest comparison.",
  competitorProfile: [
    "PolitiFact was started in 2007 by the St. Petersburg Times (now the Tampa Bay Times), won the Pulitzer Prize for National Reporting in 2009, and has been owned by the Poynter Institute, a non-profit journalism school, since 2018.",
    "Its reporters research a statement and its editors rate it on the Truth-O-Meter: True, Mostly True, Half True, Mostly False, False, or Pants on Fire for claims that are false and ridiculous.",
  ],
  rows: [
    {
      dimension: "Response time",
      factlens: factlensRows.responseTime,
      competitor:
        "Hours to days for a new rating, because reporters research each statement and editors decide the rating. Published ratings can be read at once.",
    },
    {
      dimension: "Coverage",
      factlens:
        "Any claim you type. The verdict depends on published fact-checks and sources covering it; when they do not, the answer is Unclear.",
      competitor:
        "Mainly US politics: statements by elected officials, candidates, pundits and advocacy groups, and viral social media posts.",
    },
    {
      dimension: "Source integration",
      factlens:
        "Combines published fact-checks from many publishers, PolitiFact included, with web sources, and scores each source's credibility 0-10 with a stated reason.",
      competitor: "Each fact-check lists the sources its reporter used, often including interviews with the person who made the claim.",
    },
    {
      dimension: "API access",
      factlens: factlensRows.apiAccess,
      competitor:
        "No public fact-check API is offered. Its ratings are published with ClaimReview markup, which fact-check search tools such as Google Fact Check Explorer can read.",
    },
    {
      dimension: "Cost",
      factlens: factlensRows.cost,
      competitor: "Free to read; funded by advertising, reader donations and grants.",
    },
  ],
  factlensStrengths: [
    "Answers any claim in seconds, not only the statements a newsroom chooses to rate.",
    "Covers topics beyond politics, such as health, science and economics, wherever published fact-checks and sources exist.",
    "Brings PolitiFact's ratings together with other publishers', and states how confident the combined evidence is.",
    "Offers an API for checking claims from your own software.",
  ],
  factlensLimits: [
    "No original reporting: it cannot interview the person who made a claim or dig up new records.",
    "Automated matching can miss nuance, for example when a politician's exact words differ from the claim that was rated.",
    "A result is a summary; it does not replace reading a full fact-check.",
  ],
  competitorStrengths: [
    "Reporters research each statement, contact the speaker and publish their sources.",
    "A Pulitzer Prize-winning newsroom, with ratings decided by editors rather than one writer.",
    "A long record of ratings for individual politicians, useful for comparing who said what over time.",
  ],
  competitorLimits: [
    "Focuses on US politics; many claims outside it are never rated.",
    "Covers only the statements its newsroom chooses, and new ratings take time.",
    "No public API for checking claims programmatically.",
  ],
  chooseFactlensWhen: [
    "You need a quick, sourced answer about any claim, political or not.",
    "You want to see whether PolitiFact and other fact-checkers agree.",
    "You are checking many claims, or checking them from code.",
  ],
  chooseCompetitorWhen: [
    "You need a detailed, reported fact-check of a specific politician's statement.",
    "You want a politician's record of ratings over time.",
    "You need a single, authoritative article to cite on a US political claim.",
  ],
  together: "Use Factlens for a fast read on any claim; when a PolitiFact fact-check is among the sources, open it for the full reporting.",
};

export const comparisons: Comparison[] = [snopesComparison, politifactComparison];

/* ---- /best-fact-checking-tools ----------------------------------------------------------- */

export type ToolCard = {
  name: string;
  tagline: string;
  description: string;
  features: string[];
  bestFor: string[];
  /** Our comparison page for the tool. */
  comparisonPath?: Comparison["path"];
  comparisonLabel?: string;
};

export const factlensToolCard: ToolCard = {
  name: "Factlens",
  tagline: "Instant, cited answers for any claim",
  description:
    "Type a claim and get a verdict, a confidence score and the sources behind it in seconds, drawn from published fact-checks and authoritative sources.",
  features: [
    "Seven verdicts, including Unclear when evidence is missing and Disputed when reliable sources disagree",
    "A 0-100 confidence score from source credibility, consistency and evidence strength",
    "Every source cited, with its stance and a credibility score out of 10",
    "An event timeline, context and an analysis of supporting and disputing sources",
    "A JSON API for single claims and batches",
    "Free to use without an account: 3 checks per 24 hours",
  ],
  bestFor: [
    "A fast first read before you share or repeat a claim",
    "Seeing whether several fact-checkers agree",
    "Checking claims from your own software",
  ],
};

export const otherToolCards: ToolCard[] = [
  {
    name: "Snopes",
    tagline: "In-depth investigations since 1994",
    description:
      "Editors research viral rumours, urban legends and online claims, and publish full articles tracing their origin, with ratings such as True, Mixture, False and Unproven.",
    features: ["Human-researched articles", "Three decades of archives", "Ratings for miscaptioned media and satire"],
    bestFor: ["Understanding where a rumour came from", "Urban legends and hoaxes"],
    comparisonPath: "/factlens-vs-snopes",
    comparisonLabel: "Factlens vs Snopes",
  },
  {
    name: "PolitiFact",
    tagline: "Truth-O-Meter ratings of political claims",
    description:
      "A Pulitzer Prize-winning newsroom, owned by the non-profit Poynter Institute, that rates statements by politicians and viral posts from True to Pants on Fire.",
    features: ["Reported fact-checks with source lists", "Ratings decided by editors", "Records of ratings per politician"],
    bestFor: ["US political statements", "A politician's record over time"],
    comparisonPath: "/factlens-vs-politifact",
    comparisonLabel: "Factlens vs PolitiFact",
  },
];

export type WhyReason = { title: string; description: string };

/** Why Factlens leads for on-demand checking; each reason is something it does today. */
export const whyFactlensLeads: WhyReason[] = [
  {
    title: "It answers the claim you have, now",
    description: "Fact-checking sites cover the claims their editors pick. Factlens takes any claim and answers in seconds.",
  },
  {
    title: "It puts many fact-checkers side by side",
    description: "One search covers published fact-checks from many publishers, so you see at once whether they agree.",
  },
  {
    title: "It is honest about uncertainty",
    description: "A confidence score comes with every verdict, and missing or conflicting evidence is reported as Unclear or Disputed.",
  },
  {
    title: "Its rules are public",
    description: "The Methodology page explains how verdicts and confidence are computed and how every rated outlet is scored.",
  },
];

/** Other well-known tools, linked for readers who want to go further. */
export const otherResources: { name: string; url: string; description: string }[] = [
  {
    name: "FactCheck.org",
    url: "https://www.factcheck.org/",
    description: "Non-partisan fact-checking from the Annenberg Public Policy Center.",
  },
  { name: "AP Fact Check", url: "https://apnews.com/ap-fact-check", description: "Fact-checks from the Associated Press newsroom." },
  {
    name: "Reuters Fact Check",
    url: "https://www.reuters.com/fact-check/",
    description: "Reuters' verification of viral claims, images and videos.",
  },
  { name: "Full Fact", url: "https://fullfact.org/", description: "The UK's independent fact-checking charity." },
  {
    name: "Google Fact Check Explorer",
    url: "https://toolbox.google.com/factcheck/explorer",
    description: "Search published fact-checks from many publishers by keyword.",
  },
];
