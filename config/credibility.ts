import type { CredibilityEntry, InstitutionalRule, PeerReviewedJournal, PublicAgency, SourceRule } from "@/lib/fact-check/credibility";

/**
 * The source credibility table as data: outlets and domains with a 0–10 score and the reason for it,
 * the generic rules for institutional hosts it does not list, and the default for unrated outlets.
 * Their types and the lookup are in lib/fact-check/credibility.ts.
 *
 * Scale (how much a claim *reported by this source* should move a verdict):
 *   9–10  primary data or rigorous editorial/peer review with a corrections record
 *         (wire services, statistical agencies, leading peer-reviewed journals)
 *   8     professional newsrooms and fact-checkers with published methods and corrections policies
 *   6–7   generally reliable but with a known caveat (commentary mixed with reporting, tertiary or
 *         openly edited reference, government communications, indexes of uneven material)
 *   4–5   unrated / partisan or political communications: a claim to be checked, not evidence
 *   2–3   user-generated content with no editorial review, or sites with a poor accuracy record
 *   0–1   sites known for fabrications or conspiracy content, and satire (not meant to be factual)
 *
 * Scores are editorial judgements, not measurements. Where a reason cites IFCN, it refers to the
 * International Fact-Checking Network's Code of Principles; signatory status changes over time
 * (check ifcncodeofprinciples.poynter.org). "Deprecated by Wikipedia" refers to the English
 * Wikipedia reliable-sources consensus (WP:RSP), a public, documented community assessment.
 */

export const CREDIBILITY_TABLE: readonly CredibilityEntry[] = [
  // ---- Wire services -------------------------------------------------------------------
  {
    domain: "reuters.com",
    outlet: "Reuters",
    aliases: ["Reuters Fact Check", "Thomson Reuters"],
    score: 9,
    kind: "wire-service",
    reason: "International wire service with a published corrections policy and trust principles; IFCN signatory fact-check unit",
  },
  {
    domain: "apnews.com",
    extraDomains: ["ap.org"],
    outlet: "Associated Press",
    aliases: ["AP", "AP News", "AP Fact Check"],
    score: 9,
    kind: "wire-service",
    reason:
      "Non-profit news cooperative and wire service; publishes corrections and the AP Stylebook standards; IFCN signatory fact-check unit",
  },
  {
    domain: "afp.com",
    outlet: "Agence France-Presse",
    aliases: ["AFP"],
    score: 9,
    kind: "wire-service",
    reason: "International wire service with editorial standards and corrections; runs a large IFCN-signatory fact-check desk",
  },
  {
    domain: "factcheck.afp.com",
    outlet: "AFP Fact Check",
    aliases: ["AFP Factuel", "AFP Factual", "AFP Faktencheck", "AFP Checamos"],
    score: 9,
    kind: "fact-checker",
    reason: "AFP's fact-checking service: IFCN signatory, sources and methods shown in each article, corrections policy",
  },
  {
    domain: "efe.com",
    outlet: "Agencia EFE",
    aliases: ["EFE", "EFE Verifica"],
    score: 8,
    kind: "wire-service",
    reason: "Spanish international news agency (state-owned, editorially run as a wire service); EFE Verifica is an IFCN signatory",
  },
  {
    domain: "dpa.com",
    outlet: "Deutsche Presse-Agentur",
    aliases: ["dpa", "dpa Faktencheck"],
    score: 8,
    kind: "wire-service",
    reason: "German national wire service with a fact-checking team; IFCN signatory",
  },

  // ---- Fact-checkers (IFCN signatories unless noted) ----------------------------------
  {
    domain: "politifact.com",
    outlet: "PolitiFact",
    score: 8,
    kind: "fact-checker",
    reason: "IFCN signatory run by the Poynter Institute; Truth-O-Meter ratings with sourced articles and a published methodology",
  },
  {
    domain: "factcheck.org",
    outlet: "FactCheck.org",
    score: 8,
    kind: "fact-checker",
    reason: "Annenberg Public Policy Center project (University of Pennsylvania); IFCN signatory with sourced articles and corrections",
  },
  {
    domain: "snopes.com",
    outlet: "Snopes",
    score: 7,
    kind: "fact-checker",
    reason:
      "Long-running fact-checker with sourced ratings; scored lower than peers after its co-founder's plagiarised articles were retracted in 2021",
  },
  {
    domain: "fullfact.org",
    outlet: "Full Fact",
    score: 8,
    kind: "fact-checker",
    reason: "UK independent charity fact-checker; IFCN signatory, links primary sources, publishes corrections",
  },
  {
    domain: "leadstories.com",
    outlet: "Lead Stories",
    score: 8,
    kind: "fact-checker",
    reason: "IFCN signatory focused on viral claims; shows sources and publishes corrections",
  },
  {
    domain: "healthfeedback.org",
    outlet: "Health Feedback",
    score: 8,
    kind: "fact-checker",
    reason: "Science Feedback's health desk: claims reviewed by credentialed scientists; IFCN signatory",
  },
  {
    domain: "sciencefeedback.co",
    outlet: "Science Feedback",
    score: 8,
    kind: "fact-checker",
    reason: "Non-profit whose reviews are written or checked by credentialed scientists; IFCN signatory",
  },
  {
    domain: "climatefeedback.org",
    outlet: "Climate Feedback",
    score: 8,
    kind: "fact-checker",
    reason: "Science Feedback's climate desk: climate scientists annotate and rate articles; IFCN signatory",
  },
  {
    domain: "checkyourfact.com",
    outlet: "Check Your Fact",
    score: 7,
    kind: "fact-checker",
    reason: "IFCN signatory with sourced articles; one point lower because it is owned by the partisan Daily Caller",
  },
  {
    domain: "usatoday.com",
    outlet: "USA Today",
    aliases: ["USA TODAY Fact Check"],
    score: 8,
    kind: "news",
    reason: "National newspaper with a corrections policy; its fact-check team is an IFCN signatory",
  },
  {
    domain: "washingtonpost.com",
    outlet: "The Washington Post",
    aliases: ["Washington Post Fact Checker", "The Fact Checker", "WaPo"],
    score: 8,
    kind: "news",
    reason: "Major newspaper with a corrections policy; its Fact Checker column (Pinocchio scale) publishes its methodology",
  },
  {
    domain: "altnews.in",
    outlet: "Alt News",
    score: 8,
    kind: "fact-checker",
    reason: "Indian IFCN signatory; articles show the verification steps (reverse image search, archived sources)",
  },
  {
    domain: "boomlive.in",
    outlet: "BOOM",
    aliases: ["BOOM Live", "BOOM FactCheck"],
    score: 8,
    kind: "fact-checker",
    reason: "Indian IFCN signatory with published methodology and corrections policy",
  },
  {
    domain: "thequint.com",
    outlet: "The Quint",
    aliases: ["WebQoof", "The Quint WebQoof"],
    score: 8,
    kind: "news",
    reason: "Indian digital news site; its WebQoof fact-check desk is an IFCN signatory (the domain also carries opinion)",
  },
  {
    domain: "factly.in",
    outlet: "Factly",
    score: 8,
    kind: "fact-checker",
    reason: "Indian IFCN signatory focused on public data and viral claims; links primary sources",
  },
  {
    domain: "newschecker.in",
    outlet: "Newschecker",
    score: 8,
    kind: "fact-checker",
    reason: "Indian multilingual IFCN signatory with a published methodology",
  },
  {
    domain: "newsmobile.in",
    outlet: "NewsMobile",
    aliases: ["Newsmobile Fact Checker"],
    score: 8,
    kind: "fact-checker",
    reason: "Indian IFCN signatory fact-check desk (NewsMobile Fact Checker) with sourced articles",
  },
  {
    domain: "vishvasnews.com",
    outlet: "Vishvas News",
    score: 8,
    kind: "fact-checker",
    reason: "Indian multilingual fact-checker (Jagran group); IFCN signatory",
  },
  {
    domain: "africacheck.org",
    outlet: "Africa Check",
    score: 8,
    kind: "fact-checker",
    reason: "Pan-African non-profit fact-checker; IFCN signatory with published sources and corrections",
  },
  {
    domain: "maldita.es",
    outlet: "Maldita.es",
    aliases: ["Maldita", "Maldito Bulo"],
    score: 8,
    kind: "fact-checker",
    reason: "Spanish non-profit fact-checker; IFCN and EFCSN member with a public methodology",
  },
  {
    domain: "newtral.es",
    outlet: "Newtral",
    score: 8,
    kind: "fact-checker",
    reason: "Spanish fact-checking newsroom; IFCN signatory",
  },
  {
    domain: "correctiv.org",
    outlet: "Correctiv",
    aliases: ["CORRECTIV Faktencheck"],
    score: 8,
    kind: "fact-checker",
    reason: "German non-profit investigative newsroom; its fact-check desk is an IFCN signatory",
  },
  {
    domain: "lemonde.fr",
    outlet: "Le Monde",
    aliases: ["Les Décodeurs", "Le Monde Les Décodeurs"],
    score: 8,
    kind: "news",
    reason: "French newspaper of record with a corrections practice; Les Décodeurs is its dedicated fact-checking and data desk",
  },
  {
    domain: "factual.ro",
    outlet: "Factual.ro",
    aliases: ["Factual"],
    score: 8,
    kind: "fact-checker",
    reason: "Romanian fact-checker run by the Funky Citizens NGO; IFCN signatory",
  },
  {
    domain: "demagog.org.pl",
    outlet: "Demagog",
    aliases: ["Stowarzyszenie Demagog"],
    score: 8,
    kind: "fact-checker",
    reason: "Polish non-profit fact-checker; IFCN signatory with a published methodology",
  },
  {
    domain: "aosfatos.org",
    outlet: "Aos Fatos",
    score: 8,
    kind: "fact-checker",
    reason: "Brazilian fact-checking newsroom; IFCN signatory with a published rating methodology",
  },
  {
    domain: "lupa.uol.com.br",
    outlet: "Agência Lupa",
    aliases: ["Lupa"],
    score: 8,
    kind: "fact-checker",
    reason: "Brazilian fact-checking agency; IFCN signatory",
  },
  {
    domain: "chequeado.com",
    outlet: "Chequeado",
    score: 8,
    kind: "fact-checker",
    reason: "Argentine non-profit, one of Latin America's first fact-checkers; IFCN signatory with a published method",
  },
  {
    domain: "teyit.org",
    outlet: "Teyit",
    score: 8,
    kind: "fact-checker",
    reason: "Turkish fact-checking organisation; IFCN signatory",
  },
  {
    domain: "pagellapolitica.it",
    outlet: "Pagella Politica",
    score: 8,
    kind: "fact-checker",
    reason: "Italian political fact-checker; IFCN signatory with a public rating scale",
  },
  {
    domain: "rappler.com",
    outlet: "Rappler",
    score: 8,
    kind: "news",
    reason: "Philippine news site whose fact-check unit is an IFCN signatory",
  },

  // ---- Government agencies (primary data) ----------------------------------------------
  {
    domain: "nasa.gov",
    outlet: "NASA",
    score: 9,
    kind: "government",
    reason: "US space agency; primary source for mission data and, with NOAA, global temperature records",
  },
  {
    domain: "noaa.gov",
    outlet: "NOAA",
    aliases: ["National Oceanic and Atmospheric Administration"],
    score: 9,
    kind: "government",
    reason: "US agency producing primary weather, ocean and climate records with documented methods",
  },
  {
    domain: "cdc.gov",
    outlet: "CDC",
    aliases: ["Centers for Disease Control and Prevention"],
    score: 8,
    kind: "government",
    reason:
      "US public-health agency and primary source of disease surveillance data; some guidance has shifted and been disputed (e.g. during COVID-19)",
  },
  {
    domain: "nih.gov",
    outlet: "NIH",
    aliases: ["National Institutes of Health"],
    score: 9,
    kind: "government",
    reason: "US medical research agency; publishes research summaries and hosts NLM databases",
  },
  {
    domain: "pubmed.ncbi.nlm.nih.gov",
    outlet: "PubMed",
    score: 7,
    kind: "research-index",
    reason: "Citation index, not a publisher: it lists papers of every quality, including retracted ones; judge the paper itself",
  },
  {
    domain: "ncbi.nlm.nih.gov",
    outlet: "NCBI / PubMed Central",
    aliases: ["PMC", "PubMed Central"],
    score: 7,
    kind: "research-index",
    reason: "Archive of biomedical papers and databases; hosting says nothing about a paper's quality",
  },
  {
    domain: "fda.gov",
    outlet: "FDA",
    aliases: ["U.S. Food and Drug Administration", "Food and Drug Administration"],
    score: 8,
    kind: "government",
    reason: "US regulator; primary source for drug and device approvals, recalls and safety communications",
  },
  {
    domain: "cisa.gov",
    outlet: "CISA",
    aliases: ["Cybersecurity and Infrastructure Security Agency"],
    score: 8,
    kind: "government",
    reason: "US cybersecurity agency; primary source for vulnerability advisories and election-infrastructure security statements",
  },
  {
    domain: "federalreserve.gov",
    outlet: "Federal Reserve",
    aliases: ["Federal Reserve Board", "The Fed"],
    score: 9,
    kind: "government",
    reason: "US central bank; primary source for monetary policy decisions and financial statistics",
  },
  {
    domain: "census.gov",
    outlet: "U.S. Census Bureau",
    aliases: ["Census Bureau"],
    score: 9,
    kind: "government",
    reason: "US statistical agency; primary population and economic data with published methods and error margins",
  },
  {
    domain: "bls.gov",
    outlet: "Bureau of Labor Statistics",
    aliases: ["BLS"],
    score: 9,
    kind: "government",
    reason: "US statistical agency; primary source for jobs, wages and inflation data with documented methods",
  },
  {
    domain: "bea.gov",
    outlet: "Bureau of Economic Analysis",
    aliases: ["BEA"],
    score: 9,
    kind: "government",
    reason: "US statistical agency; primary source for GDP and national accounts",
  },
  {
    domain: "usgs.gov",
    outlet: "USGS",
    aliases: ["U.S. Geological Survey"],
    score: 9,
    kind: "government",
    reason: "US science agency; primary earthquake, water and mapping data",
  },
  {
    domain: "epa.gov",
    outlet: "EPA",
    aliases: ["Environmental Protection Agency"],
    score: 8,
    kind: "government",
    reason: "US environmental regulator; primary emissions and pollution data, though its policy pages change with administrations",
  },
  {
    domain: "cbo.gov",
    outlet: "Congressional Budget Office",
    aliases: ["CBO"],
    score: 9,
    kind: "government",
    reason: "Non-partisan US budget scorekeeper with published models and assumptions",
  },
  {
    domain: "gao.gov",
    outlet: "Government Accountability Office",
    aliases: ["GAO"],
    score: 9,
    kind: "government",
    reason: "Non-partisan US audit agency; reports document evidence and agency responses",
  },
  {
    domain: "congress.gov",
    outlet: "Congress.gov",
    score: 8,
    kind: "government",
    reason: "Official record of US bills, votes and the Congressional Record; authoritative on what was passed, not on members' claims",
  },
  {
    domain: "whitehouse.gov",
    outlet: "The White House",
    score: 5,
    kind: "government",
    reason: "Political communications of the sitting administration; its statements are claims to check, not independent evidence",
  },
  {
    domain: "ons.gov.uk",
    outlet: "Office for National Statistics",
    aliases: ["ONS"],
    score: 9,
    kind: "government",
    reason: "UK statistical agency; accredited official statistics with published methods",
  },
  {
    domain: "gov.uk",
    outlet: "GOV.UK",
    aliases: ["UK Government"],
    score: 7,
    kind: "government",
    reason: "UK government portal: official guidance and statistics next to ministerial press releases",
  },

  // ---- Intergovernmental ----------------------------------------------------------------
  {
    domain: "who.int",
    outlet: "World Health Organization",
    aliases: ["WHO"],
    score: 8,
    kind: "intergovernmental",
    reason:
      "UN health agency; global health data and guidance, though some positions have been revised (e.g. airborne COVID-19 transmission)",
  },
  {
    domain: "ipcc.ch",
    outlet: "IPCC",
    aliases: ["Intergovernmental Panel on Climate Change"],
    score: 9,
    kind: "intergovernmental",
    reason: "Assessment reports synthesise the peer-reviewed climate literature with multi-round expert and government review",
  },
  {
    domain: "imf.org",
    outlet: "International Monetary Fund",
    aliases: ["IMF"],
    score: 8,
    kind: "intergovernmental",
    reason: "Primary source for cross-country macroeconomic data; forecasts and policy advice are contested",
  },
  {
    domain: "worldbank.org",
    outlet: "World Bank",
    score: 8,
    kind: "intergovernmental",
    reason: "Primary source for development indicators (World Development Indicators) with documented sources",
  },
  {
    domain: "bis.org",
    outlet: "Bank for International Settlements",
    aliases: ["BIS"],
    score: 8,
    kind: "intergovernmental",
    reason: "Central banks' bank; primary source for international banking and payments statistics",
  },
  {
    domain: "ecb.europa.eu",
    outlet: "European Central Bank",
    aliases: ["ECB"],
    score: 9,
    kind: "intergovernmental",
    reason: "Euro-area central bank; primary source for monetary policy decisions and euro statistics",
  },
  {
    domain: "europa.eu",
    outlet: "European Union",
    aliases: ["EU", "European Commission", "Eurostat"],
    score: 7,
    kind: "intergovernmental",
    reason:
      "Official EU site: law texts and Eurostat statistics sit next to political communications; more specific EU bodies are rated separately",
  },
  {
    domain: "ecdc.europa.eu",
    outlet: "ECDC",
    aliases: ["European Centre for Disease Prevention and Control"],
    score: 8,
    kind: "intergovernmental",
    reason: "EU public-health agency; primary surveillance data for Europe",
  },
  {
    domain: "un.org",
    outlet: "United Nations",
    aliases: ["UN"],
    score: 7,
    kind: "intergovernmental",
    reason: "UN statistics and reports are primary sources, but resolutions and speeches reflect member-state politics",
  },
  {
    domain: "oecd.org",
    outlet: "OECD",
    score: 8,
    kind: "intergovernmental",
    reason: "Comparable cross-country statistics with documented methods",
  },

  // ---- Academies, journals -------------------------------------------------------------
  {
    domain: "nationalacademies.org",
    outlet: "National Academies of Sciences, Engineering, and Medicine",
    aliases: ["National Academies", "NASEM"],
    score: 9,
    kind: "academy",
    reason: "Consensus reports written by expert committees and peer reviewed before release",
  },
  {
    domain: "royalsociety.org",
    outlet: "The Royal Society",
    score: 9,
    kind: "academy",
    reason: "UK national academy of sciences; policy reports reviewed by Fellows",
  },
  {
    domain: "nature.com",
    outlet: "Nature",
    aliases: ["Nature Portfolio"],
    score: 9,
    kind: "journal",
    reason: "Leading peer-reviewed journal family; note the domain also hosts news, opinion and less selective titles",
  },
  {
    domain: "science.org",
    outlet: "Science",
    aliases: ["Science Magazine", "AAAS"],
    score: 9,
    kind: "journal",
    reason: "AAAS's leading peer-reviewed journal; the domain also carries news reporting",
  },
  {
    domain: "thelancet.com",
    outlet: "The Lancet",
    score: 9,
    kind: "journal",
    reason: "Leading peer-reviewed medical journal; peer review is not infallible (it retracted Wakefield's 1998 paper in 2010)",
  },
  {
    domain: "nejm.org",
    outlet: "The New England Journal of Medicine",
    aliases: ["NEJM"],
    score: 9,
    kind: "journal",
    reason: "Leading peer-reviewed medical journal with published editorial and correction policies",
  },
  {
    domain: "bmj.com",
    outlet: "The BMJ",
    aliases: ["British Medical Journal"],
    score: 9,
    kind: "journal",
    reason: "Leading peer-reviewed medical journal with open peer review on research papers",
  },
  {
    domain: "jamanetwork.com",
    outlet: "JAMA",
    aliases: ["JAMA Network", "Journal of the American Medical Association"],
    score: 9,
    kind: "journal",
    reason: "Leading peer-reviewed medical journal family",
  },
  {
    domain: "cochranelibrary.com",
    outlet: "Cochrane Library",
    aliases: ["Cochrane"],
    score: 9,
    kind: "journal",
    reason: "Systematic reviews with published protocols and documented methods; a high level of clinical evidence synthesis",
  },
  {
    domain: "arxiv.org",
    outlet: "arXiv",
    score: 5,
    kind: "research-index",
    reason: "Preprint server: moderated for relevance but not peer reviewed",
  },
  {
    domain: "medrxiv.org",
    outlet: "medRxiv",
    score: 5,
    kind: "research-index",
    reason: "Medical preprint server: screened but not peer reviewed; preprints may change or never be published",
  },

  // ---- Major news ------------------------------------------------------------------------
  {
    domain: "bbc.co.uk",
    extraDomains: ["bbc.com"],
    outlet: "BBC News",
    aliases: ["BBC", "BBC Verify", "BBC Reality Check"],
    score: 8,
    kind: "news",
    reason: "Public broadcaster bound by published editorial guidelines and a complaints process; runs the BBC Verify fact-check unit",
  },
  {
    domain: "nytimes.com",
    outlet: "The New York Times",
    aliases: ["NYT"],
    score: 8,
    kind: "news",
    reason: "Newspaper of record with a visible corrections practice; opinion pages are separate from reporting",
  },
  {
    domain: "theguardian.com",
    outlet: "The Guardian",
    score: 8,
    kind: "news",
    reason: "Major newspaper with a readers' editor and corrections column; opinion section is clearly labelled",
  },
  {
    domain: "npr.org",
    outlet: "NPR",
    aliases: ["National Public Radio"],
    score: 8,
    kind: "news",
    reason: "US public radio newsroom with published ethics handbook and corrections page",
  },
  {
    domain: "pbs.org",
    outlet: "PBS",
    aliases: ["PBS NewsHour"],
    score: 8,
    kind: "news",
    reason: "US public broadcaster with published editorial standards",
  },
  {
    domain: "wsj.com",
    outlet: "The Wall Street Journal",
    aliases: ["WSJ"],
    score: 8,
    kind: "news",
    reason: "Major newspaper with strong business reporting and corrections; its opinion pages are separate and partisan",
  },
  {
    domain: "ft.com",
    outlet: "Financial Times",
    aliases: ["FT"],
    score: 8,
    kind: "news",
    reason: "Major business newspaper with published editorial code and corrections",
  },
  {
    domain: "economist.com",
    outlet: "The Economist",
    score: 8,
    kind: "news",
    reason: "Weekly with strong data journalism; unsigned articles take editorial positions",
  },
  {
    domain: "bloomberg.com",
    outlet: "Bloomberg",
    aliases: ["Bloomberg News"],
    score: 8,
    kind: "news",
    reason: "Major financial newsroom with editorial standards and corrections",
  },
  {
    domain: "cnn.com",
    outlet: "CNN",
    score: 7,
    kind: "news",
    reason: "Major newsroom with corrections policy; cable segments mix reporting with commentary",
  },
  {
    domain: "foxnews.com",
    outlet: "Fox News",
    score: 5,
    kind: "news",
    reason:
      "Mainstream reach, but opinion programming dominates; Wikipedia's source review rates its politics and science coverage as unreliable, and it settled a 2023 defamation case over false election claims",
  },
  {
    domain: "aljazeera.com",
    outlet: "Al Jazeera",
    score: 7,
    kind: "news",
    reason:
      "International newsroom with wide field reporting; funded by the Qatari state, so treat coverage of Qatar and the Gulf with care",
  },
  {
    domain: "dw.com",
    outlet: "Deutsche Welle",
    aliases: ["DW"],
    score: 8,
    kind: "news",
    reason: "German public international broadcaster with editorial independence in law; runs a fact-check team",
  },
  {
    domain: "abc.net.au",
    outlet: "ABC News (Australia)",
    aliases: ["ABC Australia", "RMIT ABC Fact Check"],
    score: 8,
    kind: "news",
    reason: "Australian public broadcaster with published editorial policies and complaints process",
  },
  {
    domain: "cbc.ca",
    outlet: "CBC News",
    aliases: ["CBC"],
    score: 8,
    kind: "news",
    reason: "Canadian public broadcaster with an ombudsman and published journalistic standards",
  },
  {
    domain: "elpais.com",
    outlet: "El País",
    score: 8,
    kind: "news",
    reason: "Major Spanish-language newspaper with a readers' ombudsman",
  },
  {
    domain: "spiegel.de",
    outlet: "Der Spiegel",
    aliases: ["Spiegel"],
    score: 8,
    kind: "news",
    reason: "German news magazine with an in-house fact-checking department; exposed and disclosed its own 2018 Relotius fabrications",
  },
  {
    domain: "thehindu.com",
    outlet: "The Hindu",
    score: 8,
    kind: "news",
    reason: "Indian newspaper with a readers' editor and corrections column",
  },

  // ---- Encyclopaedias -------------------------------------------------------------------
  {
    domain: "britannica.com",
    outlet: "Encyclopaedia Britannica",
    aliases: ["Britannica", "Encyclopedia Britannica"],
    score: 8,
    kind: "encyclopedia",
    reason: "Edited reference work with named expert contributors; a tertiary source, so check the primary record for precise figures",
  },
  {
    domain: "wikipedia.org",
    outlet: "Wikipedia",
    score: 6,
    kind: "encyclopedia",
    reason:
      "Openly editable tertiary source: often accurate and well referenced, but quality varies by article and it can be vandalised; cite its sources instead",
  },

  // ---- Social media and self-publishing (contrast) --------------------------------------
  {
    domain: "facebook.com",
    extraDomains: ["fb.com", "fb.watch"],
    outlet: "Facebook",
    score: 2,
    kind: "social-media",
    reason: "User posts with no editorial review; a post is only as credible as its author",
  },
  {
    domain: "instagram.com",
    outlet: "Instagram",
    score: 2,
    kind: "social-media",
    reason: "User posts with no editorial review; images are often recycled or miscaptioned",
  },
  {
    domain: "x.com",
    extraDomains: ["twitter.com", "t.co"],
    outlet: "X (Twitter)",
    aliases: ["X", "Twitter"],
    score: 2,
    kind: "social-media",
    reason: "User posts with no editorial review; Community Notes add context to only a fraction of posts",
  },
  {
    domain: "tiktok.com",
    outlet: "TikTok",
    score: 2,
    kind: "social-media",
    reason: "User videos with no editorial review; clips are often stripped of their original context",
  },
  {
    domain: "youtube.com",
    extraDomains: ["youtu.be"],
    outlet: "YouTube",
    score: 2,
    kind: "social-media",
    reason: "User uploads with no editorial review; official channels exist, so check who uploaded",
  },
  {
    domain: "reddit.com",
    outlet: "Reddit",
    score: 2,
    kind: "social-media",
    reason: "Anonymous user posts and comments with no editorial review",
  },
  {
    domain: "t.me",
    extraDomains: ["telegram.org", "telegram.me"],
    outlet: "Telegram",
    score: 2,
    kind: "social-media",
    reason: "Messaging channels with no moderation for accuracy; a common vector for unverified claims",
  },
  {
    domain: "whatsapp.com",
    outlet: "WhatsApp",
    score: 1,
    kind: "social-media",
    reason: "Forwarded private messages with no author or source attached",
  },
  {
    domain: "medium.com",
    outlet: "Medium",
    score: 3,
    kind: "self-publishing",
    reason: "Self-publishing platform: no editorial review; credibility is the author's",
  },
  {
    domain: "substack.com",
    outlet: "Substack",
    score: 3,
    kind: "self-publishing",
    reason: "Self-published newsletters: some written by experts, none editorially reviewed by the platform",
  },
  {
    domain: "blogspot.com",
    extraDomains: ["wordpress.com"],
    outlet: "Blog (Blogger/WordPress.com)",
    score: 3,
    kind: "self-publishing",
    reason: "Free blog hosting: anyone can publish, no editorial review",
  },

  // ---- Low-credibility sites (contrast) ----------------------------------------------------
  {
    domain: "infowars.com",
    outlet: "InfoWars",
    score: 0,
    kind: "unreliable",
    reason: "Conspiracy site; its founder was found liable in 2022 for defamation over Sandy Hook hoax claims; deprecated by Wikipedia",
  },
  {
    domain: "naturalnews.com",
    outlet: "Natural News",
    score: 1,
    kind: "unreliable",
    reason: "Publishes health misinformation and conspiracy theories repeatedly rated false by fact-checkers; deprecated by Wikipedia",
  },
  {
    domain: "thegatewaypundit.com",
    outlet: "The Gateway Pundit",
    score: 1,
    kind: "unreliable",
    reason: "Repeatedly published false stories, including election-fraud claims it was sued for; deprecated by Wikipedia",
  },
  {
    domain: "beforeitsnews.com",
    outlet: "Before It's News",
    score: 1,
    kind: "unreliable",
    reason: "User-submitted 'news' site with no editorial control, known for conspiracy content",
  },
  {
    domain: "zerohedge.com",
    outlet: "ZeroHedge",
    score: 2,
    kind: "unreliable",
    reason: "Pseudonymous financial blog that spreads conspiracy theories; deprecated by Wikipedia",
  },
  {
    domain: "breitbart.com",
    outlet: "Breitbart News",
    aliases: ["Breitbart"],
    score: 2,
    kind: "unreliable",
    reason: "Hyper-partisan site that has published falsehoods and conspiracy theories; deprecated by Wikipedia",
  },
  {
    domain: "dailymail.co.uk",
    outlet: "Daily Mail",
    aliases: ["MailOnline"],
    score: 3,
    kind: "news",
    reason: "High-reach tabloid with a record of fabrication and sensationalism; the first source deprecated by Wikipedia (2017)",
  },
  {
    domain: "rt.com",
    outlet: "RT",
    aliases: ["Russia Today"],
    score: 1,
    kind: "state-media",
    reason:
      "Russian state-controlled broadcaster used for state propaganda and disinformation; sanctioned in the EU since 2022; deprecated by Wikipedia",
  },
  {
    domain: "sputnikglobe.com",
    extraDomains: ["sputniknews.com"],
    outlet: "Sputnik",
    aliases: ["Sputnik News"],
    score: 1,
    kind: "state-media",
    reason: "Russian state-controlled outlet used for propaganda; sanctioned in the EU since 2022; deprecated by Wikipedia",
  },
  {
    domain: "theonion.com",
    outlet: "The Onion",
    score: 0,
    kind: "satire",
    reason: "Satire: its stories are intentionally untrue and must never be used as evidence (it is honest about being satire)",
  },
  {
    domain: "babylonbee.com",
    outlet: "The Babylon Bee",
    score: 0,
    kind: "satire",
    reason: "Satire site: its stories are intentionally untrue and are often shared as if real",
  },
  {
    domain: "worldnewsdailyreport.com",
    outlet: "World News Daily Report",
    score: 0,
    kind: "satire",
    reason: "Fabricated stories with a small-print satire disclaimer; frequently debunked by fact-checkers",
  },
];

/** Score for outlets not in the table. */
export const DEFAULT_CREDIBILITY = {
  score: 5,
  reason: "Unrated outlet: not in the credibility table, so neither trusted nor distrusted",
} as const;

/**
 * Generic scores for institutional hosts not in the table. These come back with
 * `matched: "domain"` and no `entry`.
 */
export const INSTITUTIONAL_DEFAULTS: readonly InstitutionalRule[] = [
  {
    // example.gov, example.gov.uk, example.gov.in, example.gouv.fr, example.gc.ca
    pattern: /(^|\.)(gov|gouv|gob|govt)(\.[a-z]{2})?$|(^|\.)gc\.ca$/,
    score: 7,
    rule: "the rule for government domains",
    kind: "government",
    reason: "Government domain not individually rated: official records and statistics, but also political messaging",
  },
  {
    pattern: /(^|\.)mil(\.[a-z]{2})?$/,
    score: 7,
    rule: "the rule for military domains",
    kind: "government",
    reason: "Military domain not individually rated: official records, but an interested party on defence claims",
  },
  {
    // example.edu, example.ac.uk, example.edu.au
    pattern: /(^|\.)edu(\.[a-z]{2})?$|\.ac\.[a-z]{2}$/,
    score: 6,
    rule: "the rule for academic domains",
    kind: "academic",
    reason: "Academic domain not individually rated: research and teaching pages, but also student and personal pages",
  },
];

/* ---------------------------------------------------------------------------------------------
 * Rules for sources the table does not list one by one: a rule scores a whole class of source
 * (every peer-reviewed journal, every official statistical agency), and the lists below only say
 * which sources belong to the class. Nothing in them is a score of its own. The table wins where
 * it has an entry (The Lancet, NASA, the BLS keep their own scores and reasons).
 * ------------------------------------------------------------------------------------------- */

/** Peer-reviewed journals: a DOI under one of their stems, or a page on their own site. */
export const PEER_REVIEWED_JOURNAL_RULE: SourceRule = {
  score: 8,
  rule: "the rule for peer-reviewed journals",
  kind: "academic",
  reason:
    "Peer-reviewed journal: its research papers pass editorial and external peer review and are corrected or retracted in the open; one study is still one piece of evidence, and a DOI can also point to an editorial, letter or news item",
};

/**
 * The journals the rule knows, each with the DOI stems it publishes under (a DOI link such as
 * doi.org/10.7326/M18-2101 starts with one) and the sites it publishes on. Only journals that
 * referee their research papers are listed; a publisher-wide stem is used only where every title
 * under it is a refereed journal.
 */
export const PEER_REVIEWED_JOURNALS: readonly PeerReviewedJournal[] = [
  { name: "Annals of Internal Medicine", doiStems: ["10.7326/"], sites: ["annals.org", "acpjournals.org"] },
  { name: "The Lancet", doiStems: ["10.1016/S0140-6736", "10.1016/S1473-3099", "10.1016/S2214-109X"] },
  { name: "The New England Journal of Medicine", doiStems: ["10.1056/"] },
  { name: "JAMA Network journals", doiStems: ["10.1001/"] },
  { name: "BMJ journals", doiStems: ["10.1136/"] },
  { name: "Nature Portfolio journals", doiStems: ["10.1038/"] },
  { name: "Science", doiStems: ["10.1126/science"] },
  { name: "Science Advances", doiStems: ["10.1126/sciadv"] },
  { name: "Proceedings of the National Academy of Sciences", doiStems: ["10.1073/pnas"], sites: ["pnas.org"] },
  { name: "Environmental Research Letters", doiStems: ["10.1088/1748-9326"] },
  { name: "The Quarterly Journal of Economics", doiStems: ["10.1093/qje"], sites: ["academic.oup.com/qje"] },
  { name: "The American Economic Review", doiStems: ["10.1257/aer"] },
  { name: "Cochrane Database of Systematic Reviews", doiStems: ["10.1002/14651858"] },
  { name: "PLOS journals", doiStems: ["10.1371/"], sites: ["plos.org"] },
  { name: "eLife", doiStems: ["10.7554/"], sites: ["elifesciences.org"] },
  { name: "Cell Press journals", doiStems: ["10.1016/j.cell"], sites: ["cell.com"] },
  { name: "Royal Society journals", doiStems: ["10.1098/"], sites: ["royalsocietypublishing.org"] },
  { name: "AGU journals", doiStems: ["10.1029/"] },
  { name: "American Meteorological Society journals", doiStems: ["10.1175/"] },
  { name: "American Journal of Public Health", doiStems: ["10.2105/AJPH"] },
  { name: "Pediatrics", doiStems: ["10.1542/peds"] },
];

/** Official statistical agencies not in the table. */
export const STATISTICAL_AGENCY_RULE: SourceRule = {
  score: 9,
  rule: "the rule for official statistical agencies",
  kind: "government",
  reason:
    "Official statistical agency: primary data collected and published under documented methods, with revisions announced; figures, not commentary",
};

/** Government scientific agencies, research institutes and national laboratories not in the table. */
export const SCIENTIFIC_AGENCY_RULE: SourceRule = {
  score: 8,
  rule: "the rule for government scientific agencies",
  kind: "government",
  reason:
    "Government scientific agency or national laboratory: primary research and monitoring with documented methods; its public pages summarise rather than publish the research itself",
};

/** The agencies the two rules know, by what they do. Subdomains match too. */
export const PUBLIC_AGENCIES: readonly PublicAgency[] = [
  // Official statistics
  { name: "Statistics Canada", domains: ["statcan.gc.ca"], role: "statistics" },
  { name: "Australian Bureau of Statistics", domains: ["abs.gov.au"], role: "statistics" },
  { name: "Stats NZ", domains: ["stats.govt.nz"], role: "statistics" },
  { name: "Destatis (Federal Statistical Office of Germany)", domains: ["destatis.de"], role: "statistics" },
  { name: "INSEE", domains: ["insee.fr"], role: "statistics" },
  { name: "Istat", domains: ["istat.it"], role: "statistics" },
  { name: "INE (Spain)", domains: ["ine.es"], role: "statistics" },
  { name: "Statistics Netherlands (CBS)", domains: ["cbs.nl"], role: "statistics" },
  { name: "Statistics Sweden", domains: ["scb.se"], role: "statistics" },
  { name: "Statistics Norway", domains: ["ssb.no"], role: "statistics" },
  { name: "Statistics Denmark", domains: ["dst.dk"], role: "statistics" },
  { name: "Central Statistics Office (Ireland)", domains: ["cso.ie"], role: "statistics" },
  { name: "Statistics Bureau of Japan", domains: ["stat.go.jp"], role: "statistics" },
  { name: "IBGE", domains: ["ibge.gov.br"], role: "statistics" },
  { name: "INEGI", domains: ["inegi.org.mx"], role: "statistics" },
  { name: "Bureau of Justice Statistics", domains: ["bjs.ojp.gov"], role: "statistics" },
  { name: "National Center for Education Statistics", domains: ["nces.ed.gov"], role: "statistics" },
  { name: "U.S. Energy Information Administration", domains: ["eia.gov"], role: "statistics" },
  { name: "USDA Economic Research Service", domains: ["ers.usda.gov"], role: "statistics" },
  { name: "USDA National Agricultural Statistics Service", domains: ["nass.usda.gov"], role: "statistics" },
  { name: "Fiscal Data (U.S. Treasury, Bureau of the Fiscal Service)", domains: ["fiscaldata.treasury.gov"], role: "statistics" },
  { name: "Treasury International Capital data (U.S. Treasury)", domains: ["ticdata.treasury.gov"], role: "statistics" },
  // Science agencies, research institutes, national laboratories
  { name: "National Cancer Institute", domains: ["cancer.gov"], role: "science" },
  { name: "National Weather Service (NOAA)", domains: ["weather.gov"], role: "science" },
  { name: "NOAA Climate.gov", domains: ["climate.gov"], role: "science" },
  { name: "National Institute of Standards and Technology", domains: ["nist.gov"], role: "science" },
  { name: "National Science Foundation", domains: ["nsf.gov"], role: "science" },
  { name: "National Institute of Justice", domains: ["nij.ojp.gov"], role: "science" },
  { name: "Lawrence Livermore National Laboratory", domains: ["llnl.gov"], role: "science" },
  { name: "Los Alamos National Laboratory", domains: ["lanl.gov"], role: "science" },
  { name: "Oak Ridge National Laboratory", domains: ["ornl.gov"], role: "science" },
  { name: "Argonne National Laboratory", domains: ["anl.gov"], role: "science" },
  { name: "National Renewable Energy Laboratory", domains: ["nrel.gov"], role: "science" },
  { name: "Copernicus (EU Earth observation services)", domains: ["copernicus.eu"], role: "science" },
  { name: "ECMWF", domains: ["ecmwf.int"], role: "science" },
  { name: "European Space Agency", domains: ["esa.int"], role: "science" },
  { name: "British Geological Survey", domains: ["bgs.ac.uk"], role: "science" },
  { name: "CSIRO", domains: ["csiro.au"], role: "science" },
  { name: "Bureau of Meteorology (Australia)", domains: ["bom.gov.au"], role: "science" },
  { name: "Robert Koch Institute", domains: ["rki.de"], role: "science" },
  { name: "Deutscher Wetterdienst", domains: ["dwd.de"], role: "science" },
  { name: "JAXA", domains: ["jaxa.jp"], role: "science" },
];
