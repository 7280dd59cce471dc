/**
 * WordNet's synonyms and hypernyms, for telling a rewording from a substitution. Word vectors
 * place "malaria" near "snakebite" and "flu" near "hay fever" (words of one kind), so vectors
 * alone cannot tell a synonym from a swapped word. WordNet can: "hike" and "raise", "kid" and
 * "child" share a sense (synonyms); "car" is a kind of "vehicle" (relation("car", "vehicle") is
 * "hypernym": the second word is above the first; the other way round it is "hyponym"); "Republican" and
 * "Democrat", "increase" and "decrease" are kinds of one thing (siblings: a swap, not a
 * rewording). Read from the compact file scripts/build-wordnet.mjs writes beside the word vectors.
 */
import fs from "node:fs";
import path from "node:path";
import { logger } from "@/lib/logger";
import { PairMemo } from "@/lib/knowledge-base/pair-memo";
import { wordVectorsPath } from "@/lib/knowledge-base/word-vectors";
import { IRREGULAR_FORMS } from "@/lib/knowledge-base/word-lists";

/** How `a` relates to `b`: "hypernym" when `b` is a kind above `a` ("car" → "vehicle"), "hyponym" the other way. */
export type WordRelation = "same" | "synonym" | "hypernym" | "hyponym" | "sibling" | "none";

const MEMO = 50_000;

type WordNetFile = { version: number; source: string; lemmas: Record<string, string[]>; hypernyms: Record<string, string[]> };

export class WordNet {
  constructor(private readonly data: Pick<WordNetFile, "lemmas" | "hypernyms">) {}

  /**
   * The word's senses and those of its base forms ("taxes" → "tax", "raised" → "raised" and
   * "raise"); for a verb of several words, those of its first word's base forms ("got rid of" →
   * "get rid of").
   */
  senses(word: string): string[] {
    let known = this.sensesOf.get(word);
    if (!known) {
      const space = word.indexOf(" ");
      const head = space < 0 ? word : word.slice(0, space);
      const rest = space < 0 ? "" : word.slice(space);
      known = [];
      const forms = baseForms(head);
      const irregular = IRREGULAR_FORMS.get(head);
      if (irregular && !forms.includes(irregular)) forms.push(irregular);
      for (const form of forms) for (const sense of this.data.lemmas[form + rest] ?? []) if (!known.includes(sense)) known.push(sense);
      if (this.sensesOf.size >= MEMO) this.sensesOf.clear();
      this.sensesOf.set(word, known);
    }
    return known;
  }

  /** Senses already looked up, by word as asked (at most MEMO words). */
  private readonly sensesOf = new Map<string, string[]>();

  /** Every synset up to `levels` steps above the given ones. */
  private above(synsets: readonly string[], levels: number): Set<string> {
    const out = new Set<string>();
    let frontier = [...synsets];
    for (let level = 0; level < levels && frontier.length; level++) {
      frontier = frontier.flatMap((s) => this.data.hypernyms[s] ?? []);
      for (const s of frontier) out.add(s);
    }
    return out;
  }

  /** Relations already worked out, one memo per set of parts of speech (kept in the pair's sorted order; the other order flips hypernym and hyponym), at most MEMO pairs each. */
  private readonly memos = new Map<string, PairMemo<WordRelation>>();

  /**
   * How `a` relates to `b`: a shared sense, `a` a kind of `b` or `b` of `a` (two steps), kinds of
   * one thing, or none. `partsOfSpeech` (WordNet's letters, "n", "v", "a") are the parts of speech
   * the two words are written in: only senses of those parts count, so the nouns "father" and
   * "mother" are kinds of parent (siblings), not synonyms through the verb "to father" ("to
   * mother"). A word with no sense in them keeps all its senses (a tagger's slip loses nothing),
   * and a sense shared in another part of speech still counts unless the written senses make the
   * two words kinds of one thing.
   */
  relation(a: string, b: string, partsOfSpeech = ""): WordRelation {
    if (a === b) return "same";
    let memo = this.memos.get(partsOfSpeech);
    if (!memo) this.memos.set(partsOfSpeech, (memo = new PairMemo<WordRelation>(MEMO)));
    const known = memo.get(a, b, (first, second) => this.relate(first, second, partsOfSpeech));
    if (a < b) return known;
    return known === "hypernym" ? "hyponym" : known === "hyponym" ? "hypernym" : known;
  }

  /** Each word's senses and the synsets one and two steps above them, worked out once per word (at most MEMO words). */
  private readonly reach = new Map<string, Reach>();
  /** The same read in given parts of speech, by parts then word; the word's own reach when the parts leave all its senses or none. */
  private readonly reachInParts = new Map<string, Map<string, Reach>>();

  private reachOf(word: string, partsOfSpeech: string): Reach {
    let all = this.reach.get(word);
    if (!all) {
      all = this.reachOfSenses(this.senses(word));
      if (this.reach.size >= MEMO) this.reach.clear();
      this.reach.set(word, all);
    }
    if (!partsOfSpeech) return all;
    let byWord = this.reachInParts.get(partsOfSpeech);
    if (!byWord) this.reachInParts.set(partsOfSpeech, (byWord = new Map()));
    let known = byWord.get(word);
    if (!known) {
      const inParts = all.senses.filter((sense) => partsOfSpeech.includes(sense[0]));
      known = inParts.length === 0 || inParts.length === all.senses.length ? all : this.reachOfSenses(inParts);
      if (byWord.size >= MEMO) byWord.clear();
      byWord.set(word, known);
    }
    return known;
  }

  private reachOfSenses(senses: string[]): Reach {
    return { senses, parents: this.above(senses, 1), ancestors: this.above(senses, 2) };
  }

  private relate(a: string, b: string, partsOfSpeech: string): WordRelation {
    const ra = this.reachOf(a, partsOfSpeech);
    const rb = this.reachOf(b, partsOfSpeech);
    const written = this.relateSenses(ra, rb);
    if (!partsOfSpeech || written === "synonym" || written === "sibling") return written;
    const allA = this.reachOf(a, "");
    const allB = this.reachOf(b, "");
    if (allA === ra && allB === rb) return written;
    // A sense shared in another part of speech still makes synonyms ("hike" and "raise" share the
    // noun "a raise"), unless the words as written are kinds of one thing ("father", "mother").
    return this.relateSenses(allA, allB) === "synonym" ? "synonym" : written;
  }

  private relateSenses(ra: Reach, rb: Reach): WordRelation {
    if (ra.senses.length === 0 || rb.senses.length === 0) return "none";
    if (ra.senses.some((s) => rb.senses.includes(s))) return "synonym";
    if (rb.senses.some((s) => ra.ancestors.has(s))) return "hypernym";
    if (ra.senses.some((s) => rb.ancestors.has(s))) return "hyponym";
    for (const s of rb.parents) if (ra.parents.has(s)) return "sibling";
    return "none";
  }
}

type Reach = { senses: string[]; parents: Set<string>; ancestors: Set<string> };

/** Candidate base forms of an English word, most likely first (WordNet's "morphy", in short). */
export function baseForms(word: string): string[] {
  const forms = [word];
  const add = (form: string) => {
    if (form.length >= 2 && !forms.includes(form)) forms.push(form);
  };
  if (word.endsWith("ies")) add(`${word.slice(0, -3)}y`);
  if (word.endsWith("es")) add(word.slice(0, -2));
  if (word.endsWith("s") && !word.endsWith("ss")) add(word.slice(0, -1));
  if (word.endsWith("ied")) add(`${word.slice(0, -3)}y`);
  if (word.endsWith("ed")) {
    add(word.slice(0, -2));
    add(word.slice(0, -1));
    if (/(.)\1ed$/.test(word)) add(word.slice(0, -3));
  }
  if (word.endsWith("ing")) {
    add(word.slice(0, -3));
    add(`${word.slice(0, -3)}e`);
    if (/(.)\1ing$/.test(word)) add(word.slice(0, -4));
  }
  if (word.endsWith("er")) add(word.slice(0, -2));
  if (word.endsWith("est")) add(word.slice(0, -3));
  return forms;
}

export function wordNetPath(): string {
  return path.join(path.dirname(wordVectorsPath()), "wordnet.json");
}

let loaded: WordNet | null | undefined;

/** The process's WordNet (read once), or null when the file is missing (logged once). */
export function loadWordNet(): WordNet | null {
  if (loaded !== undefined) return loaded;
  const file = wordNetPath();
  try {
    const data = JSON.parse(fs.readFileSync(file, "utf8")) as WordNetFile;
    loaded = new WordNet(data);
  } catch (error) {
    loaded = null;
    logger.warn(
      { path: file, ...(fs.existsSync(file) ? { error } : {}) },
      `WordNet not found or unreadable at ${file}; claim matching aligns words through the word vectors alone. Run npm run kb:vectors`,
    );
  }
  return loaded;
}
