import { Building2, Newspaper, Share2, type LucideIcon } from "lucide-react";
import type { ApiErrorCode } from "@/lib/api/error-codes";
import type { ApiOperationId } from "@/lib/api/operations";
import { MAX_BODY_SIZE } from "@/lib/api/limits";
import type { FactCheckResult, RelatedFactCheck } from "@/lib/fact-check/types";
import { RATE_LIMIT_HEADERS, type RateLimitHeaderName } from "@/lib/rate-limit/headers";
import { RATE_LIMIT_POLICIES, windowHours, type RateLimitPolicies, type WindowRule } from "@/lib/rate-limit/policies";

/**
 * The words and examples of the public API reference: operations' summaries and descriptions,
 * what each answer means, errors, rate limits, code samples and use cases. The shapes (fields,
 * enums, bounds, defaults, messages) are the zod schemas in lib/api/schemas; lib/api/openapi.ts
 * builds the OpenAPI document from both, and the /fact-check-api page renders that document.
 */

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

/** A claim no fact-checker reviewed in these words: no match, so UNCLEAR, and close reviews listed beside it (illustrative: the page says which claims are listed depends on the fitted matcher). */
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

/** A claim answered with a suggested fact-check (illustrative: the suggestion band depends on the fitted matcher). */
export const exampleSuggestedClaim = "wearing a face mask gives you hypoxia";

export const exampleSuggestion = {
  claim: "Face masks cause hypoxia.",
  claimant: "Social media users",
  url: "https://factcheck.afp.com/face-masks-hypoxia",
  publisher: "AFP Fact Check",
  reviewDate: "2020-06-12",
  textualRating: "False",
  verdict: "FALSE",
  similarity: 74,
  differences: {
    query: [{ text: "wearing", kind: "word" }],
    candidate: [],
  },
  reviews: [
    {
      url: "https://factcheck.afp.com/face-masks-hypoxia",
      publisher: "AFP Fact Check",
      reviewDate: "2020-06-12",
      textualRating: "False",
      verdict: "FALSE",
    },
  ],
};

export const exampleValidationError = {
  error: { code: "validation_error", message: "Claim must be at least 3 characters", field: "claim" },
} satisfies { error: { code: ApiErrorCode; message: string; field?: string } };

/** A 429's body for an anonymous caller, with this server's limit and window. */
export const exampleRateLimitError = {
  error: { code: "rate_limited", message: "Rate limit exceeded" },
  message: "Rate limit exceeded",
  limit: RATE_LIMIT_POLICIES.web.limit,
  resetTime: "2026-11-23T09:15:00.000Z",
  windowHours: windowHours(RATE_LIMIT_POLICIES.web.window),
};

/* ---- Operations' prose ------------------------------------------------------------------ */

/**
 * The words around an operation of lib/api/operations.ts: its summary and description, and an
 * example body. Its statuses, what each means, shapes, bounds and messages are there.
 */
export type ApiOperationDoc = {
  summary: string;
  description: string;
  requestExample?: unknown;
};

export const apiOperationDocs: Record<ApiOperationId, ApiOperationDoc> = {
  "check-claim": {
    summary: "Check one claim",
    description:
      "Runs the full pipeline on one claim and returns the verdict, confidence, summary, sources, timeline, matched fact-checks, related fact-checks (close claims, shown with their own ratings and never counted toward the verdict) and context. A claim checked recently with the same options is answered from the cache (`cached: true`).",
    requestExample: exampleRequest,
  },
  "check-batch": {
    summary: "Check up to 5 claims",
    description: "Checks 1 to 5 claims with the same options and returns their results in the order you sent them.",
    requestExample: exampleBatchRequest,
  },
  "confirm-match": {
    summary: "Confirm or reject a suggested fact-check",
    description:
      "When a result carries a `suggestion` (a published fact-check that may be of your claim), say whether it is: `same: true` answers the same check from that fact-check's ratings (verdict, confidence for a confirmed match, sources, timeline; `matchedBy: confirmed`), `same: false` shows the next suggestion, or the UNCLEAR answer with the rejected claim among `related`. A `reviewUrl` from `related` works too: `same: true` re-scopes the check to that claim. One publisher's article may review two stored claims; send that entry's `claim` with its `reviewUrl` to say which one you mean. No provider is called and no check is counted (the cached-answer rate applies). Only the client that ran the check may answer: the same browser (its cookie), the same signed-in account, or an API key of the same account; anyone else gets 404, as for an unknown id. Each answer is stored as a judgment that may train the matcher (capped per client); it never changes another visitor's answer.",
    requestExample: { reviewUrl: "https://factcheck.afp.com/masks-hypoxia", same: true },
  },
  "get-result": {
    summary: "Fetch a stored result",
    description:
      "Returns a check you ran earlier, by the `id` of its result, in a compact shape: the verdict, its confidence, sources, summary and related fact-checks.",
  },
  "check-stream": {
    summary: "Check one claim, with live progress",
    description:
      "The same body and rules as POST /api/fact-check, answered as server-sent events (text/event-stream): `progress` events with `{step}` (analyzing, searching, cross-referencing, scoring, done), then one `result` event with `{result}` or an `error` event with `{error}`. Validation errors are plain JSON 4xx answers.",
    requestExample: exampleRequest,
  },
  "trending-claims": {
    summary: "Trending claims",
    description:
      "The most-checked claims of the last 7 days (widened to 30 days, a year, then all time when fewer than 5 trend), close rewordings counted together.",
  },
  "trending-categories": {
    summary: "Popular categories",
    description: "Checks per category in the window, and growth against the window before.",
  },
  "trending-stats": {
    summary: "Community stats",
    description: "Checks today, checks in all, average confidence and median check time, computed from stored checks.",
  },
  openapi: {
    summary: "This API's OpenAPI 3.1 document",
    description: "The machine-readable description of every endpoint on this page.",
  },
  history: {
    summary: "Your check history (signed in)",
    description:
      "The signed-in account's checks, newest first, when it has opted in to keeping history. Uses the session cookie of the web app.",
  },
  "get-account-settings": {
    summary: "Your account settings (signed in)",
    description: "Whether the account keeps its search history.",
  },
  "update-account-settings": {
    summary: "Change your account settings (signed in)",
    description: "Turns history on or off. Turning it off unlinks the account's past checks.",
    requestExample: { saveHistory: true },
  },
  "list-saved-sources": {
    summary: "Your saved sources (signed in)",
    description: "Sources saved from results with the save button.",
  },
  "save-source": {
    summary: "Save a source (signed in)",
    description: "Saves a source card; saving the same URL again updates it.",
    requestExample: {
      url: "https://www.reuters.com/article/factcheck",
      title: "Fact check",
      outlet: "Reuters",
      credibility: 9,
      stance: "disputes",
    },
  },
  "remove-saved-source": {
    summary: "Remove a saved source (signed in)",
    description: "Removes a saved source by `id` or `url` (query parameters).",
  },
  "list-api-keys": {
    summary: "Your API keys (signed in)",
    description:
      "The account's API keys, newest first, revoked ones included: prefix, tier, creation and last use. The keys themselves are never shown again.",
  },
  "create-api-key": {
    summary: "Create an API key (signed in)",
    description:
      "Makes a Free-tier key for the account. The answer holds the key: store it then, it is kept only as a hash and never shown again. Send it as `Authorization: Bearer <key>`. Pro keys are issued by the operator.",
    requestExample: { name: "newsroom bot" },
  },
  "revoke-api-key": {
    summary: "Revoke an API key (signed in)",
    description: "Revokes one of the account's keys at once; requests with it then get 401.",
  },
  "sign-out-everywhere": {
    summary: "Sign out everywhere (signed in)",
    description:
      "Ends every session of the account on the server, in every browser and device, this one included: their session cookies then answer as signed out (401).",
    requestExample: { confirm: true },
  },
  "list-follows": {
    summary: "Your followed claims (signed in)",
    description: "The claims the account follows, newest first, each with its newest verdict change, and the most it may follow.",
  },
  "follow-check": {
    summary: "Follow a check (signed in)",
    description:
      "Follows one of the account's checks, or any check no account owns: it is re-checked when its answer expires (re-checks spend none of the account's checks), and a change of verdict or confidence band is recorded. Following again answers the existing follow.",
    requestExample: { checkId: "0b9c4c50-6a3e-4a4e-9d83-6f1f7f0c2a11" },
  },
  "unfollow-check": {
    summary: "Unfollow a check (signed in)",
    description: "Stops following a check; its change records go with it.",
  },
  "feed-token-status": {
    summary: "Your feed address's state (signed in)",
    description: "Whether the account has a private feed address, and when it was made. The token itself is never shown again.",
  },
  "create-feed-token": {
    summary: "Make a feed address (signed in)",
    description:
      "Makes the account's private Atom feed token, replacing any earlier one (whose address stops working). The token is in this answer only; it is kept as a hash. The feed is at /api/feeds/{token}.",
  },
  "revoke-feed-token": {
    summary: "Revoke the feed address (signed in)",
    description: "Revokes the account's feed token; its address then answers 404.",
  },
  "followed-claims-feed": {
    summary: "Private Atom feed of followed claims' changes",
    description:
      "Atom 1.0: one entry per change of verdict or confidence band of a claim the token's account follows, newest first (up to 50). The token is the only credential; subscribe to the address in any feed reader.",
  },
  health: {
    summary: "Service health",
    description:
      "Liveness and configuration summary for monitoring and load balancers: the version, the database state, which optional services are configured, and each online provider's state. 200 while the database answers within 2 s, 503 when it does not. HEAD answers the same status without a body.",
  },
};

/* ---- Errors, rate limits ---------------------------------------------------------------- */

export type ApiErrorDoc = { status: number; code: ApiErrorCode; when: string };

/** Every error status a client can meet. A 500 is never caused by bad input. */
export const apiErrorDocs: ApiErrorDoc[] = [
  { status: 400, code: "invalid_json", when: "The body is not valid JSON (`field` is body)." },
  {
    status: 400,
    code: "validation_error",
    when: "A field is missing, invalid or unknown (every request body is strict: a key the endpoint does not define is refused, named by itself). `field` names it, e.g. claim or max_sources (body when the body is not a JSON object), and `message` says why.",
  },
  {
    status: 400,
    code: "invalid_encoding",
    when: "The body is not valid UTF-8 (`field` is body), or a string in it is not valid Unicode, e.g. a lone surrogate spelled `\\ud800` (`field` names it). Text is refused, never patched with replacement characters.",
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
  { status: 413, code: "payload_too_large", when: `The body is larger than ${MAX_BODY_SIZE} (\`field\` is body).` },
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
  {
    status: 503,
    code: "server_busy",
    when: "The server is at capacity for this request (sign-up's password hashing, or an account's follows sent all at once); nothing was stored, and Retry-After gives the seconds to wait.",
  },
];

export type RateLimitTier = { id: "anonymous" | "free" | "pro"; name: string; limit: number; window: string; authentication: string };

/** "per day" for a UTC day, "per 24-hour window" for an anchored one. */
export function windowPhrase(window: WindowRule): string {
  if (window.kind === "utc-day") return "per day";
  return `per ${Number.isInteger(window.hours) ? `${window.hours}-hour` : `${Math.round(window.hours * 60)}-minute`} window`;
}

/** The API's tiers with this server's limits (set through env; see lib/rate-limit/policies.ts). */
export function apiRateLimitTiers(policies: RateLimitPolicies = RATE_LIMIT_POLICIES): RateLimitTier[] {
  const bearer = "Authorization: Bearer <key>";
  const tier = (id: RateLimitTier["id"], name: string, policy: keyof RateLimitPolicies, authentication: string): RateLimitTier => ({
    id,
    name,
    limit: policies[policy].limit,
    window: `${windowPhrase(policies[policy].window)}${policies[policy].window.kind === "anchored" ? ", starting at the first check" : ""}`,
    authentication,
  });
  return [tier("anonymous", "Anonymous", "web", "No key"), tier("free", "Free", "api-free", bearer), tier("pro", "Pro", "api-pro", bearer)];
}

export const rateLimitHeaders: { name: RateLimitHeaderName; description: string }[] = [
  { name: RATE_LIMIT_HEADERS.limit, description: "Checks allowed in the current window." },
  { name: RATE_LIMIT_HEADERS.remaining, description: "Checks left in the current window." },
  { name: RATE_LIMIT_HEADERS.reset, description: "When the current window ends, in Unix epoch milliseconds." },
  { name: RATE_LIMIT_HEADERS.window, description: "The window's length, e.g. 24h." },
  {
    name: RATE_LIMIT_HEADERS.retryAfter,
    description: "On a 429, and on a 503 that asks you to come back: seconds to wait before trying again.",
  },
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
