import { Building2, Newspaper, Share2, type LucideIcon } from "lucide-react";
import { API_ERROR_CODES, type ApiErrorCode } from "@/lib/api/error-codes";
import type { FactCheckResult, RelatedFactCheck } from "@/lib/fact-check/types";

/**
 * The public API reference as typed data: endpoints, request and response schemas, errors,
 * rate limits and examples. The /fact-check-api page renders it, and an OpenAPI document can
 * be generated from the same source: `ApiSchema` is a JSON Schema subset and `$ref` names an
 * entry of `apiSchemas` (map it to `#/components/schemas/<name>`).
 */

/* ---- Schemas ---------------------------------------------------------------------------- */

export type ApiSchemaName =
  | "HistoryPage"
  | "SavedSource"
  | "TrendingClaim"
  | "TrendingCategory"
  | "CommunityStats"
  | "Verdict"
  | "Filters"
  | "Source"
  | "TimelineEvent"
  | "GoogleFactCheckEntry"
  | "RelatedFactCheck"
  | "ContextualAnalysis"
  | "ProviderReport"
  | "FactCheckResult"
  | "PublicResult"
  | "Health"
  | "Error"
  | "RateLimitError"
  | "ApiKey"
  | "ApiKeyError"
  | "FollowedClaim"
  | "VerdictChange"
  | "FeedToken";

export type ApiSchemaRef = { $ref: ApiSchemaName; description?: string };

export type ApiSchema = {
  type: "string" | "integer" | "number" | "boolean" | "array" | "object";
  description?: string;
  enum?: readonly string[];
  format?: "date" | "date-time" | "uri" | "uuid";
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: string | number | boolean;
  nullable?: boolean;
  items?: ApiSchemaOrRef;
  properties?: Record<string, ApiSchemaOrRef>;
  required?: readonly string[];
  /** At least one of these properties must be present (OpenAPI: `anyOf` of `required`). */
  requiredAnyOf?: readonly string[];
  additionalProperties?: boolean;
  /** Messages the API answers with when a rule on this field fails. */
  messages?: readonly string[];
};

export type ApiSchemaOrRef = ApiSchema | ApiSchemaRef;

export function isSchemaRef(schema: ApiSchemaOrRef): schema is ApiSchemaRef {
  return "$ref" in schema;
}

const claimText = (description: string): ApiSchema => ({
  type: "string",
  description,
  minLength: 3,
  maxLength: 1000,
  messages: ["Claim must be at least 3 characters", "Claim must be less than 1000 characters"],
});

const mode: ApiSchema = {
  type: "string",
  enum: ["fast", "standard", "detailed"],
  default: "fast",
  description:
    "How thorough the check is. fast: fact-checker databases, cached sources and the deterministic synthesiser. standard: every configured provider, including web evidence and a language model's synthesis. detailed: as standard, with more sources, detailed reasoning and full context.",
};

const includeReasoning: ApiSchema = {
  type: "boolean",
  default: false,
  description: "Add `reasoning`: how each fact-check was weighed and the confidence factors.",
};

/** What the confidence number means, as both result shapes describe it. */
const confidenceDescription =
  "For every verdict other than UNCLEAR: the calibrated probability, in percent, that professional fact-checkers would give the same verdict (fitted and measured on held-out fact-checks; the reliability chart is on /methodology). DISPUTED is never above 60. UNCLEAR is never above 30, and there the score says how little is known, not a probability. Each unavailable provider takes 10 points off. A result synthesised by a chat model carries the model's own estimate, and `notes` says it is not calibrated yet.";

const VERDICT_NAMES = ["TRUE", "MOSTLY_TRUE", "MIXED", "MOSTLY_FALSE", "FALSE", "UNCLEAR", "DISPUTED"];

export const apiSchemas: Record<ApiSchemaName, ApiSchema> = {
  HistoryPage: {
    type: "object",
    required: ["items", "page", "pageSize", "total", "saveHistory"],
    properties: {
      items: {
        type: "array",
        items: {
          type: "object",
          required: ["id", "query", "verdict", "confidence", "createdAt"],
          properties: {
            id: { type: "string" },
            query: { type: "string" },
            verdict: { type: "string", nullable: true },
            confidence: { type: "integer", nullable: true },
            createdAt: { type: "string", format: "date-time" },
            follow: {
              type: "object",
              required: ["lastChange"],
              description: "Present when the account follows this check.",
              properties: {
                lastChange: { $ref: "VerdictChange", description: "The newest change of verdict or confidence band; null when none." },
              },
            },
          },
        },
      },
      page: { type: "integer", minimum: 1 },
      pageSize: { type: "integer", minimum: 1, maximum: 50 },
      total: { type: "integer", minimum: 0 },
      saveHistory: { type: "boolean", description: "Whether the account keeps its history (off by default)." },
    },
  },
  ApiKey: {
    type: "object",
    required: ["id", "name", "prefix", "tier", "createdAt", "lastUsedAt", "revokedAt"],
    description: "An API key as its owner's list shows it: never the key itself.",
    properties: {
      id: { type: "string", format: "uuid" },
      name: { type: "string", maxLength: 60 },
      prefix: { type: "string", description: "The key's first characters, e.g. fl_a1B2c3D4." },
      tier: { type: "string", enum: ["free", "pro"], description: "Which daily limit the key's requests use." },
      createdAt: { type: "string", format: "date-time" },
      lastUsedAt: { type: "string", format: "date-time", nullable: true },
      revokedAt: { type: "string", format: "date-time", nullable: true, description: "Set once revoked; a revoked key gets 401." },
    },
  },
  VerdictChange: {
    type: "object",
    nullable: true,
    required: ["id", "oldVerdict", "oldConfidence", "newVerdict", "newConfidence", "resultId", "changedAt"],
    description: "A re-check of a followed claim gave another verdict, or the same verdict in another confidence band.",
    properties: {
      id: { type: "string", format: "uuid" },
      oldVerdict: { type: "string", enum: VERDICT_NAMES },
      oldConfidence: { type: "integer", minimum: 0, maximum: 100 },
      newVerdict: { type: "string", enum: VERDICT_NAMES },
      newConfidence: { type: "integer", minimum: 0, maximum: 100 },
      resultId: { type: "string", description: "The check that gave the new answer (GET /api/results/{id})." },
      changedAt: { type: "string", format: "date-time" },
    },
  },
  FollowedClaim: {
    type: "object",
    required: ["checkId", "query", "verdict", "confidence", "followedAt", "lastCheckedAt", "dueAt", "lastChange"],
    description: "A check the account follows: re-checked when its answer expires.",
    properties: {
      checkId: { type: "string", format: "uuid", description: "The followed check's id." },
      query: { type: "string" },
      verdict: { type: "string", enum: VERDICT_NAMES, description: "The newest verdict the account was told of." },
      confidence: { type: "integer", minimum: 0, maximum: 100 },
      followedAt: { type: "string", format: "date-time" },
      lastCheckedAt: { type: "string", format: "date-time", nullable: true },
      dueAt: { type: "string", format: "date-time", description: "When the next re-check is due." },
      lastChange: { $ref: "VerdictChange", description: "The newest change; null when none." },
    },
  },
  FeedToken: {
    type: "object",
    required: ["active", "createdAt"],
    description: "Whether the account's private feed address exists (never the token itself).",
    properties: { active: { type: "boolean" }, createdAt: { type: "string", format: "date-time", nullable: true } },
  },
  ApiKeyError: {
    type: "object",
    required: ["error"],
    description: "A 401 for an Authorization header the API cannot use (`error.code` invalid_api_key). It counts against no limit.",
    properties: {
      error: {
        type: "object",
        required: ["code", "message"],
        properties: {
          code: { type: "string", enum: ["invalid_api_key"] },
          message: {
            type: "string",
            enum: ["Invalid API key.", "This API key has been revoked.", "Authorization must be 'Bearer <API key>'."],
          },
        },
      },
    },
  },
  SavedSource: {
    type: "object",
    required: ["url", "title", "outlet", "credibility", "stance"],
    properties: {
      id: { type: "string", description: "Present in answers." },
      url: { type: "string", format: "uri" },
      title: { type: "string" },
      outlet: { type: "string" },
      excerpt: { type: "string" },
      credibility: { type: "number", minimum: 0, maximum: 10 },
      stance: { type: "string", enum: ["supports", "disputes", "neutral"] },
      publishDate: { type: "string", nullable: true },
      claim: { type: "string", nullable: true, description: "The claim the source was saved from." },
      savedAt: { type: "string", format: "date-time", description: "Present in answers." },
    },
  },
  TrendingClaim: {
    type: "object",
    required: ["id", "category", "checks", "timeAgo", "claim", "verdict", "confidence"],
    properties: {
      id: { type: "string", description: "Id of the claim's latest check; its permalink is /check/{id}." },
      category: { type: "string" },
      checks: { type: "integer", minimum: 1, description: "Checks of this claim and its close rewordings in the window." },
      timeAgo: { type: "string", description: "When it was last checked, e.g. 2 hours ago." },
      claim: { type: "string" },
      verdict: { type: "string", description: "True, Mostly True, Partially True, Mostly False, False, Uncertain or Needs Context." },
      confidence: { type: "integer", minimum: 0, maximum: 100 },
    },
  },
  TrendingCategory: {
    type: "object",
    required: ["name", "count", "growth"],
    properties: {
      name: { type: "string" },
      count: { type: "integer", minimum: 0, description: "Checks in the window." },
      growth: { type: "integer", description: "Change against the window before, in percent." },
    },
  },
  CommunityStats: {
    type: "object",
    required: ["checksToday", "totalChecks", "averageConfidence", "medianCheckMs"],
    properties: {
      checksToday: { type: "integer", minimum: 0, description: "Checks since 00:00 UTC." },
      totalChecks: { type: "integer", minimum: 0 },
      averageConfidence: { type: "integer", nullable: true, description: "Mean confidence in percent; null before the first check." },
      medianCheckMs: {
        type: "integer",
        nullable: true,
        description: "Median time of the latest computed (not cached) checks; null before the first.",
      },
    },
  },
  Verdict: {
    type: "object",
    required: ["status", "confidence", "summary"],
    properties: {
      status: {
        type: "string",
        enum: ["TRUE", "MOSTLY_TRUE", "MIXED", "MOSTLY_FALSE", "FALSE", "UNCLEAR", "DISPUTED"],
        description: "The verdict. UNCLEAR: not enough evidence. DISPUTED: reliable sources disagree.",
      },
      confidence: { type: "integer", minimum: 0, maximum: 100, description: confidenceDescription },
      summary: { type: "string", description: "The verdict in a few sentences, naming the publishers behind it." },
    },
  },
  Filters: {
    type: "object",
    additionalProperties: false,
    description: "Narrows the evidence the check uses.",
    properties: {
      timeWindow: {
        type: "string",
        enum: ["month", "year", "5years", "all"],
        default: "5years",
        description: "How far back evidence may date.",
      },
      region: { type: "string", enum: ["all", "us", "europe", "global"], default: "all", description: "Region of interest." },
      language: { type: "string", enum: ["all", "en", "es", "other"], default: "all", description: "Language of the evidence." },
    },
  },
  Source: {
    type: "object",
    required: [
      "id",
      "outlet",
      "publishDate",
      "credibility",
      "credibilityReason",
      "credibilityBasis",
      "kind",
      "stance",
      "title",
      "excerpt",
      "relevance",
      "url",
    ],
    properties: {
      id: { type: "string", description: "Id within this result, e.g. src-1." },
      outlet: { type: "string", description: "Publisher name." },
      publishDate: { type: "string", format: "date", nullable: true, description: "YYYY-MM-DD, or null when the source gives no date." },
      credibility: {
        type: "number",
        minimum: 0,
        maximum: 10,
        description: "Publisher credibility from the published table (HIGH ≥ 8, MEDIUM ≥ 6, else LOW).",
      },
      credibilityReason: {
        type: "string",
        description:
          "Why the outlet has that score (the table's reason). For an outlet not in the table it also says how the score was derived: the rule for government, military or academic domains, or the default score for unrated outlets.",
      },
      credibilityBasis: {
        type: "string",
        enum: ["table", "rule", "default"],
        description:
          "table: the outlet's own entry in the credibility table; rule: a generic host rule (.gov, .mil, .edu); default: an unrated outlet.",
      },
      kind: {
        type: "string",
        enum: ["wire-service", "fact-checker", "government", "academic", "news", "other"],
        description:
          "What kind of outlet it is. government includes intergovernmental bodies; academic includes journals and academies; other covers encyclopaedias, social media, self-publishing, satire and unrated outlets.",
      },
      stance: { type: "string", enum: ["supports", "disputes", "neutral"], description: "The source's stance towards the claim." },
      title: { type: "string" },
      excerpt: { type: "string", description: "What the source says, with its rating for fact-checks." },
      relevance: { type: "integer", minimum: 0, maximum: 100, description: "How closely the source matches the claim, in percent." },
      url: { type: "string", format: "uri", description: "Always a page a provider returned; never invented." },
    },
  },
  TimelineEvent: {
    type: "object",
    required: ["id", "date", "title", "description", "significance", "sources"],
    properties: {
      id: { type: "string" },
      date: { type: "string", format: "date" },
      title: { type: "string" },
      description: { type: "string" },
      significance: { type: "string", enum: ["high", "medium", "low"] },
      sources: { type: "array", items: { type: "string" }, description: "Ids of the sources behind the event." },
    },
  },
  GoogleFactCheckEntry: {
    type: "object",
    description: "A published fact-check of the claim, in the shape Google Fact Check Tools uses.",
    required: ["text", "review"],
    properties: {
      text: { type: "string", description: "The claim as the fact-checker reviewed it." },
      claimant: { type: "string" },
      claimDate: { type: "string", format: "date-time" },
      review: {
        type: "object",
        required: ["publisher", "url", "textualRating"],
        properties: {
          publisher: {
            type: "object",
            required: ["name"],
            properties: { name: { type: "string" }, site: { type: "string" } },
          },
          url: { type: "string", format: "uri" },
          title: { type: "string" },
          reviewDate: { type: "string", format: "date-time" },
          textualRating: { type: "string", description: 'The publisher\'s own rating, e.g. "Pants on Fire".' },
          languageCode: { type: "string" },
        },
      },
    },
  },
  RelatedFactCheck: {
    type: "object",
    description:
      "A published fact-check of a claim close to yours but not the same assertion. It is shown with its own rating and never counted toward the verdict.",
    required: ["claim", "url", "publisher", "textualRating", "verdict", "similarity"],
    additionalProperties: false,
    properties: {
      claim: { type: "string", description: "The claim the fact-checker reviewed, as they worded it." },
      claimant: { type: "string", description: "Who made that claim, when the fact-checker names them." },
      url: { type: "string", format: "uri", description: "The review's page." },
      publisher: { type: "string", description: "The fact-checker that published the review." },
      reviewDate: { type: "string", format: "date", description: "YYYY-MM-DD, when the review gives a date." },
      textualRating: { type: "string", description: 'The publisher\'s own rating of that claim, e.g. "False" or "Pants on Fire".' },
      verdict: {
        type: "string",
        enum: ["TRUE", "MOSTLY_TRUE", "MIXED", "MOSTLY_FALSE", "FALSE", "UNCLEAR", "DISPUTED"],
        description: "That rating on Factlens's seven verdicts (UNCLEAR when it cannot be read). It rates the related claim, not yours.",
      },
      similarity: {
        type: "integer",
        minimum: 0,
        maximum: 100,
        description: "How close the reviewed claim is to yours, 0-100 (100 × the estimated probability that both are the same claim).",
      },
    },
  },
  ContextualAnalysis: {
    type: "object",
    required: ["keyActors", "relatedEvents", "geopoliticalFactors"],
    properties: {
      historicalContext: { type: "string" },
      politicalContext: { type: "string" },
      scientificContext: { type: "string" },
      socialContext: { type: "string" },
      economicContext: { type: "string" },
      mediaContext: { type: "string" },
      keyActors: {
        type: "array",
        items: { type: "string" },
        description:
          "People and organisations the claim and its reviews are about: claimants and those they name. The reviews' publishers are not listed (they are the sources) unless the claim names them.",
      },
      relatedEvents: {
        type: "array",
        items: { type: "string" },
        description: 'Dated events the evidence reports, oldest first, each as "date: what happened".',
      },
      geopoliticalFactors: { type: "array", items: { type: "string" } },
    },
  },
  ProviderReport: {
    type: "object",
    required: ["name", "role", "status", "durationMs", "items"],
    properties: {
      name: { type: "string" },
      role: {
        type: "string",
        enum: ["fact-checker", "web-evidence", "matching", "synthesis"],
        description:
          "matching: a chat model that re-judged which fact-checks rate this exact claim and which are only related (standard and detailed checks, when one is configured).",
      },
      status: { type: "string", enum: ["ok", "empty", "failed", "skipped"] },
      durationMs: { type: "integer", minimum: 0 },
      items: { type: "integer", minimum: 0 },
    },
  },
  FactCheckResult: {
    type: "object",
    required: [
      "id",
      "query",
      "verdict",
      "sources",
      "timeline",
      "googleFactCheck",
      "related",
      "perplexityResult",
      "cached",
      "providers",
      "notes",
    ],
    properties: {
      id: { type: "string", description: "Fetch the result again with GET /api/results/{id}." },
      query: { type: "string", description: "The claim as you sent it." },
      verdict: { $ref: "Verdict" },
      sources: { type: "array", items: { $ref: "Source" }, description: "Best first, at most max_sources." },
      timeline: { type: "array", items: { $ref: "TimelineEvent" } },
      googleFactCheck: { type: "array", items: { $ref: "GoogleFactCheckEntry" }, description: "Every published fact-check that matched." },
      related: {
        type: "array",
        items: { $ref: "RelatedFactCheck" },
        description:
          "Fact-checks of close but different claims, most similar first; empty when none is close. Shown with their own ratings, never counted toward the verdict.",
      },
      perplexityResult: {
        type: "object",
        required: ["citations"],
        properties: { citations: { type: "array", items: { type: "string", format: "uri" }, description: "URLs of web evidence." } },
      },
      contextualAnalysis: { $ref: "ContextualAnalysis", description: "Present when the evidence says enough to give context." },
      claimDate: {
        type: "string",
        format: "date",
        description: "YYYY-MM-DD: when the claim was first made, as the matched fact-checks record it. Absent when none gives a date.",
      },
      reasoning: { type: "string", description: "Only with include_reasoning: true." },
      cached: { type: "boolean", description: "True when answered from the cache." },
      providers: { type: "array", items: { $ref: "ProviderReport" }, description: "Which providers answered, and how." },
      notes: {
        type: "array",
        items: { type: "string" },
        description:
          "Plain-language notes on anything that degraded the result, including when the newest dated evidence is more than three years older than the check.",
      },
    },
  },
  PublicResult: {
    type: "object",
    required: ["id", "verdict", "confidence", "sources", "analysis", "related"],
    properties: {
      id: { type: "string" },
      verdict: { type: "string", enum: ["TRUE", "MOSTLY_TRUE", "MIXED", "MOSTLY_FALSE", "FALSE", "UNCLEAR", "DISPUTED"] },
      confidence: { type: "integer", minimum: 0, maximum: 100, description: confidenceDescription },
      sources: { type: "array", items: { $ref: "Source" } },
      analysis: { type: "string", description: "The verdict's summary." },
      related: {
        type: "array",
        items: { $ref: "RelatedFactCheck" },
        description: "Fact-checks of close but different claims; never counted toward the verdict.",
      },
    },
  },
  Health: {
    type: "object",
    required: ["status", "version", "database", "services", "providers"],
    properties: {
      status: { type: "string", enum: ["ok", "degraded"] },
      version: { type: "string" },
      database: {
        type: "object",
        properties: {
          kind: { type: "string", enum: ["sqlite", "postgresql"] },
          ok: { type: "boolean" },
          latencyMs: { type: "number", nullable: true },
        },
      },
      services: { type: "object", description: "Optional services and whether each is configured. Names only, never secrets." },
      providers: {
        type: "object",
        description:
          "The online fact-check providers (google-fact-check, perplexity, openai-synthesis): whether each is configured and, when it is, its circuit breaker (closed, open, half-open), outbound calls today (UTC) and daily cap, and time budget in ms.",
        properties: Object.fromEntries(
          ["google-fact-check", "perplexity", "openai-synthesis"].map((name) => [
            name,
            {
              type: "object",
              required: ["configured"],
              properties: {
                configured: { type: "boolean" },
                breaker: { type: "string", enum: ["closed", "open", "half-open"] },
                callsToday: { type: "integer" },
                dailyCap: { type: "integer" },
                timeoutMs: { type: "integer" },
              },
            },
          ]),
        ),
      },
    },
  },
  Error: {
    type: "object",
    required: ["error"],
    properties: {
      error: {
        type: "object",
        required: ["code", "message"],
        properties: {
          code: { type: "string", enum: API_ERROR_CODES, description: "Machine-readable code; see the error table." },
          message: { type: "string", description: "What went wrong, safe to show to a person." },
          field: { type: "string", description: "The request field at fault, for validation errors." },
        },
      },
    },
  },
  RateLimitError: {
    type: "object",
    required: ["error", "message", "limit", "resetTime", "windowHours"],
    description: "The error envelope (`error.code` rate_limited) with the message again and the window's figures beside it.",
    properties: {
      error: {
        type: "object",
        required: ["code", "message"],
        properties: {
          code: { type: "string", enum: ["rate_limited"] },
          message: { type: "string", description: "What went wrong and when to try again, safe to show to a person." },
        },
      },
      message: { type: "string", description: "The same text as `error.message`." },
      limit: { type: "integer", description: "Checks allowed per window." },
      resetTime: { type: "string", format: "date-time", description: "When the window resets." },
      windowHours: { type: "integer", description: "Length of the window in hours." },
    },
  },
};

/* ---- Examples --------------------------------------------------------------------------- */

type DocumentedResult = Pick<
  FactCheckResult,
  | "id"
  | "query"
  | "verdict"
  | "sources"
  | "timeline"
  | "googleFactCheck"
  | "related"
  | "perplexityResult"
  | "contextualAnalysis"
  | "cached"
  | "providers"
  | "notes"
>;

export const exampleClaim = "Vaccines contain microchips for tracking";

export const exampleRequest = { claim: exampleClaim, mode: "fast", include_reasoning: false, max_sources: 3 };

/** An illustrative answer in the exact response shape (the type check keeps it in step). */
export const exampleResult = {
  id: "3f0c9a52-7d1e-4c7b-9a8e-2b6f1d4e5a10",
  query: exampleClaim,
  verdict: {
    status: "FALSE",
    confidence: 98,
    summary:
      "3 published reviews from Reuters, FactCheck.org and PolitiFact rate this claim False. Reuters Fact Check found that COVID-19 vaccines do not contain microchips.",
  },
  sources: [
    {
      id: "src-1",
      outlet: "Reuters",
      publishDate: null,
      credibility: 9,
      credibilityReason:
        "International wire service with a published corrections policy and trust principles; IFCN signatory fact-check unit",
      credibilityBasis: "table",
      kind: "wire-service",
      stance: "disputes",
      title: "Fact check: COVID-19 is not a hoax, it can cause pneumonia and the vaccine will not contain a microchip",
      excerpt: 'Rated "False". Reuters Fact Check found that COVID-19 vaccines do not contain microchips.',
      relevance: 100,
      url: "https://www.reuters.com/article/uk-factcheck-pandemic/fact-check-covid-19-is-not-a-hoax-it-can-cause-pneumonia-and-the-vaccine-will-not-contain-a-microchip-idUSKBN28C3DJ",
    },
    {
      id: "src-2",
      outlet: "PolitiFact",
      publishDate: "2020-05-20",
      credibility: 8,
      credibilityReason:
        "IFCN signatory run by the Poynter Institute; Truth-O-Meter ratings with sourced articles and a published methodology",
      credibilityBasis: "table",
      kind: "fact-checker",
      stance: "disputes",
      title: "No, the Gates Foundation isn't pushing microchips with all medical procedures",
      excerpt:
        'Rated "False". PolitiFact found no evidence for claims that vaccines or other injections would be used to microchip people.',
      relevance: 100,
      url: "https://www.politifact.com/factchecks/2020/may/20/facebook-posts/no-gates-foundation-isnt-pushing-microchips-all-me/",
    },
    {
      id: "src-3",
      outlet: "FactCheck.org",
      publishDate: null,
      credibility: 8,
      credibilityReason:
        "Annenberg Public Policy Center project (University of Pennsylvania); IFCN signatory with sourced articles and corrections",
      credibilityBasis: "table",
      kind: "fact-checker",
      stance: "disputes",
      title: "Conspiracy Theory Misinterprets Goals of Gates Foundation",
      excerpt:
        'Rated "False". FactCheck.org traced the microchip rumour to a misreading of Bill Gates\' comments about digital vaccination records.',
      relevance: 100,
      url: "https://www.factcheck.org/2020/04/conspiracy-theory-misinterprets-goals-of-gates-foundation/",
    },
  ],
  timeline: [
    {
      id: "evt-1",
      date: "2020-05-20",
      title: 'PolitiFact rates the claim "False"',
      description: "No, the Gates Foundation isn't pushing microchips with all medical procedures",
      significance: "high",
      sources: ["src-2"],
    },
  ],
  googleFactCheck: [
    {
      text: exampleClaim,
      review: {
        publisher: { name: "PolitiFact", site: "www.politifact.com" },
        url: "https://www.politifact.com/factchecks/2020/may/20/facebook-posts/no-gates-foundation-isnt-pushing-microchips-all-me/",
        title: "No, the Gates Foundation isn't pushing microchips with all medical procedures",
        reviewDate: "2020-05-20T00:00:00.000Z",
        textualRating: "False",
        languageCode: "en",
      },
    },
  ],
  related: [],
  perplexityResult: { citations: [] },
  contextualAnalysis: {
    scientificContext:
      "Reuters Fact Check found that COVID-19 vaccines do not contain microchips. FactCheck.org traced the microchip rumour to a misreading of Bill Gates' comments about digital vaccination records.",
    keyActors: ["Bill Gates"],
    relatedEvents: [],
    geopoliticalFactors: [],
  },
  cached: false,
  providers: [
    { name: "local-knowledge-base", role: "fact-checker", status: "ok", durationMs: 14, items: 3 },
    { name: "cached-sources", role: "web-evidence", status: "empty", durationMs: 3, items: 0 },
    { name: "local-synthesis", role: "synthesis", status: "ok", durationMs: 1, items: 1 },
  ],
  notes: [],
} satisfies DocumentedResult;

export const exampleBatchRequest = {
  claims: [exampleClaim, "The Great Wall of China is visible from space with the naked eye"],
  mode: "fast",
  max_sources: 3,
};

export const examplePublicResult = {
  id: exampleResult.id,
  verdict: exampleResult.verdict.status,
  confidence: exampleResult.verdict.confidence,
  sources: exampleResult.sources,
  analysis: exampleResult.verdict.summary,
  related: exampleResult.related,
};

/** A claim no fact-checker reviewed in these words: no match, so UNCLEAR, and close reviews listed beside it. */
export const exampleRelatedClaim = "Joe Biden won the 2020 presidential election";

export const exampleRelated = [
  {
    claim: "The 2020 US election was rigged",
    claimant: "Donald Trump",
    url: "https://apnews.com/article/barr-no-widespread-election-fraud-b1f1488796c9a98c4b1a9061a6c7f49d",
    publisher: "Associated Press",
    reviewDate: "2020-12-01",
    textualRating: "False",
    verdict: "FALSE",
    similarity: 64,
  },
  {
    claim: "The 2020 US election was rigged",
    claimant: "Donald Trump",
    url: "https://sos.ga.gov/news/historic-first-statewide-audit-paper-ballots-upholds-result-presidential-race",
    publisher: "Georgia Secretary of State",
    reviewDate: "2020-11-19",
    textualRating: "False",
    verdict: "FALSE",
    similarity: 64,
  },
] satisfies RelatedFactCheck[];

export const exampleValidationError = {
  error: { code: "validation_error", message: "Claim must be at least 3 characters", field: "claim" },
} satisfies { error: { code: ApiErrorCode; message: string; field?: string } };

export const exampleRateLimitError = {
  error: { code: "rate_limited", message: "Rate limit exceeded" },
  message: "Rate limit exceeded",
  limit: 3,
  resetTime: "2026-11-23T09:15:00.000Z",
  windowHours: 24,
};

/* ---- Endpoints -------------------------------------------------------------------------- */

export type RateLimitHeaderName =
  "X-RateLimit-Limit" | "X-RateLimit-Remaining" | "X-RateLimit-Reset" | "X-RateLimit-Window" | "Retry-After";

export type ApiResponse = {
  status: number;
  description: string;
  /** Defaults to application/json. */
  mediaType?: string;
  schema?: ApiSchemaOrRef;
  example?: unknown;
  headers?: readonly RateLimitHeaderName[];
};

export type ApiEndpoint = {
  id: string;
  /** Needs the web app's session cookie (a signed-in account). */
  requiresSession?: boolean;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  summary: string;
  description: string;
  /** Whether an API key is accepted (it raises the rate limit); no endpoint requires one. */
  acceptsApiKey: boolean;
  rateLimited: boolean;
  pathParameters?: { name: string; description: string; schema: ApiSchema }[];
  queryParameters?: { name: string; description: string; schema: ApiSchema }[];
  requestBody?: { schema: ApiSchema; example: unknown };
  responses: ApiResponse[];
};

const rateLimitHeaderNames = ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "X-RateLimit-Window"] as const;

/** The check endpoints' answer to an unusable Authorization header. */
const apiKeyError: ApiResponse = {
  status: 401,
  description: "The Authorization header holds an unknown, revoked or malformed API key. Nothing is counted.",
  schema: { $ref: "ApiKeyError" },
  example: { message: "Invalid API key." },
};

const bodyErrors: ApiResponse[] = [
  {
    status: 400,
    description: "Invalid JSON, or a field failed validation; `error.field` names it.",
    schema: { $ref: "Error" },
    example: exampleValidationError,
  },
  { status: 413, description: "The body is larger than 16 KB.", schema: { $ref: "Error" } },
  { status: 415, description: "Content-Type is not application/json.", schema: { $ref: "Error" } },
  {
    status: 429,
    description: "Rate limit exceeded. Retry-After says how many seconds to wait.",
    schema: { $ref: "RateLimitError" },
    example: exampleRateLimitError,
    headers: [...rateLimitHeaderNames, "Retry-After"],
  },
];

/** How an endpoint for signed-in accounts answers a request without a session. */
const notSignedIn: ApiResponse = { status: 401, description: "Not signed in.", schema: { $ref: "Error" } };
const crossSite: ApiResponse = {
  status: 403,
  description:
    "`cross_site_request`: a browser request from another site (its `Origin` names a host this server does not answer on, or `Sec-Fetch-Site` is same-site or cross-site); `error.field` names the header.",
  schema: { $ref: "Error" },
};

/** The account endpoints' answers: `{item}` for one thing, `{items: [...]}` for a list. */
const itemOf = (ref: ApiSchemaName): ApiSchema => ({ type: "object", required: ["item"], properties: { item: { $ref: ref } } });
const itemsOf = (ref: ApiSchemaName): ApiSchema => ({
  type: "object",
  required: ["items"],
  properties: { items: { type: "array", items: { $ref: ref } } },
});

const accountSettings: ApiSchema = { type: "object", required: ["saveHistory"], properties: { saveHistory: { type: "boolean" } } };

/** An endpoint for a signed-in account: the web app's session cookie, no API key, no rate limit. */
function signedIn(endpoint: Omit<ApiEndpoint, "requiresSession" | "acceptsApiKey" | "rateLimited">): ApiEndpoint {
  return { ...endpoint, requiresSession: true, acceptsApiKey: false, rateLimited: false };
}

/** The body of POST /api/fact-check and its streaming variant. */
const singleClaimBody: ApiEndpoint["requestBody"] = {
  schema: {
    type: "object",
    requiredAnyOf: ["claim", "query"],
    properties: {
      claim: claimText("The claim to check."),
      query: claimText("Accepted instead of `claim` (the web app sends this)."),
      mode,
      include_reasoning: includeReasoning,
      max_sources: { type: "integer", minimum: 1, maximum: 10, default: 5, description: "Most sources to return." },
      filters: { $ref: "Filters" },
    },
  },
  example: exampleRequest,
};

export const apiEndpoints: ApiEndpoint[] = [
  {
    id: "check-claim",
    method: "POST",
    path: "/api/fact-check",
    summary: "Check one claim",
    description:
      "Runs the full pipeline on one claim and returns the verdict, confidence, summary, sources, timeline, matched fact-checks, related fact-checks (close claims, shown with their own ratings and never counted toward the verdict) and context. A claim checked recently with the same options is answered from the cache (`cached: true`).",
    acceptsApiKey: true,
    rateLimited: true,
    requestBody: singleClaimBody,
    responses: [
      {
        status: 200,
        description: "The result.",
        schema: { type: "object", required: ["result"], properties: { result: { $ref: "FactCheckResult" } } },
        example: { result: exampleResult },
        headers: rateLimitHeaderNames,
      },
      apiKeyError,
      ...bodyErrors,
    ],
  },
  {
    id: "check-batch",
    method: "POST",
    path: "/api/fact-check/batch",
    summary: "Check up to 5 claims",
    description: "Checks 1 to 5 claims with the same options and returns their results in the order you sent them.",
    acceptsApiKey: true,
    rateLimited: true,
    requestBody: {
      schema: {
        type: "object",
        required: ["claims"],
        properties: {
          claims: {
            type: "array",
            minItems: 1,
            maxItems: 5,
            items: claimText("A claim to check."),
            messages: ["At least one claim required", "Maximum 5 claims per batch"],
            description: "The claims, each 3 to 1000 characters.",
          },
          mode,
          include_reasoning: includeReasoning,
          max_sources: { type: "integer", minimum: 1, maximum: 5, default: 3, description: "Most sources per result." },
          filters: { $ref: "Filters" },
        },
      },
      example: exampleBatchRequest,
    },
    responses: [
      {
        status: 200,
        description: "One result per claim, in order.",
        schema: { type: "object", required: ["results"], properties: { results: { type: "array", items: { $ref: "FactCheckResult" } } } },
        headers: rateLimitHeaderNames,
      },
      apiKeyError,
      ...bodyErrors,
    ],
  },
  {
    id: "get-result",
    method: "GET",
    path: "/api/results/{id}",
    summary: "Fetch a stored result",
    description:
      "Returns a check you ran earlier, by the `id` of its result, in a compact shape: the verdict, its confidence, sources, summary and related fact-checks.",
    acceptsApiKey: false,
    rateLimited: false,
    pathParameters: [{ name: "id", description: "The `id` from a fact-check result.", schema: { type: "string" } }],
    responses: [
      { status: 200, description: "The stored result.", schema: { $ref: "PublicResult" }, example: examplePublicResult },
      {
        status: 404,
        description: "No fact-check has this id.",
        schema: { $ref: "Error" },
        example: { error: { code: "not_found", message: "No fact-check with this id" } },
      },
    ],
  },
  {
    id: "check-stream",
    method: "POST",
    path: "/api/fact-check/stream",
    summary: "Check one claim, with live progress",
    description:
      "The same body and rules as POST /api/fact-check, answered as server-sent events (text/event-stream): `progress` events with `{step}` (analyzing, searching, cross-referencing, scoring, done), then one `result` event with `{result}` or an `error` event with `{error}`. Validation errors are plain JSON 4xx answers.",
    acceptsApiKey: true,
    rateLimited: true,
    requestBody: singleClaimBody,
    responses: [
      {
        status: 200,
        description: "A text/event-stream of progress events and the result.",
        mediaType: "text/event-stream",
        headers: rateLimitHeaderNames,
      },
      apiKeyError,
      ...bodyErrors,
    ],
  },
  {
    id: "trending-claims",
    method: "GET",
    path: "/api/trending/claims",
    summary: "Trending claims",
    description:
      "The most-checked claims of the last 7 days (widened to 30 days, a year, then all time when fewer than 5 trend), close rewordings counted together.",
    acceptsApiKey: false,
    rateLimited: false,
    queryParameters: [
      {
        name: "limit",
        description: "How many claims, 1-50 (default 10).",
        schema: { type: "integer", minimum: 1, maximum: 50, default: 10 },
      },
    ],
    responses: [
      { status: 200, description: "The claims, most checked first.", schema: { type: "array", items: { $ref: "TrendingClaim" } } },
      { status: 400, description: "An invalid query parameter; `error.field` names it.", schema: { $ref: "Error" } },
    ],
  },
  {
    id: "trending-categories",
    method: "GET",
    path: "/api/trending/categories",
    summary: "Popular categories",
    description: "Checks per category in the window, and growth against the window before.",
    acceptsApiKey: false,
    rateLimited: false,
    queryParameters: [
      {
        name: "window",
        description: "Window in days, 1-365 (default 7).",
        schema: { type: "integer", minimum: 1, maximum: 365, default: 7 },
      },
    ],
    responses: [
      { status: 200, description: "The categories, most checked first.", schema: { type: "array", items: { $ref: "TrendingCategory" } } },
      { status: 400, description: "An invalid query parameter; `error.field` names it.", schema: { $ref: "Error" } },
    ],
  },
  {
    id: "trending-stats",
    method: "GET",
    path: "/api/trending/stats",
    summary: "Community stats",
    description: "Checks today, checks in all, average confidence and median check time, computed from stored checks.",
    acceptsApiKey: false,
    rateLimited: false,
    responses: [{ status: 200, description: "The figures.", schema: { $ref: "CommunityStats" } }],
  },
  {
    id: "openapi",
    method: "GET",
    path: "/api/openapi.json",
    summary: "This API's OpenAPI 3.1 document",
    description: "The machine-readable description of every endpoint on this page.",
    acceptsApiKey: false,
    rateLimited: false,
    responses: [{ status: 200, description: "An OpenAPI 3.1 document." }],
  },
  signedIn({
    id: "history",
    method: "GET",
    path: "/api/fact-check/history",
    summary: "Your check history (signed in)",
    description:
      "The signed-in account's checks, newest first, when it has opted in to keeping history. Uses the session cookie of the web app.",
    queryParameters: [
      { name: "page", description: "Page number (default 1).", schema: { type: "integer", minimum: 1, default: 1 } },
      {
        name: "pageSize",
        description: "Checks per page, 1-50 (default 20).",
        schema: { type: "integer", minimum: 1, maximum: 50, default: 20 },
      },
    ],
    responses: [{ status: 200, description: "One page of history.", schema: { $ref: "HistoryPage" } }, notSignedIn],
  }),
  signedIn({
    id: "get-account-settings",
    method: "GET",
    path: "/api/account/settings",
    summary: "Your account settings (signed in)",
    description: "Whether the account keeps its search history.",
    responses: [{ status: 200, description: "The settings.", schema: accountSettings }, notSignedIn],
  }),
  signedIn({
    id: "update-account-settings",
    method: "PATCH",
    path: "/api/account/settings",
    summary: "Change your account settings (signed in)",
    description: "Turns history on or off. Turning it off unlinks the account's past checks.",
    requestBody: { schema: { ...accountSettings, additionalProperties: false }, example: { saveHistory: true } },
    responses: [
      { status: 200, description: "The saved settings.", schema: accountSettings },
      { status: 400, description: "A field failed validation.", schema: { $ref: "Error" } },
      notSignedIn,
      crossSite,
    ],
  }),
  signedIn({
    id: "list-saved-sources",
    method: "GET",
    path: "/api/saved-sources",
    summary: "Your saved sources (signed in)",
    description: "Sources saved from results with the save button.",
    responses: [{ status: 200, description: "The saved sources, newest first.", schema: itemsOf("SavedSource") }, notSignedIn],
  }),
  signedIn({
    id: "save-source",
    method: "POST",
    path: "/api/saved-sources",
    summary: "Save a source (signed in)",
    description: "Saves a source card; saving the same URL again updates it.",
    requestBody: {
      schema: { $ref: "SavedSource" } as unknown as ApiSchema,
      example: {
        url: "https://www.reuters.com/article/factcheck",
        title: "Fact check",
        outlet: "Reuters",
        credibility: 9,
        stance: "disputes",
      },
    },
    responses: [
      { status: 201, description: "The saved source.", schema: itemOf("SavedSource") },
      { status: 400, description: "A field failed validation; `error.field` names it.", schema: { $ref: "Error" } },
      notSignedIn,
      crossSite,
    ],
  }),
  signedIn({
    id: "remove-saved-source",
    method: "DELETE",
    path: "/api/saved-sources",
    summary: "Remove a saved source (signed in)",
    description: "Removes a saved source by `id` or `url` (query parameters).",
    queryParameters: [
      { name: "id", description: "The saved source's id.", schema: { type: "string" } },
      { name: "url", description: "Or its URL.", schema: { type: "string" } },
    ],
    responses: [
      { status: 204, description: "Removed." },
      { status: 400, description: "Neither id nor url was given.", schema: { $ref: "Error" } },
      notSignedIn,
      crossSite,
      { status: 404, description: "No such saved source.", schema: { $ref: "Error" } },
    ],
  }),
  signedIn({
    id: "list-api-keys",
    method: "GET",
    path: "/api/api-keys",
    summary: "Your API keys (signed in)",
    description:
      "The account's API keys, newest first, revoked ones included: prefix, tier, creation and last use. The keys themselves are never shown again.",
    responses: [{ status: 200, description: "The keys.", schema: itemsOf("ApiKey") }, notSignedIn],
  }),
  signedIn({
    id: "create-api-key",
    method: "POST",
    path: "/api/api-keys",
    summary: "Create an API key (signed in)",
    description:
      "Makes a Free-tier key for the account. The answer holds the key: store it then, it is kept only as a hash and never shown again. Send it as `Authorization: Bearer <key>`. Pro keys are issued by the operator.",
    requestBody: {
      schema: {
        type: "object",
        additionalProperties: false,
        properties: { name: { type: "string", maxLength: 60, default: "", description: "A name to tell keys apart." } },
      },
      example: { name: "newsroom bot" },
    },
    responses: [
      {
        status: 201,
        description: "The new key, shown once, and its list entry.",
        schema: {
          type: "object",
          required: ["key", "item"],
          properties: { key: { type: "string", description: "The API key. Shown only in this answer." }, item: { $ref: "ApiKey" } },
        },
      },
      {
        status: 400,
        description: "A field failed validation (`error.field` names it), or the account already holds 20 active keys.",
        schema: { $ref: "Error" },
      },
      notSignedIn,
      crossSite,
    ],
  }),
  signedIn({
    id: "revoke-api-key",
    method: "DELETE",
    path: "/api/api-keys/{id}",
    summary: "Revoke an API key (signed in)",
    description: "Revokes one of the account's keys at once; requests with it then get 401.",
    pathParameters: [{ name: "id", description: "The key's id from the list.", schema: { type: "string", format: "uuid" } }],
    responses: [
      { status: 200, description: "The revoked key's entry.", schema: itemOf("ApiKey") },
      { status: 400, description: "The id is not a key id; `error.field` is id.", schema: { $ref: "Error" } },
      notSignedIn,
      crossSite,
      { status: 404, description: "The account has no such key.", schema: { $ref: "Error" } },
    ],
  }),
  signedIn({
    id: "sign-out-everywhere",
    method: "POST",
    path: "/api/account/sign-out-everywhere",
    summary: "Sign out everywhere (signed in)",
    description:
      "Ends every session of the account on the server, in every browser and device, this one included: their session cookies then answer as signed out (401).",
    requestBody: {
      schema: {
        type: "object",
        additionalProperties: false,
        required: ["confirm"],
        properties: { confirm: { type: "boolean", description: "Must be true." } },
      },
      example: { confirm: true },
    },
    responses: [
      {
        status: 200,
        description: "How many sessions were ended.",
        schema: { type: "object", required: ["signedOut"], properties: { signedOut: { type: "integer", minimum: 0 } } },
      },
      { status: 400, description: "`confirm` is not true; `error.field` is confirm.", schema: { $ref: "Error" } },
      notSignedIn,
      crossSite,
    ],
  }),
  signedIn({
    id: "list-follows",
    method: "GET",
    path: "/api/follows",
    summary: "Your followed claims (signed in)",
    description: "The claims the account follows, newest first, each with its newest verdict change, and the most it may follow.",
    responses: [
      {
        status: 200,
        description: "The followed claims.",
        schema: {
          type: "object",
          required: ["items", "limit"],
          properties: {
            items: { type: "array", items: { $ref: "FollowedClaim" } },
            limit: { type: "integer", description: "The most claims an account may follow (50)." },
          },
        },
      },
      notSignedIn,
    ],
  }),
  signedIn({
    id: "follow-check",
    method: "POST",
    path: "/api/follows",
    summary: "Follow a check (signed in)",
    description:
      "Follows one of the account's checks, or any check no account owns: it is re-checked when its answer expires (re-checks spend none of the account's checks), and a change of verdict or confidence band is recorded. Following again answers the existing follow.",
    requestBody: {
      schema: {
        type: "object",
        additionalProperties: false,
        properties: { checkId: { type: "string", format: "uuid", description: "The check's id (its permalink id)." } },
      },
      example: { checkId: "0b9c4c50-6a3e-4a4e-9d83-6f1f7f0c2a11" },
    },
    responses: [
      { status: 200, description: "Already followed.", schema: itemOf("FollowedClaim") },
      { status: 201, description: "Now followed.", schema: itemOf("FollowedClaim") },
      { status: 400, description: "checkId is missing or not a check id (`error.field` names it).", schema: { $ref: "Error" } },
      notSignedIn,
      crossSite,
      { status: 404, description: "No such check, or another account's.", schema: { $ref: "Error" } },
      { status: 409, description: "The account already follows 50 claims (`error.code` limit_reached).", schema: { $ref: "Error" } },
    ],
  }),
  signedIn({
    id: "unfollow-check",
    method: "DELETE",
    path: "/api/follows/{checkId}",
    summary: "Unfollow a check (signed in)",
    description: "Stops following a check; its change records go with it.",
    pathParameters: [{ name: "checkId", description: "The followed check's id.", schema: { type: "string", format: "uuid" } }],
    responses: [
      { status: 204, description: "No longer followed." },
      { status: 400, description: "The id is not a check id; `error.field` is checkId.", schema: { $ref: "Error" } },
      notSignedIn,
      crossSite,
      { status: 404, description: "The account does not follow that check.", schema: { $ref: "Error" } },
    ],
  }),
  signedIn({
    id: "feed-token-status",
    method: "GET",
    path: "/api/account/feed-token",
    summary: "Your feed address's state (signed in)",
    description: "Whether the account has a private feed address, and when it was made. The token itself is never shown again.",
    responses: [{ status: 200, description: "The state.", schema: { $ref: "FeedToken" } }, notSignedIn],
  }),
  signedIn({
    id: "create-feed-token",
    method: "POST",
    path: "/api/account/feed-token",
    summary: "Make a feed address (signed in)",
    description:
      "Makes the account's private Atom feed token, replacing any earlier one (whose address stops working). The token is in this answer only; it is kept as a hash. The feed is at /api/feeds/{token}.",
    responses: [
      {
        status: 201,
        description: "The new token, shown once.",
        schema: {
          type: "object",
          required: ["token", "active", "createdAt"],
          properties: { token: { type: "string" }, active: { type: "boolean" }, createdAt: { type: "string", format: "date-time" } },
        },
      },
      notSignedIn,
      crossSite,
    ],
  }),
  signedIn({
    id: "revoke-feed-token",
    method: "DELETE",
    path: "/api/account/feed-token",
    summary: "Revoke the feed address (signed in)",
    description: "Revokes the account's feed token; its address then answers 404.",
    responses: [{ status: 204, description: "Revoked (or there was none)." }, notSignedIn, crossSite],
  }),
  {
    id: "followed-claims-feed",
    method: "GET",
    path: "/api/feeds/{token}",
    summary: "Private Atom feed of followed claims' changes",
    description:
      "Atom 1.0: one entry per change of verdict or confidence band of a claim the token's account follows, newest first (up to 50). The token is the only credential; subscribe to the address in any feed reader.",
    acceptsApiKey: false,
    rateLimited: false,
    pathParameters: [{ name: "token", description: "The feed token from Settings.", schema: { type: "string" } }],
    responses: [
      { status: 200, description: "The feed.", mediaType: "application/atom+xml" },
      { status: 404, description: "The token is malformed, unknown, replaced or revoked (all alike).", schema: { $ref: "Error" } },
    ],
  },
  {
    id: "health",
    method: "GET",
    path: "/api/health",
    summary: "Service health",
    description:
      "Liveness and configuration summary for monitoring and load balancers: the version, the database state, which optional services are configured, and each online provider's state. 200 while the database answers within 2 s, 503 when it does not. HEAD answers the same status without a body.",
    acceptsApiKey: false,
    rateLimited: false,
    responses: [
      { status: 200, description: "The service is healthy.", schema: { $ref: "Health" } },
      { status: 503, description: "The service is degraded (for example, the database is unreachable).", schema: { $ref: "Health" } },
    ],
  },
];

/* ---- Errors, rate limits ---------------------------------------------------------------- */

export type ApiErrorDoc = { status: number; code: ApiErrorCode; when: string };

/** Every error status a client can meet. A 500 is never caused by bad input. */
export const apiErrorDocs: ApiErrorDoc[] = [
  { status: 400, code: "invalid_json", when: "The body is not valid JSON (`field` is body)." },
  {
    status: 400,
    code: "validation_error",
    when: "A field is missing, invalid or unknown. `field` names it, e.g. claim or max_sources (body when the body is not a JSON object), and `message` says why.",
  },
  {
    status: 400,
    code: "malformed_path",
    when: "The URL path holds percent-encoding that cannot be decoded, e.g. /api/results/%ff (`field` is path).",
  },
  {
    status: 401,
    code: "invalid_api_key",
    when: "The Authorization header holds an unknown, revoked or malformed API key; `message` says which. Nothing is counted.",
  },
  { status: 401, code: "unauthorized", when: "An account endpoint was called without a signed-in session." },
  {
    status: 403,
    code: "cross_site_request",
    when: "A signed-in request that changes something came from another site (`field` is Origin or Sec-Fetch-Site).",
  },
  { status: 404, code: "not_found", when: "No fact-check has this id." },
  {
    status: 409,
    code: "limit_reached",
    when: "An account limit was reached, e.g. following more than 50 claims (`field` names the field).",
  },
  { status: 413, code: "payload_too_large", when: "The body is larger than 16 KB (`field` is body)." },
  { status: 415, code: "unsupported_media_type", when: "Content-Type is not application/json (`field` is content-type)." },
  {
    status: 429,
    code: "rate_limited",
    when: "You have used your checks for the current window. Beside `error`, the body gives message, limit, resetTime and windowHours; Retry-After gives the seconds to wait.",
  },
  {
    status: 500,
    code: "internal_error",
    when: "Something failed on our side. Bad input never causes a 500; it gets a 4xx that says what to fix.",
  },
  {
    status: 503,
    code: "cached_answer_gone",
    when: "A stored answer your check was counted against changed before it could be served; try again (it is never computed free instead).",
  },
  {
    status: 503,
    code: "rate_limit_unavailable",
    when: "The rate-limit store cannot be reached and the server refuses checks until it can; Retry-After gives the seconds to wait.",
  },
];

export type RateLimitTier = { id: "anonymous" | "free" | "pro"; name: string; limit: number; window: string; authentication: string };

export const apiRateLimitTiers: RateLimitTier[] = [
  { id: "anonymous", name: "Anonymous", limit: 3, window: "per 24-hour window, starting at the first check", authentication: "No key" },
  { id: "free", name: "Free", limit: 100, window: "per day", authentication: "Authorization: Bearer <key>" },
  { id: "pro", name: "Pro", limit: 10_000, window: "per day", authentication: "Authorization: Bearer <key>" },
];

export const rateLimitHeaders: { name: RateLimitHeaderName; description: string }[] = [
  { name: "X-RateLimit-Limit", description: "Checks allowed in the current window." },
  { name: "X-RateLimit-Remaining", description: "Checks left in the current window." },
  { name: "X-RateLimit-Reset", description: "When the current window ends, in Unix epoch milliseconds." },
  { name: "X-RateLimit-Window", description: "The window's length, e.g. 24h." },
  { name: "Retry-After", description: "On a 429 only: seconds to wait before trying again." },
];

/* ---- Code samples and use cases --------------------------------------------------------- */

export type CodeSample = {
  id: string;
  title: string;
  description: string;
  language: "bash" | "javascript" | "python" | "json";
  code: string;
};

/** Copy-and-paste samples against the given origin (the page passes the site's URL). */
export function apiCodeSamples(origin: string): CodeSample[] {
  const base = origin.replace(/\/+$/, "");
  const body = JSON.stringify(exampleRequest);
  return [
    {
      id: "curl",
      title: "curl",
      description: "Check one claim from the command line.",
      language: "bash",
      code: [
        `curl -X POST ${base}/api/fact-check \\`,
        `  -H "Content-Type: application/json" \\`,
        `  -H "Authorization: Bearer $FACTLENS_API_KEY" \\`,
        `  -d '${body}'`,
      ].join("\n"),
    },
    {
      id: "javascript",
      title: "JavaScript (fetch)",
      description: "Node.js 18+ or any server-side runtime with fetch. Keep the key on the server.",
      language: "javascript",
      code: `// Your API key, loaded from the server's secret store: never ship it to a browser.
const apiKey = "<your API key>";

const response = await fetch("${base}/api/fact-check", {
  method: "POST",
  headers: {
    "Content-Type": "application/json",
    Authorization: \`Bearer \${apiKey}\`,
  },
  body: JSON.stringify({ claim: "${exampleClaim}", max_sources: 3 }),
});

if (response.status === 429) {
  const retryAfter = response.headers.get("Retry-After");
  throw new Error(\`Rate limited; retry in \${retryAfter} seconds\`);
}
if (!response.ok) {
  const { error } = await response.json();
  throw new Error(\`\${error.code}: \${error.message}\`);
}

const { result } = await response.json();
console.log(result.verdict.status, result.verdict.confidence);
for (const source of result.sources) console.log(source.outlet, source.stance, source.url);`,
    },
    {
      id: "python",
      title: "Python (requests)",
      description: "Check a batch of claims and print each verdict.",
      language: "python",
      code: `import os
import requests

response = requests.post(
    "${base}/api/fact-check/batch",
    headers={"Authorization": f"Bearer {os.environ['FACTLENS_API_KEY']}"},
    json={"claims": ${JSON.stringify(exampleBatchRequest.claims)}, "max_sources": 3},
    timeout=60,
)
response.raise_for_status()

for result in response.json()["results"]:
    verdict = result["verdict"]
    print(f"{verdict['status']:>12} {verdict['confidence']:>3}%  {result['query']}")`,
    },
    {
      id: "get-result",
      title: "Fetch a stored result",
      description: "Read a result again later by its id.",
      language: "bash",
      code: `curl ${base}/api/results/${exampleResult.id}`,
    },
  ];
}

export type ApiUseCase = { id: string; title: string; icon: LucideIcon; description: string; examples: string[] };

export const apiUseCases: ApiUseCase[] = [
  {
    id: "social-media",
    title: "Social media",
    icon: Share2,
    description: "Give moderators and community teams a sourced first read on claims in reported posts.",
    examples: [
      "Check the claim in a reported post and show moderators the verdict with its sources",
      "Attach published fact-checks to a post so reviewers see what is already known",
      "Queue low-confidence and Unclear results for a person to review",
    ],
  },
  {
    id: "news-and-media",
    title: "News and media",
    icon: Newspaper,
    description: "Bring existing fact-checks and sources into the newsroom tools your reporters already use.",
    examples: [
      "Check statistics and quotes in a draft before publication",
      "Find every published fact-check of a claim during a live debate or briefing",
      "Link readers to the sources behind a correction",
    ],
  },
  {
    id: "enterprise",
    title: "Enterprise",
    icon: Building2,
    description: "Add claim checking to research, trust and safety, and compliance workflows.",
    examples: [
      "Check claims in reports and briefings in batches of up to five",
      "Keep an audit trail: every result has an id you can fetch again",
      "Route Disputed and Unclear results to an analyst",
    ],
  },
];
