/**
 * Discover's categories and the words that point to each. The first four are the sample claims' categories;
 * a claim that points nowhere is Other. A keyword ending in `*` matches as a word prefix
 * ("vaccin*" → vaccine, vaccines, vaccination); multi-word keywords match as phrases.
 */
export const CATEGORY_KEYWORDS = {
  "Environmental Science": [
    "climate", "global warming", "greenhouse", "carbon dioxide", "co2", "emission*", "fossil fuel*", "sea level*", "sea ice", "glacier*",
    "arctic", "antarctic*", "ice sheet*", "hurricane*", "wildfire*", "drought*", "flood*", "deforest*", "rainforest*", "amazon rainforest",
    "pollut*", "ozone", "species", "extinct*", "biodiversity", "polar bear*", "coral", "ocean*", "renewable*", "solar", "wind turbine*",
    "wind power*", "wind farm*", "coal", "oil spill*", "fracking", "pesticide*", "recycl*", "plastic*", "weather", "temperature*", "heat wave*", "environment*",
    "epa", "paris agreement", "net zero", "chemtrail*", "volcan*", "earthquake*", "tornado*", "lightning",
  ],
  "Health & Medicine": [
    "vaccin*", "vaxx*", "covid*", "coronavirus", "sars-cov-2", "pandemic", "virus*", "viral infection", "disease*", "cancer*", "autism",
    "mmr", "measles", "flu", "influenza", "mask*", "hospital*", "doctor*", "nurse*", "medic*", "drug*", "pharma*", "fda", "cdc", "who",
    "health*", "obesity", "diabet*", "heart", "vitamin*", "diet*", "sugar", "smok*", "cigarette*", "vaping", "vape*", "alcohol", "opioid*",
    "fentanyl", "overdose*", "abortion*", "pregnan*", "fluorid*", "ivermectin", "hydroxychloroquine", "antibiotic*", "immun*", "infect*",
    "symptom*", "surgery", "insulin", "brain*", "sleep", "mental health", "depression", "suicide*", "life expectancy", "death rate*", "bleach",
    "5g", "microchip*", "birth control", "contracepti*", "health care", "healthcare", "patient*", "medicare", "medicaid", "obamacare", "affordable care act",
  ],
  "Politics & Government": [
    "election*", "elector*", "vote*", "voter*", "voting", "ballot*", "rigged", "fraud*", "president*", "congress*", "senat*", "house of representatives",
    "governor*", "mayor*", "democrat*", "republican*", "gop", "parliament*", "prime minister", "minister*", "campaign*", "candidate*", "poll*",
    "impeach*", "supreme court", "court*", "judge*", "law*", "legislat*", "bill", "veto*", "white house", "administration", "government*",
    "federal", "immigra*", "border*", "deport*", "asylum", "refugee*", "police", "crime*", "gun*", "firearm*", "second amendment", "military",
    "war", "nato", "ukraine", "russia*", "china", "iran", "israel*", "gaza", "terror*", "biden", "trump", "obama", "harris", "clinton",
    "pelosi", "desantis", "brexit", "constitution*", "citizen*", "passport*", "legal", "illegal", "bill", "rescue bill", "mail-in", "capitol", "january 6", "fbi", "cia", "doj",
  ],
  "Economics & Finance": [
    "econom*", "inflation", "recession*", "gdp", "unemploy*", "job*", "wage*", "minimum wage", "salar*", "income*", "tax*", "tariff*",
    "trade", "deficit*", "debt*", "budget*", "spending", "stock*", "market*", "dow jones", "s&p", "nasdaq", "interest rate*", "federal reserve",
    "fed", "bank*", "bitcoin", "crypto*", "currenc*", "dollar*", "euro", "money", "price*", "gas price*", "cost of living", "rent", "housing",
    "mortgage*", "pension*", "social security", "welfare", "poverty", "billionaire*", "wealth*", "profit*", "compan*", "business*", "manufactur*",
    "export*", "import*", "richest", "per capita", "poorest", "earmark*", "oil price*", "fiat", "stimulus", "loan*", "student loan*", "credit", "imf", "world bank", "central bank*",
  ],
  "Science & Technology": [
    "science", "scientist*", "research*", "study", "studies", "nasa", "space", "moon", "mars", "planet*", "earth is flat", "flat earth",
    "asteroid*", "satellite*", "rocket*", "astronaut*", "physic*", "chemis*", "biolog*", "evolution", "dna", "gene*", "genetic*", "gmo*",
    "artificial intelligence", "ai", "robot*", "computer*", "internet", "software", "app", "apps", "phone*", "smartphone*", "iphone*",
    "5g network*", "technolog*", "tech", "electric car*", "electric vehicle*", "tesla", "battery", "batteries", "nuclear", "fusion", "quantum",
    "telescope*", "galaxy", "dinosaur*", "fossil*", "great wall", "einstein", "light", "speed of", "goldfish", "lightning", "brain",
  ],
  "Society & Culture": [
    "school*", "student*", "teacher*", "education", "universit*", "college*", "church*", "religio*", "christian*", "muslim*", "islam*",
    "jewish", "relig*", "race", "racis*", "gender", "transgender", "lgbt*", "gay", "marriage", "famil*", "children", "child", "teen*",
    "women", "men", "celebrit*", "movie*", "film*", "music*", "sport*", "football", "soccer", "olympic*", "nfl", "nba", "social media",
    "facebook", "twitter", "tiktok", "instagram", "youtube", "video game*", "culture", "history", "historical", "holiday*", "christmas",
    "language*", "book*", "newspaper*", "media", "journalis*", "crime rate*", "population", "immigrant*", "homeless*", "generation*",
  ],
} as const satisfies Record<string, readonly string[]>;

export type Category = keyof typeof CATEGORY_KEYWORDS | "Other";

export const CATEGORIES: Category[] = [...(Object.keys(CATEGORY_KEYWORDS) as Array<keyof typeof CATEGORY_KEYWORDS>), "Other"];
