import { lookupCredibility, outletKey } from "@/lib/fact-check/credibility";
import type { EvidenceItem, FactCheckMatch } from "@/lib/fact-check/providers/types";
import type { ContextualAnalysis } from "@/lib/fact-check/types";
import { foldAccents } from "@/lib/text/fold";
import { firstSentences, listNames } from "@/lib/text/prose";
import { isoDay } from "@/lib/dates";

/**
 * The Context tab's material, offline, from what the evidence holds and nothing repurposed:
 * - key players: who the claim and its reviews are about (claimants, people and organisations
 *   named in the claim or in what the reviews say), never a review's publisher unless the claim
 *   names it (publishers are already listed under Sources);
 * - connected events: dated events the reviews and web evidence report, one sentence each;
 * - "What is this about?": the claim as the reviews word it and their ratings, then who made it
 *   and when where they record that; always there when any other section is;
 * - the category's section (science, politics, …): what the reviews say about the claim.
 * A section without material is left out; with none at all (a claimant or date counts) there is
 * no contextual analysis.
 * Pure: no I/O.
 */

/** The most key players and connected events listed. */
export const MAX_KEY_ACTORS = 8;
export const MAX_RELATED_EVENTS = 5;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Capitalised words that open a sentence without naming anyone. */
const COMMON_OPENERS = new Set(
  "a an the in on at as by for from of to and but or if so this that these those its it their there here he she they we you i our your his her after before since during while when where what which who why how most many some no not all any each every according however although though despite because one two three".split(
    " ",
  ),
);

/** Words that may join the words of a name ("Bureau of Justice Statistics", "Department of the Treasury"). */
const CONNECTORS = new Set(["of", "the", "for", "on", "de", "du", "la", "von", "van", "der"]);

/** Acronyms that name no person or organisation. */
const NON_ACTOR_ACRONYMS = new Set([
  "US",
  "USA",
  "UK",
  "GB",
  "COVID",
  "SARS",
  "AIDS",
  "HIV",
  "DNA",
  "RNA",
  "MMR",
  "GDP",
  "CPI",
  "AI",
  "TV",
  "OK",
  "ID",
  "PDF",
  "CEO",
  "MP",
  "PM",
  "MJ",
  "KJ",
  "GJ",
  "MW",
  "GW",
  "KW",
  "PPM",
  "AM",
  "BC",
  "AD",
  "CE",
  "BCE",
  "UV",
  "LED",
  "GPS",
  "IQ",
  "PCR",
  "ICU",
  "PPE",
  "EV",
  "FAQ",
  "EP",
  "II",
  "III",
  "IV",
  "VI",
]);

/** Last words of names of things rather than actors (documents, laws, events, places, prizes). */
const NON_ACTOR_HEADS = new Set(
  "report reports amendment amendments act acts law laws treaty agreement accord accords constitution day days war wars election elections syndrome disease virus vaccine vaccines award awards prize index survey study studies statement summary assessment policy plan era age ocean sea river lake mountain mountains island islands street avenue road bridge canal desert valley bay coast state states city county province region continent kingdom republic empire basis sheet guide guidelines framework programme program declaration charter code convention protocol strategy theory hypothesis effect principle scale standard belt wall building tower revolution orbiter rover spacecraft telescope satellite mission missions cuts id africa asia europe america americas antarctica arctic".split(
    " ",
  ),
);

/** Words that make a name an organisation's. */
const ORGANIZATION_WORDS = new Set(
  "agency administration association authority bank board bureau center centre commission committee company congress corporation council court department foundation fund government group inc institute institution league ministry network office organization organisation parliament party reserve senate service society team union university academy police army navy force forces house campaign coalition trust laboratory laboratories agency's".split(
    " ",
  ),
);

/** Place names (whole names) that are not actors. */
const PLACES = new Set([
  "united states",
  "united kingdom",
  "new york",
  "new jersey",
  "new mexico",
  "new hampshire",
  "new zealand",
  "new delhi",
  "north carolina",
  "south carolina",
  "north dakota",
  "south dakota",
  "west virginia",
  "rhode island",
  "los angeles",
  "san francisco",
  "san diego",
  "las vegas",
  "hong kong",
  "south africa",
  "north korea",
  "south korea",
  "saudi arabia",
  "sri lanka",
  "costa rica",
  "puerto rico",
  "el salvador",
  "united arab emirates",
  "great britain",
  "northern ireland",
  "latin america",
  "north america",
  "south america",
  "central america",
  "middle east",
  "east asia",
  "southeast asia",
  "western europe",
  "eastern europe",
  "el niño",
  "la niña",
  "washington dc",
  "washington d.c",
  "pacific ocean",
  "atlantic ocean",
  "new orleans",
  "czech republic",
  "dominican republic",
  "ivory coast",
]);
const PLACE_OPENERS = new Set([
  "north",
  "south",
  "east",
  "west",
  "northern",
  "southern",
  "eastern",
  "western",
  "central",
  "new",
  "san",
  "santa",
  "los",
  "las",
  "saint",
  "st",
  "lake",
  "mount",
  "port",
  "fort",
]);

const isCapitalized = (word: string) => /^\p{Lu}[\p{L}\p{M}'’.-]*$/u.test(word) && /\p{Ll}/u.test(word);
/** Possessives that belong inside a name ("Jackson Women's Health Organization"); others end it ("IMF's Executive Board"). */
const POSSESSIVE_IN_NAME = new Set(["women", "men", "children", "people", "veterans", "workers"]);
/** Sentences that open with a pronoun say nothing on their own ("It was the first …"). */
const PRONOUN_OPENING = /^(?:it|they|he|she|its|their|his|her)\b/i;
const isAcronym = (word: string) => /^\p{Lu}{2,6}$/u.test(word) || /^(\p{Lu}\.){2,4}$/u.test(word);

/** A text's sentences. */
export function sentences(text: string): string[] {
  return (
    text
      // Not after an initial, "v." or a title's abbreviation ("Roe v. Wade", "Dr. Fauci", "U.S. Senate").
      .split(/(?<![\s.](?:\p{Lu}|v|vs|Mr|Mrs|Ms|Dr|St|Jr|Sr|No|Gen|Sen|Rep|Gov|Prof)\.)(?<=[.!?])\s+(?=["“(]?[\p{Lu}\d])/u)
      .map((s) => s.trim())
      .filter(Boolean)
  );
}

type Token = { word: string; breakAfter: boolean; index: number };

function tokens(sentence: string): Token[] {
  return sentence
    .split(/\s+/)
    .filter(Boolean)
    .map((raw, index) => {
      let word = raw.replace(/^["“‘'(\[]+/, "");
      const stripped = word.replace(/[,;:!?)"”’\]]+$|\.$/, "");
      let breakAfter = stripped !== word;
      let possessive = false;
      word = stripped;
      // A possessive ends a name ("Obama's birth") unless the name goes on ("Jackson Women's Health Organization").
      if (/['’]s$/.test(word)) {
        word = word.slice(0, -2);
        breakAfter = true;
        possessive = true;
      }
      word = word.replace(/['’]$/, "");
      // An acronym's own full stops ("U.S.") are part of it.
      if (/^(\p{Lu}\.)+\p{Lu}$/u.test(word) && raw.endsWith(".")) word = `${word}.`;
      return { word, breakAfter, possessive, index };
    })
    .map((token, index, list) => {
      const next = list[index + 1]?.word ?? "";
      if (token.possessive && POSSESSIVE_IN_NAME.has(token.word.toLowerCase()) && /^\p{Lu}\p{Ll}/u.test(next))
        return { word: `${token.word}’s`, breakAfter: false, index: token.index };
      return { word: token.word, breakAfter: token.breakAfter, index: token.index };
    });
}

/** Runs of capitalised words (and the small words that join them) in a sentence. */
function nameRuns(sentence: string): Array<{ words: string[]; atStart: boolean }> {
  const runs: Array<{ words: string[]; atStart: boolean }> = [];
  const list = tokens(sentence);
  let current: Token[] = [];
  const flush = () => {
    while (current.length && CONNECTORS.has(current[current.length - 1].word.toLowerCase())) current.pop();
    if (current.length) runs.push({ words: current.map((t) => t.word), atStart: current[0].index === 0 });
    current = [];
  };
  for (let i = 0; i < list.length; i++) {
    const token = list[i];
    const name = isCapitalized(token.word) || isAcronym(token.word);
    const lowerWord = token.word.toLowerCase();
    // "the" joins only after another joining word ("Department of the Treasury", not "Hodges the Supreme Court").
    const theAllowed = lowerWord !== "the" || (current.length > 0 && CONNECTORS.has(current[current.length - 1].word.toLowerCase()));
    const joins =
      current.length > 0 &&
      theAllowed &&
      CONNECTORS.has(lowerWord) &&
      !token.breakAfter &&
      i + 1 < list.length &&
      (isCapitalized(list[i + 1].word) || isAcronym(list[i + 1].word));
    if (name || joins) {
      current.push(token);
      if (token.breakAfter) flush();
    } else flush();
  }
  flush();
  return runs;
}

/** People and organisations a text names, in order of appearance. */
export function namedActors(text: string): string[] {
  const found: string[] = [];
  for (const sentence of sentences(text)) {
    for (const run of nameRuns(sentence)) {
      let words = run.words;
      // "The White House" -> "White House"; a sentence's opening word is not a name ("In 2011 ...").
      while (words.length && !isAcronym(words[0]) && COMMON_OPENERS.has(words[0].toLowerCase())) words = words.slice(1);
      if (words.length === 0) continue;
      const lower = words.map((w) => w.toLowerCase().replace(/\.$/, ""));
      if (words.some((w) => MONTHS.includes(w) || WEEKDAYS.includes(w))) continue;
      const name = words.join(" ");
      if (words.length === 1) {
        const word = words[0];
        // A single word is kept only when it is clearly an organisation: an acronym, or an outlet the credibility table knows.
        if (isAcronym(word)) {
          if (!NON_ACTOR_ACRONYMS.has(word.replace(/\./g, ""))) found.push(word);
        } else if (lookupCredibility({ outlet: word }).matched === "outlet") found.push(word);
        continue;
      }
      if (NON_ACTOR_HEADS.has(lower[lower.length - 1])) continue;
      const organization = lower.some((w) => ORGANIZATION_WORDS.has(w));
      if (!organization && (PLACES.has(lower.join(" ")) || PLACE_OPENERS.has(lower[0]))) continue;
      found.push(name);
    }
  }
  return found;
}

const wordsOf = (text: string) =>
  foldAccents(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** True when `text` contains `phrase` as whole words, ignoring case and accents. */
function containsWords(text: string, phrase: string): boolean {
  const haystack = ` ${wordsOf(text).join(" ")} `;
  const needle = wordsOf(phrase).join(" ");
  return needle !== "" && haystack.includes(` ${needle} `);
}

/** Whether a name is one of the given publishers (by name, table entry or alias). */
function publisherMatcher(publishers: Array<{ name: string; url?: string }>) {
  const keys = new Set<string>();
  const entries = new Set<unknown>();
  for (const publisher of publishers) {
    keys.add(outletKey(publisher.name));
    const { entry } = lookupCredibility({ url: publisher.url, outlet: publisher.name });
    if (entry) entries.add(entry);
    const byName = lookupCredibility({ outlet: publisher.name }).entry;
    if (byName) entries.add(byName);
  }
  return (name: string) => {
    const key = outletKey(name);
    if (!key) return false;
    if (keys.has(key)) return true;
    const { entry, matched } = lookupCredibility({ outlet: name });
    if (matched === "outlet" && entries.has(entry)) return true;
    // "National Archives" in "U.S. National Archives", "White House" in "The White House (… archive)".
    return key.length >= 4 && [...keys].some((k) => k.includes(key) || (k.length >= 4 && key.includes(k)));
  };
}

/** Drops names already covered by a longer one ("Obama" beside "Barack Obama") and duplicates. */
function dedupeNames(names: string[]): string[] {
  const out: string[] = [];
  for (const name of names) {
    const key = outletKey(name);
    if (!key || out.some((kept) => outletKey(kept) === key || containsWords(kept, name))) continue;
    // A longer name replaces a shorter one it contains.
    const shorter = out.findIndex((kept) => containsWords(name, kept));
    if (shorter >= 0) out.splice(shorter, 1, name);
    else out.push(name);
  }
  return [...new Set(out)];
}

/**
 * Who the claim and its reviews are about: claimants, then the people and organisations the
 * claim names, then those the reviews name. A review's publisher is left out unless the claim
 * names it.
 */
export function keyActors(claim: string, matches: FactCheckMatch[]): string[] {
  const claimTexts = [claim, ...matches.map((m) => m.claim.text)];
  const claimants = matches.map((m) => m.claim.claimant?.trim()).filter((c): c is string => !!c);
  const fromClaims = claimTexts.flatMap(namedActors);
  const isPublisher = publisherMatcher(matches.map((m) => ({ name: m.review.publisherName, url: m.review.url })));
  const namedByClaim = (name: string) => claimTexts.some((text) => containsWords(text, name));
  // What the reviews say, not their headlines: titles are in title case, every word capitalised.
  const fromReviews = matches
    .map((m) => m.review.summary ?? "")
    .flatMap(namedActors)
    .filter((name) => !isPublisher(name) || namedByClaim(name));
  return dedupeNames([...claimants, ...fromClaims, ...fromReviews]).slice(0, MAX_KEY_ACTORS);
}

const MONTH_PATTERN = MONTHS.join("|");
/** "August 4, 1961", "4 August 1961", "August 1920", "1998"; years 1500-2099. */
const DATE_PATTERN = new RegExp(
  `\\b(?:(?:${MONTH_PATTERN})\\s+\\d{1,2},\\s+|\\d{1,2}\\s+(?:${MONTH_PATTERN})\\s+|(?:${MONTH_PATTERN})\\s+)?(1[5-9]\\d{2}|20\\d{2})\\b(?![\\d.,]*\\s*(?:°|%|per\\s?cent|people|km|kg|tonnes|times))`,
  "u",
);

/** "The National Archives records that the 19th Amendment …" -> "The 19th Amendment …": the event, not who reported it. */
const ATTRIBUTION =
  /^(?:[\p{Lu}][\p{L}\p{M}'’.&-]*\s+){1,6}(?:says|said|states|stated|explains|explained|reports|reported|records|recorded|notes|noted|found|finds|shows|showed|confirms|confirmed|judges|judged|concludes|concluded|writes|wrote|estimates|estimated)\s+(?:that\s+)?/u;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type DatedEvent = { label: string; sortKey: number; text: string };

function datedEvent(sentence: string): DatedEvent | null {
  const found = DATE_PATTERN.exec(sentence);
  if (!found || PRONOUN_OPENING.test(sentence)) return null;
  const label = found[0].replace(/,$/, "");
  const year = Number(found[1]);
  const month = MONTHS.findIndex((m) => label.includes(m));
  const day = Number(/\b(\d{1,2})\b(?!\d)/.exec(label.replace(found[1], ""))?.[1] ?? 0);
  const text = capitalize(sentence.replace(ATTRIBUTION, "").trim());
  return { label, sortKey: year * 10000 + (month + 1) * 100 + day, text };
}

/**
 * Dated events the reviews and web evidence report, oldest first: each a sentence that carries a
 * date, with who reported it taken off ("NASA explains that …"), labelled with that date.
 */
export function connectedEvents(matches: FactCheckMatch[], evidence: EvidenceItem[]): string[] {
  const texts = [...matches.map((m) => m.review.summary ?? ""), ...evidence.map((e) => e.snippet)];
  const seen = new Set<string>();
  const events: DatedEvent[] = [];
  for (const sentence of texts.flatMap(sentences)) {
    const event = datedEvent(sentence);
    if (!event) continue;
    const key = event.text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    events.push(event);
  }
  return events
    .sort((a, b) => a.sortKey - b.sortKey)
    .slice(0, MAX_RELATED_EVENTS)
    .map((event) => `${event.label}: ${event.text}`);
}

/** Who made the claim and when, where the reviews record it; undefined when they do not. */
function origin(matches: FactCheckMatch[]): string | undefined {
  const claimants = [...new Set(matches.map((m) => m.claim.claimant?.trim()).filter((c): c is string => !!c))];
  const dates = matches
    .map((m) => m.claim.claimDate)
    .filter((d): d is Date => !!d)
    .sort((a, b) => a.getTime() - b.getTime());
  if (claimants.length === 0 && dates.length === 0) return undefined;
  const who = claimants.length ? ` to ${listNames(claimants)}` : "";
  const when = dates.length ? `, first recorded on ${isoDay(dates[0])}` : "";
  return claimants.length
    ? `Fact-checkers attribute this claim${who}${when}.`
    : `Fact-checkers first recorded this claim on ${isoDay(dates[0])}.`;
}

/** The claim as the reviews word it and how each publisher rated it: "… rated False by NASA and Scientific American." */
function reviewedAs(matches: FactCheckMatch[]): string {
  const publishersByRating = new Map<string, string[]>();
  for (const { review } of matches) {
    const rating = review.textualRating.trim();
    const publishers = publishersByRating.get(rating) ?? [];
    if (!publishers.includes(review.publisherName)) publishers.push(review.publisherName);
    publishersByRating.set(rating, publishers);
  }
  const ratings = [...publishersByRating].map(([rating, publishers]) => (rating ? `${rating} by ${listNames(publishers)}` : ""));
  const rated = ratings.filter(Boolean);
  const claim = matches[0].claim.text.trim().replace(/[.!?]+$/, "");
  return rated.length
    ? `Fact-checkers reviewed the claim “${claim}”, rated ${rated.join("; ")}.`
    : `Fact-checkers reviewed the claim “${claim}”.`;
}

/**
 * "What is this about?": the claim as fact-checkers reviewed it and their ratings, then who made
 * it and when where they record that; without a review, where the background comes from.
 */
function aboutTheClaim(matches: FactCheckMatch[], evidence: EvidenceItem[]): string {
  if (matches.length === 0)
    return evidence.length
      ? `No published fact-check of this claim was found; the background here comes from the ${evidence.length === 1 ? "web source" : `${evidence.length} web sources`} found for it.`
      : "No published fact-check of this claim was found; the names here are those the claim itself mentions.";
  return [reviewedAs(matches), origin(matches)].filter(Boolean).join(" ");
}

const CONTEXT_FIELD_BY_CATEGORY: Record<string, "scientificContext" | "politicalContext" | "economicContext" | "socialContext"> = {
  "Environmental Science": "scientificContext",
  "Health & Medicine": "scientificContext",
  "Science & Technology": "scientificContext",
  "Politics & Government": "politicalContext",
  "Economics & Finance": "economicContext",
  "Society & Culture": "socialContext",
};

/** The contextual analysis, or undefined when the evidence has nothing for any section. */
export function buildContext(input: {
  claim: string;
  matches: FactCheckMatch[];
  evidence: EvidenceItem[];
  category?: string;
}): ContextualAnalysis | undefined {
  const { claim, matches, evidence, category } = input;
  const context: ContextualAnalysis = {
    keyActors: keyActors(claim, matches),
    relatedEvents: connectedEvents(matches, evidence),
    geopoliticalFactors: [],
  };
  const field = category ? CONTEXT_FIELD_BY_CATEGORY[category] : undefined;
  const summaries = matches.map((m) => m.review.summary).filter((s): s is string => !!s);
  if (field && summaries.length)
    context[field] = summaries
      .slice(0, 2)
      .map((s) => firstSentences(s, 400))
      .join(" ");
  const hasMaterial = Object.values(context).some((value) => (Array.isArray(value) ? value.length > 0 : !!value));
  if (!hasMaterial && !origin(matches)) return undefined;
  // Listed first and always there when the tab shows any analysis.
  return { historicalContext: aboutTheClaim(matches, evidence), ...context };
}
