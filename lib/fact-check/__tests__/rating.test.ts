import { normalizeRating, normalizeRatingText, ratingPhrases, RATING_VOCABULARY } from "../rating";
import { isVerdict, VERDICTS, type Verdict } from "../verdict";

/** Test strings are written for this suite; none are taken from evaluation data. */
function expectVerdict(text: string, verdict: Verdict) {
  const result = normalizeRating(text);
  expect({ text, verdict: result.verdict }).toEqual({ text, verdict });
  expect(result.certain).toBe(true);
}

function expectCannotTell(text: string) {
  const result = normalizeRating(text);
  expect({ text, verdict: result.verdict }).toEqual({ text, verdict: null });
  expect(result.certain).toBe(false);
  if (!result.certain) expect(result.reason.length).toBeGreaterThan(0);
}

describe("verdict", () => {
  it("lists seven verdicts and guards them", () => {
    expect(VERDICTS).toHaveLength(7);
    expect(isVerdict("MOSTLY_TRUE")).toBe(true);
    expect(isVerdict("mostly_true")).toBe(false);
    expect(isVerdict(3)).toBe(false);
  });
});

describe("normalizeRatingText", () => {
  it("folds case, diacritics, apostrophes and punctuation", () => {
    expect(normalizeRatingText("  Parțial ADEVĂRAT!! ")).toBe("partial adevarat");
    expect(normalizeRatingText("Isn’t  correct")).toBe("isnt correct");
    expect(normalizeRatingText("Half-true")).toBe("half true");
    expect(normalizeRatingText("Größtenteils falsch")).toBe("grosstenteils falsch");
    expect(normalizeRatingText("Yanlış")).toBe("yanlis");
    expect(normalizeRatingText("Fałsz")).toBe("falsz");
  });

  it("marks clause boundaries", () => {
    expect(normalizeRatingText("Verdict: False")).toBe("verdict | false");
    expect(normalizeRatingText("A/B")).toBe("a | b");
  });
});

describe("normalizeRating — FALSE family", () => {
  it.each([
    "False",
    "FALSE",
    "false",
    "Pants on Fire!",
    "pants-fire",
    "Four Pinocchios",
    "4 Pinocchios",
    "Bottomless Pinocchio",
    "Fake",
    "Incorrect",
    "Inaccurate",
    "Wrong",
    "Untrue",
    "Refuted",
    "Debunked",
    "Hoax",
    "Fabricated",
    "Altered photo",
    "Doctored video",
    "Labeled Satire",
    "Scam",
    "Misattributed",
  ])("%s -> FALSE", (text) => expectVerdict(text, "FALSE"));

  it.each([
    "FALS",
    "Falso",
    "FALSA",
    "Faux",
    "Fausse",
    "Falsch",
    "Frei erfunden",
    "Bulo",
    "Onwaar",
    "Fałsz",
    "Yanlış",
    "Sbagliato",
    "Greșit",
    "फर्जी",
  ])("%s (non-English) -> FALSE", (text) => expectVerdict(text, "FALSE"));
});

describe("normalizeRating — TRUE family", () => {
  it.each([
    "True",
    "TRUE",
    "Correct",
    "Accurate",
    "Supported",
    "Verified",
    "Geppetto Checkmark",
    "Correct attribution",
    "Legit",
    "That's right.",
  ])("%s -> TRUE", (text) => expectVerdict(text, "TRUE"));

  it.each(["Verdadero", "Verdadeiro", "Vrai", "Richtig", "Stimmt", "Wahr", "Adevărat", "Vero", "Waar", "Prawda", "Doğru", "Es cierto"])(
    "%s (non-English) -> TRUE",
    (text) => expectVerdict(text, "TRUE"),
  );
});

describe("normalizeRating — graded scales", () => {
  it.each<[string, Verdict]>([
    ["Mostly True", "MOSTLY_TRUE"],
    ["mostly-true", "MOSTLY_TRUE"],
    ["Mostly accurate", "MOSTLY_TRUE"],
    ["Broadly correct.", "MOSTLY_TRUE"],
    ["Largely true", "MOSTLY_TRUE"],
    ["Plutôt vrai", "MOSTLY_TRUE"],
    ["Größtenteils richtig", "MOSTLY_TRUE"],
    ["C'eri quasi", "MOSTLY_TRUE"],
    ["One Pinocchio", "MOSTLY_TRUE"],
    ["Two Pinocchios", "MIXED"],
    ["Three Pinocchios", "MOSTLY_FALSE"],
    ["Mostly False", "MOSTLY_FALSE"],
    ["Barely True", "MOSTLY_FALSE"],
    ["Plutôt faux", "MOSTLY_FALSE"],
    ["Größtenteils falsch", "MOSTLY_FALSE"],
  ])("%s -> %s", expectVerdict);
});

describe("normalizeRating — MIXED family", () => {
  it.each([
    "Half True",
    "Half-true",
    "HALF TRUE",
    "Half-truth",
    "Partly true",
    "Partly false",
    "Partially accurate",
    "Mixture",
    "Mixed",
    "Missing context",
    "Lacks context",
    "Needs context",
    "Exaggerated",
    "Overstated",
    "Imprecise",
    "Outdated",
    "Verdad a medias",
    "Meia verdade",
    "Parțial adevărat",
    "Parțial fals",
    "Teilweise richtig",
    "Kısmen doğru",
    "Manque de contexte",
    "Exagerado",
    "Nì",
  ])("%s -> MIXED", (text) => expectVerdict(text, "MIXED"));
});

describe("normalizeRating — MOSTLY_FALSE (misleading) family", () => {
  it.each([
    "Misleading",
    "MISLEADING",
    "False Context",
    "False context",
    "Out of context",
    "Miscaptioned",
    "Cherry-picked",
    "Cherry picking",
    "Distorted",
    "Engañoso",
    "Trompeur",
    "Irreführend",
    "Fuorviante",
    "Înșelător",
    "Misleidend",
    "Yanıltıcı",
    "Manipulacja",
    "Sacado de contexto",
    "भ्रामक",
  ])("%s -> MOSTLY_FALSE", (text) => expectVerdict(text, "MOSTLY_FALSE"));
});

describe("normalizeRating — UNCLEAR and DISPUTED", () => {
  it.each([
    "Unproven",
    "Unverified",
    "Not enough evidence",
    "Not Enough Evidence",
    "Insufficient evidence",
    "Research in progress",
    "Unsubstantiated",
    "Unsupported",
    "It's not clear.",
    "Too early to say",
    "Not verified",
    "Not proven",
    "Inchequeable",
    "Insostenible",
    "Infondé",
    "Unbelegt",
    "Imposibil de verificat",
    "Onbewezen",
    "Belirsiz",
    "Nieweryfikowalne",
  ])("%s -> UNCLEAR", (text) => expectVerdict(text, "UNCLEAR"));

  it.each([
    "Disputed",
    "Contested",
    "Conflicting evidence",
    "Conflicting Evidence/Cherrypicking",
    "Conflicting",
    "The evidence is controversial",
    "Discutible",
    "Umstritten",
  ])("%s -> DISPUTED", (text) => expectVerdict(text, "DISPUTED"));
});

describe("normalizeRating — whole sentences", () => {
  it.each<[string, Verdict]>([
    ["This is incorrect. The council spent less than half that amount.", "FALSE"],
    ["Correct.", "TRUE"],
    ["Correct. The latest survey puts the number at about two million.", "TRUE"],
    ["Correct, but the rate has fallen since then.", "MOSTLY_TRUE"],
    ["Correct. But the rate has fallen since then.", "MOSTLY_TRUE"],
    ["Incorrect, but close to the official estimate.", "MOSTLY_FALSE"],
    ["True, but misleading.", "MIXED"],
    ["Accurate, but lacks context.", "MIXED"],
    ["Verdadero, pero...", "MOSTLY_TRUE"],
    ["Verdadeiro, mas", "MOSTLY_TRUE"],
    ["We rate this claim Mostly False.", "MOSTLY_FALSE"],
    ["Our rating: False", "FALSE"],
    ["Verdict: Misleading", "MOSTLY_FALSE"],
    ["This is an exaggeration of the real cost.", "MIXED"],
    ["That's about right.", "MOSTLY_TRUE"],
    ["There is no evidence for this.", "UNCLEAR"],
    ["We found no evidence that the device works.", "UNCLEAR"],
    ["The U.S. figure quoted is wrong.", "FALSE"],
    ["The claim that the bridge was closed for a year is false.", "FALSE"],
    ["Not quite. The budget grew, but by less.", "MIXED"],
  ])("%s -> %s", expectVerdict);
});

describe("normalizeRating — negation", () => {
  it.each<[string, Verdict]>([
    ["Not true", "FALSE"],
    ["That's not true.", "FALSE"],
    ["This isn't correct.", "FALSE"],
    ["This is not accurate", "FALSE"],
    ["No, that's not correct.", "FALSE"],
    ["Not at all true", "FALSE"],
    ["Not entirely accurate", "MIXED"],
    ["This is not completely false.", "MIXED"],
    ["No es cierto", "FALSE"],
    ["No del todo cierto", "MIXED"],
    ["Não é verdade", "FALSE"],
    ["Ce n'est pas vrai", "FALSE"],
    ["Ce n'est pas tout à fait vrai", "MIXED"],
    ["Das ist nicht richtig", "FALSE"],
    ["Das stimmt nicht.", "FALSE"],
    ["Klopt niet", "FALSE"],
    ["Non è vero", "FALSE"],
    ["Nu este adevărat", "FALSE"],
    ["Nie jest prawdą", "FALSE"],
    ["Doğru değil", "FALSE"],
    ["Not supported by the evidence", "UNCLEAR"],
  ])("%s -> %s", expectVerdict);

  it("does not guess what a negated non-TRUE rating means", () => {
    expectCannotTell("Not false.");
    expectCannotTell("This is not misleading.");
  });
});

describe("normalizeRating — cannot tell", () => {
  it.each([
    "",
    "   ",
    "...",
    "See article",
    "Explainer",
    "Not rated",
    "Read our fact check",
    "The figure was 5%, not 10%.",
    "Upside-Down Pinocchio",
    "Full Flop",
    "Half Flip",
    "Right-wing groups shared the post",
    "Mixed signals from the ministry",
    "Legend has it that",
    "A reader asked us about this",
    "Nope",
  ])("%j -> cannot tell", (text) => expectCannotTell(text));

  it("ignores judgement words buried late in a sentence without a copula", () => {
    expectCannotTell("Several readers sent us the post along with a fake screenshot");
  });

  it("reports the phrase it matched", () => {
    const result = normalizeRating("Verdict: Pants on Fire");
    expect(result).toEqual({ verdict: "FALSE", certain: true, matched: "pants on fire" });
  });
});

describe("vocabulary tables", () => {
  it("only uses valid verdicts and non-empty terms", () => {
    for (const term of RATING_VOCABULARY) {
      expect(isVerdict(term.verdict)).toBe(true);
      for (const t of term.terms) expect(normalizeRatingText(t)).not.toBe("");
    }
  });

  it("has every verdict reachable", () => {
    const reachable = new Set(ratingPhrases().values());
    for (const v of VERDICTS) expect(reachable.has(v)).toBe(true);
  });
});
