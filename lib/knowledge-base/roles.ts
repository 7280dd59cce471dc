/**
 * The role each content word plays in a claim, read from wink-nlp's part-of-speech tags: the
 * subject (nouns before the first main verb), the predicate (main verbs), the object (nouns and
 * adjectives after it), a place (a name after "in", "at", "across", "throughout" or "from") and
 * figures. A word swapped in one role ("college" for "the Navy", "malaria" for "a snakebite")
 * changes the claim more than a word added elsewhere; the matcher's alignment features are taken
 * per role. The same pass gives each word's part of speech, which WordNet's senses are read in.
 */
import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";
import type { ClaimAnalysis } from "@/lib/knowledge-base/text";

export const ROLES = ["subject", "predicate", "object", "place", "figure"] as const;
export type Role = (typeof ROLES)[number];

const PLACE_PREPOSITIONS = new Set(["in", "at", "across", "throughout", "from", "inside", "near"]);
const NOUNS = new Set(["NOUN", "PROPN"]);

let nlp: ReturnType<typeof winkNLP> | null = null;
const reader = () => (nlp ??= winkNLP(model, ["pos"]));

/** WordNet's letter for a part of speech: noun, verb, or adjective and adverb alike ("a"). */
export type PartOfSpeech = "n" | "v" | "a";
const PART_OF_SPEECH: Record<string, PartOfSpeech> = { NOUN: "n", PROPN: "n", VERB: "v", AUX: "v", ADJ: "a", ADV: "a" };

/** Each word's role and part of speech (its first use), by word as written (lower case). */
export type WordReading = { roles: Map<string, Role>; partsOfSpeech: Map<string, PartOfSpeech> };

/** Roles by word as written (lower case), for the claim's normalised text. */
export function wordRoles(text: string): Map<string, Role> {
  return readWords(text).roles;
}

function readWords(text: string): WordReading {
  const { its } = reader();
  const doc = reader().readDoc(text);
  const words = doc.tokens().out(its.normal) as string[];
  const tags = doc.tokens().out(its.pos) as string[];
  const roles = new Map<string, Role>();
  const partsOfSpeech = new Map<string, PartOfSpeech>();
  let seenVerb = false;
  let afterPlacePreposition = false;
  words.forEach((word, i) => {
    const tag = tags[i];
    let role: Role | null = null;
    if (tag === "NUM") role = "figure";
    else if (tag === "VERB") {
      role = "predicate";
      seenVerb = true;
    } else if (NOUNS.has(tag) || tag === "ADJ") {
      if (tag === "PROPN" && afterPlacePreposition) role = "place";
      else role = seenVerb ? "object" : tag === "ADJ" ? null : "subject";
    }
    if (tag === "ADP") afterPlacePreposition = PLACE_PREPOSITIONS.has(word);
    else if (tag !== "DET" && tag !== "PROPN" && tag !== "ADJ") afterPlacePreposition = false;
    if (role && !roles.has(word)) roles.set(word, role);
    const partOfSpeech = PART_OF_SPEECH[tag];
    if (partOfSpeech && !partsOfSpeech.has(word)) partsOfSpeech.set(word, partOfSpeech);
  });
  return { roles, partsOfSpeech };
}

const cache = new WeakMap<ClaimAnalysis, WordReading>();

function readingOf(analysis: ClaimAnalysis): WordReading {
  let reading = cache.get(analysis);
  if (!reading) {
    reading = readWords(analysis.normalized);
    cache.set(analysis, reading);
  }
  return reading;
}

/** `wordRoles` of an analysed claim, read once per analysis. */
export function rolesOf(analysis: ClaimAnalysis): Map<string, Role> {
  return readingOf(analysis).roles;
}

/**
 * Each word's part of speech in an analysed claim (read in the same pass as its roles): "mothers"
 * in "mothers of four" is a noun, so WordNet's verb "to mother" (a synonym of "to father") does
 * not make it a rewording of "fathers".
 */
export function partsOfSpeechOf(analysis: ClaimAnalysis): Map<string, PartOfSpeech> {
  return readingOf(analysis).partsOfSpeech;
}
