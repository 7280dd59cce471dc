/**
 * Stemming: the Porter2 (Snowball English) stemmer, with a few guards for claim text.
 */
import { LRUCache } from "lru-cache";
import porter2 from "wink-porter2-stemmer";
import { escapeRegExp } from "@/lib/knowledge-base/framing";
import {
  DEMONYMS,
  IRREGULAR_FORMS,
  ISE_STEMS,
  PLACE_NAMES,
  SPELLING_VARIANTS,
  STEM_EXCEPTIONS,
  US_NOUNS,
} from "@/lib/knowledge-base/word-lists";

const US_NOUN_SET = new Set(US_NOUNS);
// Place names are names: kept whole, never stemmed ("Maine" is not "main", "Dallas" not "dalla").
const STEM_EXCEPTION_SET = new Set([...STEM_EXCEPTIONS, ...PLACE_NAMES]);
const ISE_RE = new RegExp(`^(${ISE_STEMS.map(escapeRegExp).join("|")})is(e|ed|es|ing|er|ers|ation|ations)$`);

/** Folds British spellings, irregular forms and a place's people ("Ghanaian" → "ghana") to the word the stemmer understands. */
function baseForm(word: string): string {
  const spelled = SPELLING_VARIANTS.get(word) ?? word;
  const place = DEMONYMS.get(spelled);
  if (place !== undefined) return place;
  const irregular = IRREGULAR_FORMS.get(spelled);
  if (irregular !== undefined) return irregular;
  const ise = ISE_RE.exec(spelled);
  return ise ? `${ise[1]}iz${ise[2]}` : spelled;
}

/**
 * A light English stemmer: Porter2 (wink-porter2-stemmer), plus irregular forms ("went" → "go"), British
 * spellings, "-us" nouns ("viruses" → "virus") and a few words it would otherwise confuse
 * ("news" ≠ "new"). Words with anything but a–z are returned unchanged.
 */
const stemCache = new LRUCache<string, string>({ max: 200_000 });

export function stem(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  const result = stemUncached(word);
  stemCache.set(word, result);
  return result;
}

function stemUncached(word: string): string {
  const w = baseForm(word.toLowerCase());
  if (w.length <= 2 || !/^[a-z]+$/.test(w)) return w;
  if (STEM_EXCEPTION_SET.has(w) || US_NOUN_SET.has(w)) return w;
  if (w.endsWith("es") && US_NOUN_SET.has(w.slice(0, -2))) return w.slice(0, -2);
  return porter2(w);
}
