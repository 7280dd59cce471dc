import { z } from "zod";
import { dateSchema, dateTimeSchema, percentSchema, verdictStatusSchema } from "@/lib/api/schemas/common";
import { OUTLET_KINDS } from "@/lib/fact-check/credibility";

/** A fact-check result as the API answers it: the verdict, its sources, timeline, reviews and context. */

/** What the confidence number means, as both result shapes describe it. */
const confidenceDescription =
  "For every verdict other than UNCLEAR: the calibrated probability, in percent, that professional fact-checkers would give the same verdict (fitted and measured on held-out fact-checks; the reliability chart is on /methodology). DISPUTED is never above 60. UNCLEAR is never above 30, and there the score says how little is known, not a probability. Each unavailable provider takes 10 points off. A result synthesised by a chat model carries the model's own estimate, and `notes` says it is not calibrated yet.";

const stanceSchema = z.enum(["supports", "disputes", "neutral"]);

export const verdictSchema = z.object({
  status: verdictStatusSchema.meta({
    description: "The verdict. UNCLEAR: not enough evidence. DISPUTED: reliable sources disagree.",
  }),
  confidence: percentSchema.meta({ description: confidenceDescription }),
  summary: z.string().meta({ description: "The verdict in a few sentences, naming the publishers behind it." }),
});

export const sourceSchema = z.object({
  id: z.string().meta({ description: "Id within this result, e.g. src-1." }),
  outlet: z.string().meta({ description: "Publisher name." }),
  publishDate: dateSchema.nullable().meta({ description: "YYYY-MM-DD, or null when the source gives no date." }),
  credibility: z
    .number()
    .min(0)
    .max(10)
    .meta({ description: "Publisher credibility from the published table (HIGH ≥ 8, MEDIUM ≥ 6, else LOW)." }),
  credibilityReason: z.string().meta({
    description:
      "Why the outlet has that score (the table's reason). For an outlet not in the table it also says how the score was derived: the rule for peer-reviewed journals (a DOI or the journal's site), official statistical agencies, government scientific agencies, or government, military or academic domains, or the default score for unrated outlets.",
  }),
  credibilityBasis: z.enum(["table", "rule", "default"]).meta({
    description:
      "table: the outlet's own entry in the credibility table; rule: a rule for a class of source (peer-reviewed journals, statistical and scientific agencies, .gov, .mil and .edu hosts); default: an unrated outlet.",
  }),
  kind: z.enum(OUTLET_KINDS).meta({
    description:
      "What kind of outlet it is. government includes intergovernmental bodies; academic includes journals and academies; other covers encyclopaedias, social media, self-publishing, satire and unrated outlets.",
  }),
  stance: stanceSchema.meta({ description: "The source's stance towards the claim." }),
  title: z.string(),
  excerpt: z.string().meta({ description: "What the source says, with its rating for fact-checks." }),
  relevance: percentSchema.meta({ description: "How closely the source matches the claim, in percent." }),
  url: z.url().meta({ description: "Always a page a provider returned; never invented." }),
});

export const timelineEventSchema = z.object({
  id: z.string(),
  date: dateSchema,
  title: z.string(),
  description: z.string(),
  significance: z.enum(["high", "medium", "low"]),
  sources: z.array(z.string()).meta({ description: "Ids of the sources behind the event." }),
});

export const googleFactCheckEntrySchema = z
  .object({
    text: z.string().meta({ description: "The claim as the fact-checker reviewed it." }),
    claimant: z.string().optional(),
    claimDate: dateTimeSchema.optional(),
    review: z.object({
      publisher: z.object({ name: z.string(), site: z.string().optional() }),
      url: z.url(),
      title: z.string().optional(),
      reviewDate: dateTimeSchema.optional(),
      textualRating: z.string().meta({ description: 'The publisher\'s own rating, e.g. "Pants on Fire".' }),
      languageCode: z.string().optional(),
    }),
  })
  .meta({ description: "A published fact-check of the claim, in the shape Google Fact Check Tools uses." });

export const relatedFactCheckSchema = z
  .strictObject({
    claim: z.string().meta({ description: "The claim the fact-checker reviewed, as they worded it." }),
    claimant: z.string().optional().meta({ description: "Who made that claim, when the fact-checker names them." }),
    url: z.url().meta({ description: "The review's page." }),
    publisher: z.string().meta({ description: "The fact-checker that published the review." }),
    reviewDate: dateSchema.optional().meta({ description: "YYYY-MM-DD, when the review gives a date." }),
    textualRating: z.string().meta({ description: 'The publisher\'s own rating of that claim, e.g. "False" or "Pants on Fire".' }),
    verdict: verdictStatusSchema.meta({
      description: "That rating on Factlens's seven verdicts (UNCLEAR when it cannot be read). It rates the related claim, not yours.",
    }),
    similarity: percentSchema.meta({
      description: "How close the reviewed claim is to yours, 0-100 (100 × the estimated probability that both are the same claim).",
    }),
  })
  .meta({
    description:
      "A published fact-check of a claim close to yours but not the same assertion. It is shown with its own rating and never counted toward the verdict.",
  });

const differenceTermSchema = z.strictObject({
  text: z.string().meta({ description: "The term as written, in lower case (a figure in its canonical form)." }),
  kind: z.enum(["word", "name", "figure", "negation"]).meta({
    description: "word: a content word; name: a person, place or organisation; figure: a number or amount; negation: not, never…",
  }),
});

export const suggestedFactCheckSchema = relatedFactCheckSchema
  .extend({
    differences: z
      .strictObject({
        query: z.array(differenceTermSchema).meta({ description: "Terms of your claim the fact-checked claim does not account for." }),
        candidate: z.array(differenceTermSchema).meta({ description: "Terms of the fact-checked claim yours does not account for." }),
      })
      .meta({ description: "What the matcher saw on one side only: the words to compare before confirming." }),
    reviews: z
      .array(
        z.strictObject({
          url: z.url().meta({ description: "The review's page." }),
          publisher: z.string(),
          reviewDate: dateSchema.optional().meta({ description: "YYYY-MM-DD, when the review gives a date." }),
          textualRating: z.string().meta({ description: "The publisher's own rating." }),
          verdict: verdictStatusSchema.meta({ description: "That rating on Factlens's seven verdicts." }),
        }),
      )
      .meta({ description: "Every publisher's review of that claim, best first (the first is the one the fields above describe)." }),
  })
  .meta({
    description:
      "When nothing matched: a published fact-check of a claim that may be yours. It does not count toward the verdict until you confirm it with POST /api/fact-check/{id}/confirm.",
  });

export const contextualAnalysisSchema = z.object({
  historicalContext: z.string().optional(),
  politicalContext: z.string().optional(),
  scientificContext: z.string().optional(),
  socialContext: z.string().optional(),
  economicContext: z.string().optional(),
  mediaContext: z.string().optional(),
  keyActors: z.array(z.string()).meta({
    description:
      "People and organisations the claim and its reviews are about: claimants and those they name. The reviews' publishers are not listed (they are the sources) unless the claim names them.",
  }),
  relatedEvents: z
    .array(z.string())
    .meta({ description: 'Dated events the evidence reports, oldest first, each as "date: what happened".' }),
  geopoliticalFactors: z.array(z.string()),
});

export const providerReportSchema = z.object({
  name: z.string(),
  role: z.enum(["fact-checker", "web-evidence", "matching", "synthesis"]).meta({
    description:
      "matching: a chat model that re-judged which fact-checks rate this exact claim and which are only related (standard and detailed checks, when one is configured).",
  }),
  status: z.enum(["ok", "empty", "failed", "skipped"]),
  durationMs: z.int().min(0),
  items: z.int().min(0),
});

/** The documented fields of a result (the answer may carry more, e.g. checkedAt, mode and filters). */
export const factCheckResultSchema = z.object({
  id: z.string().meta({ description: "Fetch the result again with GET /api/results/{id}." }),
  query: z.string().meta({ description: "The claim as you sent it." }),
  verdict: verdictSchema,
  sources: z.array(sourceSchema).meta({ description: "Best first, at most max_sources." }),
  timeline: z.array(timelineEventSchema),
  googleFactCheck: z.array(googleFactCheckEntrySchema).meta({ description: "Every published fact-check that matched." }),
  related: z.array(relatedFactCheckSchema).meta({
    description:
      "Fact-checks of close but different claims, most similar first; empty when none is close. Shown with their own ratings, never counted toward the verdict.",
  }),
  suggestion: suggestedFactCheckSchema.optional().meta({
    description:
      "Present when no fact-check matched but one may be of your claim: the best such fact-check, shown for you to confirm (`same: true` answers the check from it) or reject (the next suggestion, if any, takes its place). The verdict is UNCLEAR meanwhile, unless web evidence alone decided it.",
  }),
  matchedBy: z.enum(["scorer", "confirmed", "model"]).optional().meta({
    description:
      "How the fact-checks behind the verdict were matched to your claim: scorer (Factlens's matcher), confirmed (you confirmed a suggested or related fact-check), model (a chat model judged it the same claim). Absent when none counts toward the verdict. Confidence is calibrated per path.",
  }),
  perplexityResult: z.object({ citations: z.array(z.url()).meta({ description: "URLs of web evidence." }) }),
  contextualAnalysis: contextualAnalysisSchema.optional().meta({ description: "Present when the evidence says enough to give context." }),
  claimDate: dateSchema.optional().meta({
    description: "YYYY-MM-DD: when the claim was first made, as the matched fact-checks record it. Absent when none gives a date.",
  }),
  reasoning: z.string().optional().meta({ description: "Only with include_reasoning: true." }),
  cached: z.boolean().meta({ description: "True when answered from the cache." }),
  providers: z.array(providerReportSchema).meta({ description: "Which providers answered, and how." }),
  notes: z.array(z.string()).meta({
    description:
      "Plain-language notes on anything that degraded the result, including when the newest dated evidence is more than three years older than the check.",
  }),
});

/** GET /api/results/{id}: the id as a check's can be (anything else is an unknown check, 404). */
export const resultPathSchema = z.object({
  id: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .meta({ description: "The `id` from a fact-check result." }),
});

/** GET /api/results/{id}: a stored check in a compact shape. */
export const publicResultSchema = z.object({
  id: z.string(),
  verdict: verdictStatusSchema,
  confidence: percentSchema.meta({ description: confidenceDescription }),
  sources: z.array(sourceSchema),
  analysis: z.string().meta({ description: "The verdict's summary." }),
  related: z
    .array(relatedFactCheckSchema)
    .meta({ description: "Fact-checks of close but different claims; never counted toward the verdict." }),
});

export const checkAnswerSchema = z.object({ result: factCheckResultSchema });
export const batchAnswerSchema = z.object({ results: z.array(factCheckResultSchema) });
