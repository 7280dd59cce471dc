/**
 * The role each content word plays in a claim, read from wink-nlp's part-of-speech tags: the
 * subject (nouns before the first main verb), the predicate (main verbs), the object (nouns and
 * adjectives after it), a place (a name after "in", "at", "across", "throughout" or "from") and
 * figures. A word swapped in one role ("college" for "the Navy", "malaria" for "a snakebite")
 * changes the claim more than a word added elsewhere; the matcher's alignment features are taken
 * per role.
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

/** Roles by word as written (lower case), for the claim's normalised text. */
export function wordRoles(text: string): Map<string, Role> {
  const { its } = reader();
  const doc = reader().readDoc(text);
  const words = doc.tokens().out(its.normal) as string[];
  const tags = doc.tokens().out(its.pos) as string[];
  const roles = new Map<string, Role>();
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
  });
  return roles;
}

const cache = new WeakMap<ClaimAnalysis, Map<string, Role>>();

/** `wordRoles` of an analysed claim, read once per analysis. */
export function rolesOf(analysis: ClaimAnalysis): Map<string, Role> {
  let roles = cache.get(analysis);
  if (!roles) {
    roles = wordRoles(analysis.normalized);
    cache.set(analysis, roles);
  }
  return roles;
}
