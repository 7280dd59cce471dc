/**
 * Vocabularies for claim matching, kept as plain typed data so they can be read and extended
 * without touching the algorithms in `text.ts` and `matcher.ts`.
 *
 * Every word or phrase listed here is written the way people write it ("vaccinated", "man-made",
 * "went up"). At start-up `text.ts` runs them through the same pipeline as claim text (stop words,
 * irregular forms, stemming), so lists never have to be written in stemmed form.
 */

/** Openings that report a claim rather than make it ("Says …", "Viral post claims …"). */
export const CLAIM_PREFIXES: readonly string[] = [
  // PolitiFact's house style: "Says <claimant's words>".
  "says",
  // Other reporting verbs only with "that", so "Claims adjusters earn …" is left alone.
  "says that",
  "said that",
  "claims that",
  "claimed that",
  "claim that",
  "alleges that",
  "alleged that",
  "states that",
  "stated that",
  "asserts that",
  "asserted that",
  "suggests that",
  "argues that",
  // Framing that only counts before a colon ("Claim: …", "Fact check: …").
  "claim",
  "quote",
  "fact check",
  "fact-check",
  "factcheck",
  "verify",
  "check",
  "true or false",
  "rumor",
  "rumour",
  "breaking",
  "breaking news",
  "update",
  "just in",
  "alert",
  // Questions and hearsay.
  "is it true that",
  "is it true",
  "is it false that",
  "did you know that",
  "did you know",
  "rumor has it that",
  "rumour has it that",
  "rumor has it",
  "rumour has it",
  "it is claimed that",
  "it is said that",
  "it has been claimed that",
  "people are saying that",
  "people say that",
  "some say that",
  "they say that",
  "someone told me that",
  "i heard that",
  "i read that",
  "reportedly",
];

/** "A viral Facebook post claims …": optional qualifiers, a medium, then a reporting verb. */
export const MEDIUM_QUALIFIERS: readonly string[] = [
  "viral", "widely shared", "facebook", "social media", "online", "instagram", "tiktok", "twitter",
  "whatsapp", "youtube", "telegram", "reddit", "internet", "chain", "x",
];
export const MEDIA: readonly string[] = [
  "post", "video", "photo", "image", "picture", "meme", "tweet", "message", "article", "headline",
  "clip", "claim", "rumor", "rumour", "screenshot", "graphic", "story", "blog", "report", "caption",
  "email", "letter", "list",
];
export const REPORTING_VERBS: readonly string[] = [
  "says", "say", "said", "claims", "claim", "claimed", "shows", "show", "showing", "shown", "states",
  "state", "suggests", "suggest", "alleges", "allege", "purports to show", "purport to show", "reveals",
  "reveal", "proves", "prove", "depicts", "depict", "asserts", "assert", "warns", "warn", "reports",
  "report", "indicates", "indicate",
];

/**
 * Function words dropped before matching. Negations, numbers, quantifiers that change meaning
 * ("all", "only", "more", "less") and direction words are deliberately absent.
 */
export const STOP_WORDS: readonly string[] = [
  "a", "an", "the", "and", "or", "but", "if", "then", "than", "so", "as", "of", "in", "on", "at", "to",
  "for", "from", "by", "with", "into", "onto", "upon", "about", "via", "per", "is", "are", "was", "were",
  "be", "been", "being", "am", "do", "does", "did", "doing", "done", "has", "have", "had", "having",
  "will", "would", "shall", "should", "can", "could", "may", "might", "must", "ought", "it", "its",
  "itself", "this", "that", "these", "those", "there", "here", "what", "which", "who", "whom", "whose",
  "when", "where", "why", "how", "whether", "i", "me", "my", "mine", "myself", "we", "us", "our", "ours",
  "ourselves", "you", "your", "yours", "yourself", "he", "him", "his", "himself", "she", "her", "hers",
  "herself", "they", "them", "their", "theirs", "themselves", "just", "very", "really", "actually",
  "even", "also", "too", "quite", "rather", "such", "any", "each", "both", "either", "etc", "ie",
  "eg", "vs", "v", "versus", "yes", "oh", "ok", "okay", "indeed", "since", "during", "between",
  "among", "amongst", "within", "through", "throughout", "across", "around", "toward", "towards",
  "because", "due", "according", "while", "whilst", "although", "though", "however", "thus",
  "therefore", "hence", "out", "off", "again", "further", "once", "s", "t", "d", "ll", "re", "ve", "m",
  "gonna", "let", "lets", "upon", "amid", "regarding", "concerning", "whereas", "whose",
  "another", "other", "others", "else", "somehow", "simply", "basically", "literally", "totally",
  "truly", "certainly", "definitely", "apparently", "allegedly", "supposedly", "reportedly",
  "seriously", "exactly", "ever", "least", "anyone", "anything", "someone", "something", "thing",
  "things", "way", "ways", "able", "like", "away", "over", "under", "above", "below",
];

/** Words that turn a statement into its denial. "n't" contractions are expanded to "not". */
export const NEGATIONS: readonly string[] = [
  "not", "no", "never", "none", "nobody", "nothing", "nowhere", "neither", "nor", "without", "cannot",
  "nope", "nah",
];

/** Irregular forms mapped to the word the stemmer understands. */
export const IRREGULAR_FORMS: Readonly<Record<string, string>> = {
  went: "go", gone: "go", goes: "go",
  made: "make", makes: "make", making: "make",
  said: "say", says: "say",
  took: "take", taken: "take",
  gave: "give", given: "give",
  stole: "steal", stolen: "steal",
  won: "win", lost: "lose", losses: "loss",
  fell: "fall", fallen: "fall",
  rose: "rise", risen: "rise",
  grew: "grow", grown: "grow",
  paid: "pay", told: "tell", thought: "think", found: "find", led: "lead", kept: "keep",
  brought: "bring", bought: "buy", sold: "sell", spent: "spend", built: "build", sent: "send",
  got: "get", gotten: "get", began: "begin", begun: "begin", saw: "see", seen: "see", knew: "know",
  came: "come", died: "die", dies: "die", dying: "die", lied: "lie", lying: "lie", tied: "tie",
  known: "know", wrote: "write", written: "write", ate: "eat", eaten: "eat", drove: "drive",
  driven: "drive", chose: "choose", chosen: "choose", struck: "strike", stricken: "strike",
  hid: "hide", hidden: "hide", flew: "fly", flown: "fly", shot: "shoot", fought: "fight",
  caught: "catch", taught: "teach", sought: "seek", held: "hold", shrank: "shrink", shrunk: "shrink",
  sank: "sink", sunk: "sink", froze: "freeze", frozen: "freeze", broke: "break", broken: "break",
  spoke: "speak", spoken: "speak", wore: "wear", worn: "wear", forbade: "forbid", forbidden: "forbid",
  men: "man", women: "woman", children: "child", mice: "mouse", feet: "foot", teeth: "tooth",
  geese: "goose", lives: "life", wives: "wife", knives: "knife", data: "data", media: "media",
  criteria: "criterion", phenomena: "phenomenon", better: "better", best: "best", worse: "worse",
  worst: "worst",
};

/** British spellings folded to American ones before stemming. */
export const SPELLING_VARIANTS: Readonly<Record<string, string>> = {
  colour: "color", colours: "colors", favour: "favor", favours: "favors", favoured: "favored",
  favourite: "favorite", labour: "labor", behaviour: "behavior", behaviours: "behaviors",
  honour: "honor", neighbour: "neighbor", neighbours: "neighbors", rumour: "rumor", rumours: "rumors",
  humour: "humor", harbour: "harbor", flavour: "flavor", armour: "armor", vigour: "vigor",
  defence: "defense", offence: "offense", licence: "license", centre: "center", centres: "centers",
  theatre: "theater", metre: "meter", metres: "meters", litre: "liter", litres: "liters",
  programme: "program", programmes: "programs", travelled: "traveled", cancelled: "canceled",
  paedophilia: "pedophilia", paedophile: "pedophile", paedophiles: "pedophiles",
  paediatric: "pediatric", anaemia: "anemia", haemorrhage: "hemorrhage", foetus: "fetus",
  oestrogen: "estrogen", diarrhoea: "diarrhea", tumour: "tumor", tumours: "tumors",
  grey: "gray", tyre: "tire", tyres: "tires", aluminium: "aluminum", mum: "mom", mums: "moms",
  analyse: "analyze", analysed: "analyzed",
  jewellery: "jewelry", sceptic: "skeptic", sceptical: "skeptical", plough: "plow", mould: "mold",
  gaol: "jail", cheque: "check", kerb: "curb", pyjamas: "pajamas", enrol: "enroll",
};
/** Stems whose British "-ise/-isation" forms are folded to "-ize/-ization". */
export const ISE_STEMS: readonly string[] = [
  "organ", "recogn", "real", "legal", "criminal", "decriminal", "priorit", "emphas", "apolog",
  "author", "minim", "maxim", "privat", "subsid", "stabil", "mobil", "util", "normal", "final",
  "special", "hospital", "immun", "critic", "capital", "central", "character", "civil", "colon",
  "democrat", "global", "ideal", "industrial", "liberal", "local", "memor", "modern", "monopol",
  "national", "neutral", "optim", "polar", "popular", "rational", "radical", "revolution", "scandal",
  "sanit", "steril", "symbol", "sympath", "terror", "theor", "urban", "visual", "weapon", "militar",
  "polit", "categor", "standard", "summar", "jeopard", "vandal", "fertil", "euthan", "computer",
];

/** Nouns ending in "-us" that must keep their "s" (Porter would cut "virus" to "viru"). */
export const US_NOUNS: readonly string[] = [
  "virus", "bus", "status", "census", "campus", "bonus", "consensus", "stimulus", "focus", "surplus",
  "nexus", "corpus", "fetus", "uterus", "apparatus", "prospectus", "syllabus", "octopus", "cactus",
  "fungus", "genius", "sinus", "circus", "chorus", "walrus", "impetus", "opus", "hiatus", "caucus",
  "exodus", "minus", "plus", "radius", "stylus", "thesaurus", "abacus", "citrus", "papyrus",
  "platypus", "lupus", "mucus", "pus", "rhombus", "tinnitus", "asparagus", "hippopotamus", "us",
];

/** Words whose stem would collide with an unrelated word ("news" → "new"). Kept verbatim. */
export const STEM_EXCEPTIONS: readonly string[] = [
  "news", "texas", "kansas", "arkansas", "paris", "athens", "wales", "chess", "gas", "bias", "atlas",
  "isis", "aids", "hiv", "covid", "nazis", "thanks", "physics", "economics", "politics", "ethics",
  "olympics", "species", "series", "diabetes", "measles", "mumps", "rabies", "herpes", "scabies",
  "lens", "means", "arms", "data", "media", "police", "universe", "university", "general",
  "generous", "organ", "organic", "organization", "past", "pasta",
  // Place names: kept whole so that "Maine" never becomes "main" or "Wales" "wale".
  "alabama", "alaska", "arizona", "california", "colorado", "connecticut", "delaware", "florida",
  "georgia", "hawaii", "idaho", "illinois", "indiana", "iowa", "kentucky", "louisiana", "maine",
  "maryland", "massachusetts", "michigan", "minnesota", "mississippi", "missouri", "montana",
  "nebraska", "nevada", "ohio", "oklahoma", "oregon", "pennsylvania", "tennessee", "utah", "vermont",
  "virginia", "washington", "wisconsin", "wyoming", "carolina", "dakota", "jersey", "mexico",
  "afghanistan", "argentina", "australia", "austria", "bangladesh", "belgium", "brazil", "canada",
  "chile", "china", "colombia", "cuba", "denmark", "egypt", "ethiopia", "finland", "france",
  "germany", "ghana", "greece", "hungary", "india", "indonesia", "iran", "iraq", "ireland", "israel",
  "italy", "japan", "kenya", "korea", "libya", "netherlands", "nigeria", "norway", "pakistan",
  "peru", "philippines", "poland", "portugal", "russia", "scotland", "spain", "sweden", "switzerland",
  "syria", "taiwan", "turkey", "ukraine", "venezuela", "vietnam", "yemen", "europe", "africa", "asia",
  "gates", "jobs", "bush", "sanders", "warren", "biden", "obama", "trump", "clinton", "reagan",
];

/** A group of words or phrases that say the same thing, all mapped to one canonical token. */
export interface SynonymGroup {
  /** The token emitted for every variant. */
  readonly canonical: string;
  /** Words and phrases, written normally; inflections are covered by stemming. */
  readonly variants: readonly string[];
  /** Variants matched only as written (their stem would collide with an unrelated word). */
  readonly exact?: readonly string[];
  /** If given, the variants only map when one of these words also occurs in the claim. */
  readonly context?: readonly string[];
}

/** A phrase that stands for several concepts at once ("man-made" = human + cause). */
export interface PhraseExpansion {
  readonly phrase: string;
  readonly tokens: readonly string[];
}

/**
 * Compounds joined into one word before tokenising when written exactly so ("man-made",
 * "man made" → "manmade"), because their stems would also match "men make", "humans drive".
 */
export const COMPOUND_WORDS: readonly string[] = [
  "man made", "human made", "human caused", "human induced", "human driven", "human generated",
  "drinking water", "tap water",
];

export const PHRASE_EXPANSIONS: readonly PhraseExpansion[] = [
  { phrase: "manmade", tokens: ["anthropogenic", "cause"] },
  { phrase: "humanmade", tokens: ["anthropogenic", "cause"] },
  { phrase: "humancaused", tokens: ["anthropogenic", "cause"] },
  { phrase: "humaninduced", tokens: ["anthropogenic", "cause"] },
  { phrase: "humandriven", tokens: ["anthropogenic", "cause"] },
  { phrase: "humangenerated", tokens: ["anthropogenic", "cause"] },
  { phrase: "caused by humans", tokens: ["anthropogenic", "cause"] },
  { phrase: "caused by human activity", tokens: ["anthropogenic", "cause"] },
  { phrase: "caused by people", tokens: ["anthropogenic", "cause"] },
  { phrase: "caused by man", tokens: ["anthropogenic", "cause"] },
  { phrase: "caused by mankind", tokens: ["anthropogenic", "cause"] },
  { phrase: "humans are causing", tokens: ["anthropogenic", "cause"] },
  { phrase: "tracking chip", tokens: ["microchip", "track"] },
  { phrase: "tracking device", tokens: ["microchip", "track"] },
  { phrase: "tracking devices", tokens: ["microchip", "track"] },
  { phrase: "election fraud", tokens: ["election", "rigged"] },
  { phrase: "electoral fraud", tokens: ["election", "rigged"] },
  { phrase: "stolen election", tokens: ["election", "rigged"] },
  { phrase: "steal the election", tokens: ["election", "rigged"] },
  { phrase: "stop the steal", tokens: ["election", "rigged"] },
  { phrase: "job losses", tokens: ["job", "lose"] },
  { phrase: "job loss", tokens: ["job", "lose"] },
  { phrase: "undocumented immigrants", tokens: ["illegal", "immigrant"] },
  { phrase: "illegal aliens", tokens: ["illegal", "immigrant"] },
];

export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  // Places and institutions
  { canonical: "usa", variants: ["united states", "united states of america", "usa", "america", "american", "americans", "u.s.", "u.s.a."] },
  { canonical: "latin_america", variants: ["latin america", "latin american"] },
  { canonical: "south_america", variants: ["south america", "south american"] },
  { canonical: "north_america", variants: ["north america", "north american"] },
  { canonical: "central_america", variants: ["central america", "central american"] },
  { canonical: "uk", variants: ["united kingdom", "uk", "britain", "great britain", "british"] },
  { canonical: "eu", variants: ["european union", "eu"] },
  { canonical: "new_york", variants: ["new york", "ny"] },
  { canonical: "who", variants: ["world health organization", "world health organisation"], exact: ["who"] },
  { canonical: "electric_vehicle", variants: ["electric vehicle", "electric vehicles", "electric car", "electric cars", "battery electric vehicle", "ev", "evs"] },
  { canonical: "artificial_intelligence", variants: ["artificial intelligence", "ai"] },
  { canonical: "united_nations", variants: ["united nations"] },
  { canonical: "world", variants: ["world", "worldwide", "global", "globally", "globe", "around the world", "across the world"] },
  { canonical: "nationwide", variants: ["nationwide", "nationally", "across the country", "across the nation", "all over the country"] },
  { canonical: "supreme_court", variants: ["supreme court", "scotus"] },
  { canonical: "federal_reserve", variants: ["federal reserve", "federal reserve bank", "federal reserve system"] },
  { canonical: "congress", variants: ["congress", "congressional", "lawmakers", "legislators"] },
  { canonical: "police", variants: ["police", "cops", "cop", "law enforcement", "police officers", "policemen"] },

  // Health
  { canonical: "covid", variants: ["covid", "covid19", "coronavirus", "corona virus", "sars cov 2", "novel coronavirus", "wuhan virus", "china virus", "chinese virus", "corona"] },
  { canonical: "vaccine", variants: ["vaccine", "vaccination", "vaccinated", "vaccinate", "vax", "vaxx", "vaxxed", "jab", "jabbed", "inoculation", "inoculated", "inoculate"], exact: ["immunization", "immunizations", "immunisation", "immunisations", "immunized", "immunised"] },
  { canonical: "vaccine", variants: ["shot", "shots", "booster", "boosters", "dose", "doses"], context: ["covid", "vaccine", "flu", "mrna", "pfizer", "moderna", "influenza", "measles"] },
  { canonical: "flu", variants: ["flu", "influenza"] },
  { canonical: "mmr", variants: ["mmr", "measles mumps rubella", "measles mumps and rubella"] },
  { canonical: "microchip", variants: ["microchip", "micro chip", "nanochip", "rfid chip", "rfid", "nanochips"] },
  { canonical: "microchip", variants: ["chip", "chips", "implant", "implants"], context: ["vaccine", "track", "covid", "5g", "gates", "inject", "injection", "shot", "flu", "dose", "booster"] },
  { canonical: "track", variants: ["track", "tracking", "tracked", "tracker", "trackers", "surveillance", "surveil", "trace", "tracing"] },
  { canonical: "contain", variants: ["contain", "include", "inside", "ingredient", "ingredients", "contents"] },
  { canonical: "autism", variants: ["autism", "autistic"] },
  { canonical: "death", variants: ["death", "die", "dead", "dying", "fatality", "fatalities", "fatal", "mortality"] },
  { canonical: "cure", variants: ["cure", "heal", "remedy"] },
  { canonical: "treatment", variants: ["treatment", "treat", "therapy", "therapies", "medicine"] },
  { canonical: "doctor", variants: ["doctor", "physician"] },
  { canonical: "healthcare", variants: ["health care", "healthcare"] },
  { canonical: "obamacare", variants: ["obamacare", "affordable care act", "aca", "affordable care"] },
  { canonical: "phone", variants: ["phone", "mobile phone", "cell phone", "cellphone", "smartphone", "cellular phone"] },
  { canonical: "child", variants: ["child", "kid", "kids", "youngster", "youngsters"] },
  { canonical: "teen", variants: ["teen", "teenager", "teenage", "adolescent", "adolescents"] },
  { canonical: "bleach", variants: ["bleach", "chlorine dioxide", "miracle mineral solution"] },
  { canonical: "drink", variants: ["drink", "drinking", "ingest", "ingesting", "swallow"] },
  { canonical: "drinking_water", variants: ["drinkingwater", "tapwater", "water supply", "public water supply"] },
  { canonical: "vision", variants: ["vision", "eyesight", "sight"] },
  { canonical: "visible", variants: ["visible", "see", "seen", "seeable", "observable", "spot", "spotted"] },
  { canonical: "naked_eye", variants: ["naked eye", "with the naked eye", "unaided eye"] },
  { canonical: "lab", variants: ["lab", "laboratory", "laboratories", "labs"] },
  { canonical: "originate", variants: ["originate", "originated"], exact: ["origin", "origins"] },

  // Climate and environment
  { canonical: "climate_change", variants: ["climate change", "global warming", "climate crisis", "climate emergency", "global heating", "climate breakdown", "changing climate", "warming climate", "warming planet", "warming of the planet", "warming of the earth"] },
  { canonical: "anthropogenic", variants: ["anthropogenic", "human activity", "human activities", "human influence", "human emissions", "humankind"] },
  { canonical: "anthropogenic", variants: ["human", "humans", "mankind", "humanity", "people", "man", "human beings"], context: ["climate_change"] },
  { canonical: "co2", variants: ["co2", "carbon dioxide", "carbon emissions", "greenhouse gases", "greenhouse gas"] },
  { canonical: "emit", variants: ["emit", "emission", "emissions", "spew"] },
  { canonical: "sea_level", variants: ["sea level", "sea levels", "ocean level", "ocean levels"] },
  { canonical: "volcano", variants: ["volcano", "volcanoes", "volcanic"] },
  { canonical: "rainforest", variants: ["rainforest", "rain forest", "rainforests"] },
  { canonical: "nuclear_power", variants: ["nuclear power", "nuclear energy", "atomic energy", "nuclear plants", "nuclear power plants"] },
  { canonical: "moon_landing", variants: ["moon landing", "moon landings", "apollo landing", "apollo landings", "apollo moon landings", "landing on the moon", "landed on the moon"] },

  // Elections and politics
  { canonical: "election", variants: ["election", "elections", "electoral"] },
  { canonical: "vote", variants: ["vote", "voter", "voting", "ballot", "ballots"] },
  { canonical: "rigged", variants: ["rigged", "rig", "rigging"] },
  { canonical: "rigged", variants: ["stolen", "steal", "stole", "fraud", "fraudulent", "fixed", "manipulated", "hijacked", "illegitimate"], context: ["election", "vote"] },
  { canonical: "mail_voting", variants: ["mail in voting", "mail in ballots", "mail ballots", "vote by mail", "voting by mail", "absentee voting", "absentee ballots", "postal voting", "postal ballots", "mail voting"] },
  { canonical: "voter_id", variants: ["voter id", "voter identification", "photo id", "voter id laws"] },
  { canonical: "president", variants: ["president", "presidency", "potus", "commander in chief"] },
  { canonical: "democrat", variants: ["democrat", "democrats", "democratic"] },
  { canonical: "republican", variants: ["republican", "republicans", "gop"] },
  { canonical: "noncitizen", variants: ["noncitizen", "non citizen", "non citizens", "noncitizens"] },
  { canonical: "immigrant", variants: ["immigrant", "immigrants", "migrant", "migrants"] },
  { canonical: "illegal", variants: ["illegal", "illegally", "unlawful", "unlawfully", "illicit", "unauthorized"] },
  { canonical: "illegal", variants: ["undocumented"], context: ["immigrant", "worker", "alien"] },
  { canonical: "gun", variants: ["gun", "guns", "firearm", "firearms"] },
  { canonical: "tax", variants: ["tax", "taxes", "taxation", "taxed"] },
  { canonical: "tariff", variants: ["tariff", "tariffs", "import tax", "import taxes", "import duties"] },
  { canonical: "economy", variants: ["economy", "economic", "economies"] },
  { canonical: "unemployment", variants: ["unemployment", "unemployed", "jobless", "joblessness"] },
  { canonical: "job", variants: ["job", "jobs"] },
  { canonical: "national_debt", variants: ["national debt", "federal debt", "public debt", "government debt"] },
  { canonical: "foreign_aid", variants: ["foreign aid", "foreign assistance", "overseas aid"] },
  { canonical: "food_stamps", variants: ["food stamps", "snap benefits"] },
  { canonical: "roe_v_wade", variants: ["roe v wade", "roe v. wade", "roe vs wade", "roe versus wade"] },
  { canonical: "overturn", variants: ["overturn", "overturned", "overrule", "overruled", "strike down", "struck down", "reverse", "reversed"] },
  { canonical: "same_sex_marriage", variants: ["same sex marriage", "gay marriage", "marriage equality", "same sex marriages"] },
  { canonical: "great_wall", variants: ["great wall of china", "great wall"] },
  { canonical: "tcja", variants: ["tax cuts and jobs act", "tcja"] },

  // Money
  { canonical: "bitcoin", variants: ["bitcoin", "bitcoins", "btc"] },
  { canonical: "crypto", variants: ["cryptocurrency", "cryptocurrencies", "crypto", "cryptos"] },
  { canonical: "fiat_currency", variants: ["traditional currency", "traditional currencies", "fiat currency", "fiat currencies", "fiat money", "traditional money", "conventional currency", "conventional currencies", "conventional money", "paper money", "government currency", "government currencies", "national currency", "national currencies", "regular money", "normal money", "fiat"] },
  { canonical: "currency", variants: ["currency", "currencies", "money"] },
  { canonical: "replace", variants: ["replace", "replacement", "supplant", "substitute"] },
  { canonical: "own", variants: ["own", "owns", "owned", "owner", "owners", "ownership"] },
  { canonical: "pay", variants: ["pay", "paid", "payment", "payments", "foot the bill"] },

  // Reporting and relations (mostly weak words, see WEAK_WORDS)
  { canonical: "say", variants: ["say", "claim", "assert", "declare", "tell", "announce", "allege"] },
  { canonical: "cause", variants: ["cause", "causes", "caused", "causing", "lead to", "leads to", "led to", "leading to", "result in", "results in", "resulted in", "responsible for", "trigger", "triggers", "triggered", "link", "linked", "linked to"] },
  { canonical: "prevent", variants: ["prevent", "prevents", "prevention", "protect against", "protects against", "stave off"] },
  { canonical: "main", variants: ["primarily", "primary", "mainly", "main", "mostly", "largely", "chiefly", "predominantly", "principally", "principal", "major", "for the most part", "in large part", "overwhelmingly"] },
  { canonical: "partly", variants: ["partly", "partially", "somewhat", "slightly"] },
  { canonical: "all", variants: ["all", "every", "everyone", "everybody", "entire", "entirely", "whole", "completely", "fully"] },
  { canonical: "some", variants: ["some", "several", "certain", "few", "a few"] },
  { canonical: "widespread", variants: ["widespread", "massive", "rampant", "large scale", "mass", "systemic"] },

  // Direction, degree and stance (see ANTONYM_PAIRS)
  { canonical: "increase", variants: ["increase", "rise", "raise", "grow", "growth", "climb", "soar", "surge", "jump", "spike", "hike", "hikes", "boost", "skyrocket", "go up", "shoot up", "higher", "expand", "expansion", "escalate", "accelerate"] },
  { canonical: "decrease", variants: ["decrease", "decline", "fall", "drop", "reduce", "reduction", "cut", "cuts", "lower", "lowered", "shrink", "dwindle", "plummet", "plunge", "slash", "sink", "slump", "go down", "diminish", "lessen", "contraction", "decelerate"] },
  { canonical: "more", variants: ["more", "greater", "exceed", "exceeded", "exceeds", "surpass", "surpassed", "outnumber"] },
  { canonical: "less", variants: ["less", "fewer"] },
  { canonical: "high", variants: ["high", "highest", "peak", "peaked", "record high", "all time high"] },
  { canonical: "low", variants: ["low", "lowest", "record low", "all time low", "bottom"] },
  { canonical: "good", variants: ["good", "better", "positive effect"] },
  { canonical: "bad", variants: ["bad", "worse", "terrible", "negative effect"] },
  { canonical: "best", variants: ["best", "top", "greatest"] },
  { canonical: "worst", variants: ["worst"] },
  { canonical: "strong", variants: ["strong", "stronger", "strongest", "powerful", "more powerful", "intense", "more intense", "intensify", "intensifying"] },
  { canonical: "weak", variants: ["weak", "weaker", "weakest", "weaken", "weakening", "less intense"] },
  { canonical: "big", variants: ["big", "bigger", "biggest", "large", "larger", "largest", "huge"] },
  { canonical: "small", variants: ["small", "smaller", "smallest", "tiny"] },
  { canonical: "rich", variants: ["rich", "richer", "richest", "wealthy", "wealthier", "wealthiest", "affluent"] },
  { canonical: "poor", variants: ["poor", "poorer", "poorest", "impoverished", "poverty"] },
  { canonical: "win", variants: ["win", "winning", "winner", "victory", "victorious"] },
  { canonical: "lose", variants: ["lose", "losing", "loser", "loss", "defeat", "defeated"] },
  { canonical: "support", variants: ["support", "supporter", "supporters", "endorse", "endorsed", "endorsement", "in favor of", "favor"], exact: ["backed"] },
  { canonical: "oppose", variants: ["oppose", "opposed", "opposes", "opposition", "against", "opponent"] },
  { canonical: "safe", variants: ["safe", "safer", "safest", "harmless", "safety"] },
  { canonical: "dangerous", variants: ["dangerous", "unsafe", "harmful", "hazardous", "toxic", "danger", "harm", "not safe"] },
  { canonical: "effective", variants: ["effective", "efficacious", "effectiveness", "efficacy"] },
  { canonical: "ineffective", variants: ["ineffective", "useless", "ineffectual", "does not work", "not effective", "do not work", "did not work"] },
  { canonical: "legal", variants: ["legal", "lawful", "legalized", "legalize", "legalization", "decriminalized", "decriminalize"] },
  { canonical: "ban", variants: ["ban", "banned", "bans", "prohibit", "prohibited", "prohibition", "outlaw", "outlawed", "forbid", "forbidden"] },
  { canonical: "allow", variants: ["allow", "allowed", "permit", "permitted", "permission"] },
  { canonical: "true", variants: ["true", "truth", "accurate", "correct"] },
  { canonical: "false", variants: ["false", "untrue", "inaccurate", "incorrect", "wrong"] },
  { canonical: "fake", variants: ["fake", "faked", "hoax", "staged", "fabricated", "forged", "doctored", "sham", "phony", "bogus", "myth"] },
  { canonical: "real", variants: ["real", "genuine", "authentic", "legitimate"] },
  { canonical: "create", variants: ["create", "creation", "establish", "set up"] },
  { canonical: "eliminate", variants: ["eliminate", "elimination", "abolish", "abolished", "scrap", "scrapped", "destroy", "destroyed", "repeal", "repealed"] },
  { canonical: "before", variants: ["before", "prior to", "earlier than", "ahead of"] },
  { canonical: "after", variants: ["after", "later than", "following"] },
  { canonical: "accept", variants: ["accept", "accepted", "approve", "approved", "approval", "pass", "passed", "sign", "signed"] },
  { canonical: "reject", variants: ["reject", "rejected", "veto", "vetoed", "deny", "denied", "refuse", "refused", "block", "blocked"] },
  { canonical: "alive", variants: ["alive"] },
  { canonical: "guilty", variants: ["guilty", "convicted", "conviction"] },
  { canonical: "innocent", variants: ["innocent", "acquitted", "acquittal", "exonerated"] },
  { canonical: "positive", variants: ["positive"] },
  { canonical: "negative", variants: ["negative"] },
  { canonical: "male", variants: ["male", "males"] },
  { canonical: "female", variants: ["female", "females"] },
  { canonical: "private", variants: ["private", "privately", "privatized"] },
  { canonical: "public", variants: ["public", "publicly", "government owned", "state owned"] },
  { canonical: "import", variants: ["import", "imports", "imported"] },
  { canonical: "export", variants: ["export", "exports", "exported"] },
  { canonical: "surplus", variants: ["surplus", "surpluses"] },
  { canonical: "deficit", variants: ["deficit", "deficits", "shortfall"] },
  { canonical: "hot", variants: ["hot", "hotter", "hottest", "warm", "warmer", "warmest"] },
  { canonical: "cold", variants: ["cold", "colder", "coldest", "cool", "cooler", "coolest", "cooling"] },
  { canonical: "majority", variants: ["most", "majority"] },
  { canonical: "minority", variants: ["minority", "fraction", "small fraction"] },
  { canonical: "always", variants: ["always", "constantly", "invariably"] },
  { canonical: "sometimes", variants: ["sometimes", "occasionally", "rarely", "seldom"] },
];

/**
 * Pairs of opposites: a stored claim with one side of a pair and a query with the other side is
 * never the same assertion ("crime rose" vs "crime fell"). Written as canonical tokens or plain words.
 */
export const ANTONYM_PAIRS: readonly (readonly [string, string])[] = [
  ["increase", "decrease"],
  ["more", "less"],
  ["high", "low"],
  ["good", "bad"],
  ["best", "worst"],
  ["strong", "weak"],
  ["big", "small"],
  ["rich", "poor"],
  ["win", "lose"],
  ["support", "oppose"],
  ["safe", "dangerous"],
  ["effective", "ineffective"],
  ["legal", "illegal"],
  ["legal", "ban"],
  ["allow", "ban"],
  ["true", "false"],
  ["real", "fake"],
  ["cause", "prevent"],
  ["cause", "cure"],
  ["spread", "prevent"],
  ["create", "eliminate"],
  ["before", "after"],
  ["accept", "reject"],
  ["alive", "death"],
  ["guilty", "innocent"],
  ["positive", "negative"],
  ["male", "female"],
  ["man", "woman"],
  ["private", "public"],
  ["import", "export"],
  ["surplus", "deficit"],
  ["hot", "cold"],
  ["majority", "minority"],
  ["main", "partly"],
  ["all", "some"],
  ["always", "sometimes"],
  ["democrat", "republican"],
  ["liberal", "conservative"],
  ["hire", "fire"],
  ["gain", "lose"],
  ["increase", "low"],
  ["decrease", "high"],
  ["buy", "sell"],
  ["borrow", "lend"],
  ["north", "south"],
  ["east", "west"],
  ["young", "old"],
  ["citizen", "noncitizen"],
  ["upgrade", "downgrade"],
  ["hire", "lay off"],
  ["hire", "laid off"],
  ["hire", "layoff"],
  ["save", "cost"],
  ["double", "halve"],
  ["double", "decrease"],
  ["improve", "worsen"],
  ["reverse", "worsen"],
  ["felony", "misdemeanor"],
  ["open", "close"],
  ["pass", "fail"],
  ["approve", "reject"],
  ["approve", "veto"],
  ["sign", "veto"],
  ["add", "remove"],
  ["join", "leave"],
  ["most", "least"],
  ["highest", "lowest"],
  ["largest", "smallest"],
  ["first", "last"],
  ["above", "below"],
  ["profit", "loss"],
  ["victory", "defeat"],
  ["benefit", "harm"],
  ["help", "hurt"],
  ["protect", "harm"],
  ["legalize", "ban"],
  ["lift", "impose"],
  ["confirm", "deny"],
  ["admit", "deny"],
  ["agree", "disagree"],
  ["include", "exclude"],
  ["fund", "defund"],
  ["convict", "acquit"],
  ["cheap", "expensive"],
  ["early", "late"],
  ["rural", "urban"],
  ["overturn", "uphold"],
  ["expel", "reinstate"],
  ["arrest", "release"],
  ["win", "loss"],
  ["asset", "liability"],
  ["legal", "unlawful"],
  ["mandatory", "voluntary"],
  ["require", "ban"],
  ["cure", "worsen"],
  ["most", "lowest"],
  ["most", "fewest"],
  ["most", "least"],
  ["more", "fewer"],
  ["highest", "fewest"],
  ["create", "destroy"],
  ["create", "kill"],
  ["slow", "speed up"],
  ["slow", "fast"],
  ["refuse", "accept"],
  ["extend", "shorten"],
  ["improve", "ruin"],
  ["balloon", "shrink"],
  ["win", "defeat"],
  ["rise", "fall"],
];

/**
 * Tokens that flip or qualify a claim by their mere presence on one side
 * ("X voted against Y" vs "X voted for Y", "the landings were faked" vs "the landings").
 */
export const STANCE_WORDS: readonly string[] = ["oppose", "fake", "false", "ineffective"];

/**
 * Reporting verbs that end a speaker's lead-in ("Gov. Jane Doe said …", "…, according to …").
 * Verbs a claim itself often asserts ("declared a pandemic", "announced a ban") are left out.
 */
export const SPEAKER_VERB_WORDS: readonly string[] = [
  "said", "says", "say", "claimed", "claims", "claim", "stated", "states", "tweeted", "tweets", "wrote",
  "writes", "argued", "argues", "told", "tells", "insisted", "insists", "asserted", "asserts", "alleged",
  "alleges", "suggested", "suggests", "warned", "warns", "boasted", "boasts", "falsely claimed",
  "falsely said",
];

/**
 * Places, read as names wherever they stand and however they are typed: a claim about Florida
 * is not a claim about Texas, even when it opens the sentence or is typed in lower case.
 */
export const PLACE_NAMES: readonly string[] = [
  // US states
  "alabama", "alaska", "arizona", "arkansas", "california", "colorado", "connecticut", "delaware",
  "florida", "georgia", "hawaii", "idaho", "illinois", "indiana", "iowa", "kansas", "kentucky",
  "louisiana", "maine", "maryland", "massachusetts", "michigan", "minnesota", "mississippi",
  "missouri", "montana", "nebraska", "nevada", "ohio", "oklahoma", "oregon", "pennsylvania",
  "tennessee", "texas", "utah", "vermont", "virginia", "washington", "wisconsin", "wyoming",
  "carolina", "dakota", "jersey", "hampshire",
  // Countries and regions
  "afghanistan", "albania", "algeria", "argentina", "armenia", "australia", "austria", "azerbaijan",
  "bangladesh", "belarus", "belgium", "bolivia", "bosnia", "botswana", "brazil", "bulgaria", "cambodia",
  "cameroon", "canada", "chile", "china", "colombia", "congo", "croatia", "cuba", "cyprus", "czechia",
  "denmark", "ecuador", "egypt", "england", "estonia", "ethiopia", "finland", "france", "gambia",
  "germany", "ghana", "greece", "guatemala", "haiti", "honduras", "hungary", "iceland", "india",
  "indonesia", "iran", "iraq", "ireland", "israel", "italy", "jamaica", "japan", "jordan", "kazakhstan",
  "kenya", "korea", "kuwait", "latvia", "lebanon", "liberia", "libya", "lithuania", "madagascar",
  "malawi", "malaysia", "mali", "malta", "mexico", "moldova", "mongolia", "morocco", "mozambique",
  "myanmar", "namibia", "nepal", "netherlands", "nicaragua", "niger", "nigeria", "norway", "pakistan",
  "palestine", "panama", "paraguay", "peru", "philippines", "poland", "portugal", "qatar", "romania",
  "russia", "rwanda", "scotland", "senegal", "serbia", "singapore", "slovakia", "slovenia", "somalia",
  "spain", "sudan", "sweden", "switzerland", "syria", "taiwan", "tanzania", "thailand", "tunisia",
  "turkey", "uganda", "ukraine", "uruguay", "uzbekistan", "venezuela", "vietnam", "wales", "yemen",
  "zambia", "zimbabwe", "gaza", "europe", "africa", "asia",
  // Cities often named in claims
  "london", "paris", "berlin", "moscow", "beijing", "tokyo", "delhi", "mumbai", "lagos", "nairobi",
  "johannesburg", "sydney", "toronto", "chicago", "houston", "dallas", "atlanta", "miami", "seattle",
  "boston", "philadelphia", "detroit", "baltimore", "denver", "phoenix", "portland", "austin",
  "manila", "dublin", "ottawa", "brussels", "kyiv", "kiev", "jerusalem",
];

/** Units written after a figure: the same figure in another unit is another figure. */
export const UNIT_WORDS: readonly string[] = [
  "second", "minute", "hour", "day", "week", "month", "year", "decade", "century", "mile", "kilometer",
  "kilometre", "km", "meter", "metre", "foot", "feet", "inch", "pound", "kilogram", "kg", "ton", "tonne",
  "gallon", "liter", "litre", "time", "fold", "point", "degree", "acre", "hectare", "vote", "seat",
];

/**
 * Words that end the names of places and institutions ("Fulton County", "Ohio State"): the word
 * before them is part of another name, never a given name a surname covers.
 */
export const NAME_HEAD_WORDS: readonly string[] = [
  "county", "state", "city", "town", "village", "university", "college", "school", "river", "lake",
  "mountain", "island", "bay", "sea", "ocean", "valley", "province", "district", "region", "party",
  "house", "senate", "court", "department", "agency", "company", "corporation", "bank", "act", "bill",
  "law", "street", "road", "avenue", "hospital", "airport", "park", "church", "club", "council",
  "committee", "commission", "foundation", "institute", "times", "post", "news", "network", "airlines",
  "motors", "group", "association", "union", "republic", "kingdom", "security", "care", "fund",
  "administration", "office", "bureau", "service", "forces", "army", "navy", "station", "bridge",
  "stadium", "center", "centre", "museum", "prize", "award", "cup", "league", "day", "week", "month",
];

/** Capitalised words that are not names of anyone or anywhere: months and days. */
export const NOT_NAMES: readonly string[] = [
  "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
  "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
];

/** The AP style's state abbreviations, written with their full stop ("Bessemer, Ala.", "(R-Fla.)"). */
export const STATE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  "Ala.": "Alabama", "Ariz.": "Arizona", "Ark.": "Arkansas", "Calif.": "California", "Colo.": "Colorado",
  "Conn.": "Connecticut", "Del.": "Delaware", "Fla.": "Florida", "Ga.": "Georgia", "Ill.": "Illinois",
  "Ind.": "Indiana", "Kan.": "Kansas", "Ky.": "Kentucky", "La.": "Louisiana", "Md.": "Maryland",
  "Mass.": "Massachusetts", "Mich.": "Michigan", "Minn.": "Minnesota", "Miss.": "Mississippi",
  "Mo.": "Missouri", "Mont.": "Montana", "Neb.": "Nebraska", "Nev.": "Nevada", "Okla.": "Oklahoma",
  "Ore.": "Oregon", "Pa.": "Pennsylvania", "Tenn.": "Tennessee", "Vt.": "Vermont", "Va.": "Virginia",
  "Wash.": "Washington", "Wis.": "Wisconsin", "Wyo.": "Wyoming",
};

/** Titles written before a name; they frame the person rather than assert anything. */
export const TITLE_WORDS: readonly string[] = [
  "gov", "governor", "sen", "senator", "rep", "representative", "congressman", "congresswoman",
  "president", "vice president", "former president", "prime minister", "minister", "premier",
  "chancellor", "dr", "doctor", "mayor", "mr", "mrs", "ms", "secretary", "speaker", "candidate",
  "lt gov", "lt. gov", "lieutenant governor", "attorney general", "sheriff", "judge", "justice",
  "state sen", "state rep", "u.s. rep", "u.s. sen", "house speaker", "senate majority leader",
  "president-elect", "first lady", "pope", "king", "queen", "prince", "chief minister", "general", "gen",
];

/** Prefixes that make a word its opposite ("unsafe", "illegal", "noncitizen"). */
export const NEGATING_PREFIXES: readonly string[] = ["un", "in", "il", "ir", "im", "dis", "non", "anti", "mis"];

/** Hyphenated prefixes joined to their word instead of split ("non-citizen" → "noncitizen"). */
export const JOINED_PREFIXES: readonly string[] = ["non", "anti", "un", "pro", "co", "multi", "semi", "mid", "sub", "counter"];
/** Prefixes joined even when written as a separate word ("non citizens", "anti vaccine"). */
export const SPACED_PREFIXES: readonly string[] = ["non", "anti"];

/**
 * Content words that carry little of a claim's meaning: they count, but a match does not depend
 * on them (reporting verbs, light verbs, hedges, generic nouns).
 */
export const WEAK_WORDS: readonly string[] = [
  "say", "show", "report", "make", "get", "go", "come", "take", "give", "put", "use", "cause", "contain",
  "new", "many", "much", "lot", "lots", "people", "person", "year", "years", "time", "times", "day",
  "days", "now", "today", "currently", "current", "still", "already", "yet", "only", "main", "all",
  "some", "most", "really", "well", "officially", "official", "presidential", "federal", "national",
  "nationwide", "widespread", "world", "recent", "recently", "record", "fact", "evidence", "proof",
  "prove", "proven", "study", "studies", "research", "scientist", "scientists", "expert", "experts",
  "know", "think", "believe", "want", "need", "seem", "look", "keep", "continue", "become", "remain",
  "part", "number", "amount", "level", "levels", "rate", "rates", "percentage", "figure", "total",
  "overall", "average", "typical", "approximately", "roughly", "nearly", "almost", "about", "around",
  "estimated", "estimate", "least", "always", "sometimes", "often", "usually", "generally", "spread",
  "greatly", "significantly", "dramatically", "substantially", "considerably", "slightly", "highly",
  "strongly", "directly", "indirectly", "actual", "certain", "whole", "entire", "truly", "up", "down",
  "reach", "reached", "hit", "naked eye", "state", "states", "country", "countries", "nation", "before", "after",
];

/** Small number words, tens and scales understood by the number parser. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60,
  seventy: 70, eighty: 80, ninety: 90,
};
export const NUMBER_SCALES: Readonly<Record<string, number>> = {
  hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12, dozen: 12, mil: 1e6,
  lakh: 1e5, crore: 1e7,
};
export const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9,
  tenth: 10, eleventh: 11, twelfth: 12, twentieth: 20, hundredth: 100,
};
/** Fractions written as words ("a quarter of" = 25%). */
export const FRACTION_WORDS: Readonly<Record<string, number>> = {
  half: 1 / 2, halves: 1 / 2, third: 1 / 3, thirds: 1 / 3, quarter: 1 / 4, quarters: 1 / 4,
  fifth: 1 / 5, fifths: 1 / 5, tenth: 1 / 10, tenths: 1 / 10,
};
/** Words after a number that make it a percentage or an amount of money. */
export const PERCENT_WORDS: readonly string[] = ["percent", "pct", "percentage"];
export const CURRENCY_WORDS: Readonly<Record<string, string>> = {
  dollar: "$", dollars: "$", usd: "$", bucks: "$", euro: "€", euros: "€", sterling: "£", pound: "£",
  pounds: "£", quid: "£",
};
export const CENT_WORDS: readonly string[] = ["cent", "cents"];
/** Words before a number that bound it ("over 500" = "more than 500"); otherwise they are stop words. */
export const BOUND_WORDS: Readonly<Record<string, "more" | "less">> = {
  over: "more", above: "more", exceeding: "more", exceeded: "more", exceeds: "more", passed: "more",
  passes: "more", pass: "more", surpassed: "more", topped: "more", tops: "more", crossed: "more",
  under: "less", below: "less",
};
