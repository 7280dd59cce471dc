import type { Env } from "@/lib/env";
import { GoogleFactCheckProvider } from "@/lib/fact-check/providers/google-fact-check";
import { OpenAIMatchJudge } from "@/lib/fact-check/providers/match-judge";
import { OpenAISynthesiser } from "@/lib/fact-check/providers/openai-synthesis";
import { CircuitBreaker, type BreakerState, type CallQuota, type OutboundPolicy } from "@/lib/fact-check/providers/outbound";
import { PerplexityProvider } from "@/lib/fact-check/providers/perplexity";
import type { ClaimReviewRecord } from "@/lib/knowledge-base/record";

/**
 * The three online providers, each built only when its configuration is present. Without any
 * key none is built and the embedded engine answers exactly as before. The chat model that
 * synthesises also judges the retrieved fact-checks' bands (`match-judge.ts`): with its own
 * breaker, but its calls count toward the synthesiser's daily cap (`openai-synthesis`), since
 * both are calls to the same model.
 */

export type OnlineConfig = Pick<
  Env,
  | "GOOGLE_FACTCHECK_API_KEY"
  | "GOOGLE_FACTCHECK_BASE_URL"
  | "GOOGLE_FACTCHECK_TIMEOUT_MS"
  | "GOOGLE_FACTCHECK_DAILY_CAP"
  | "PERPLEXITY_API_KEY"
  | "PERPLEXITY_BASE_URL"
  | "PERPLEXITY_MODEL"
  | "PERPLEXITY_TIMEOUT_MS"
  | "PERPLEXITY_DAILY_CAP"
  | "OPENAI_API_KEY"
  | "OPENAI_BASE_URL"
  | "OPENAI_MODEL"
  | "OPENAI_DAILY_CAP"
  | "PROVIDER_TIMEOUT_MS"
  | "SYNTHESIS_TIMEOUT_MS"
  | "PROVIDER_BREAKER_FAILURES"
  | "PROVIDER_BREAKER_COOLDOWN_MS"
  | "PROVIDER_RETRY_BACKOFF_MS"
>;

export const ONLINE_PROVIDERS = ["google-fact-check", "perplexity", "openai-synthesis"] as const;
export type OnlineProviderName = (typeof ONLINE_PROVIDERS)[number];

/** The default model on OpenAI's own API; a custom base URL must name its model. */
export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

/** Whether each provider is configured. */
function configuredProviders(config: OnlineConfig): Record<OnlineProviderName, boolean> {
  return {
    "google-fact-check": !!config.GOOGLE_FACTCHECK_API_KEY,
    perplexity: !!config.PERPLEXITY_API_KEY,
    // A local OpenAI-compatible server needs a base URL and a model but no key.
    "openai-synthesis": !!config.OPENAI_API_KEY || !!(config.OPENAI_BASE_URL && config.OPENAI_MODEL),
  };
}

export type OnlineProviderState = {
  name: OnlineProviderName;
  breaker: CircuitBreaker;
  dailyCap: number;
  timeoutMs: number;
};

export type OnlineProviders = {
  googleFactCheck?: GoogleFactCheckProvider;
  perplexity?: PerplexityProvider;
  synthesiser?: OpenAISynthesiser;
  /** Built with the synthesiser, from the same OPENAI_* configuration. */
  matchJudge?: OpenAIMatchJudge;
  /** Breaker and cap of each configured provider, for GET /api/health. */
  states: OnlineProviderState[];
  /** The call counter they consume from, which GET /api/health reads. */
  quota: CallQuota;
};

export function buildOnlineProviders(
  config: OnlineConfig,
  deps: {
    quota: CallQuota;
    remember?: (records: ClaimReviewRecord[]) => Promise<unknown>;
    onError?: (message: string, error: unknown) => void;
    clock?: () => Date;
  },
): OnlineProviders {
  const configured = configuredProviders(config);
  const states: OnlineProviderState[] = [];
  const newBreaker = () =>
    new CircuitBreaker(
      { failureThreshold: config.PROVIDER_BREAKER_FAILURES, cooldownMs: config.PROVIDER_BREAKER_COOLDOWN_MS },
      deps.clock ? () => deps.clock!().getTime() : Date.now,
    );
  const policyFor = (name: OnlineProviderName, dailyCap: number, timeoutMs: number): OutboundPolicy => {
    const breaker = newBreaker();
    states.push({ name, breaker, dailyCap, timeoutMs });
    return { name, breaker, quota: deps.quota, dailyCap, retryBackoffMs: config.PROVIDER_RETRY_BACKOFF_MS, clock: deps.clock };
  };
  const providers: OnlineProviders = { states, quota: deps.quota };

  if (configured["google-fact-check"]) {
    const timeoutMs = config.GOOGLE_FACTCHECK_TIMEOUT_MS ?? config.PROVIDER_TIMEOUT_MS;
    providers.googleFactCheck = new GoogleFactCheckProvider({
      apiKey: config.GOOGLE_FACTCHECK_API_KEY!,
      baseUrl: config.GOOGLE_FACTCHECK_BASE_URL,
      timeoutMs,
      policy: policyFor("google-fact-check", config.GOOGLE_FACTCHECK_DAILY_CAP, timeoutMs),
      remember: deps.remember,
      onError: deps.onError,
    });
  }
  if (configured.perplexity) {
    const timeoutMs = config.PERPLEXITY_TIMEOUT_MS ?? config.PROVIDER_TIMEOUT_MS;
    providers.perplexity = new PerplexityProvider({
      apiKey: config.PERPLEXITY_API_KEY!,
      baseUrl: config.PERPLEXITY_BASE_URL,
      model: config.PERPLEXITY_MODEL,
      timeoutMs,
      policy: policyFor("perplexity", config.PERPLEXITY_DAILY_CAP, timeoutMs),
    });
  }
  if (configured["openai-synthesis"]) {
    const timeoutMs = config.SYNTHESIS_TIMEOUT_MS;
    providers.synthesiser = new OpenAISynthesiser({
      apiKey: config.OPENAI_API_KEY,
      baseUrl: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL,
      timeoutMs,
      policy: policyFor("openai-synthesis", config.OPENAI_DAILY_CAP, timeoutMs),
    });
    // A short job (a few ids and relations), on the providers' budget: it runs before synthesis.
    providers.matchJudge = new OpenAIMatchJudge({
      apiKey: config.OPENAI_API_KEY,
      baseUrl: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL,
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
      // Its own breaker (a judge that answers nonsense does not pause synthesis), but the
      // synthesiser's quota name: every call to the model counts toward OPENAI_DAILY_CAP, and
      // GET /api/health's openai-synthesis calls today includes them.
      policy: {
        name: "openai-synthesis",
        breaker: newBreaker(),
        quota: deps.quota,
        dailyCap: config.OPENAI_DAILY_CAP,
        retryBackoffMs: config.PROVIDER_RETRY_BACKOFF_MS,
        clock: deps.clock,
      },
    });
  }
  return providers;
}

export type ProviderHealth = {
  configured: boolean;
  breaker?: BreakerState;
  callsToday?: number;
  dailyCap?: number;
  timeoutMs?: number;
};

/** Each online provider's state: configured (built), breaker, calls today against its cap. */
export async function onlineProviderHealth(providers: OnlineProviders, now: Date): Promise<Record<OnlineProviderName, ProviderHealth>> {
  const entries = await Promise.all(
    ONLINE_PROVIDERS.map(async (name): Promise<[OnlineProviderName, ProviderHealth]> => {
      const state = providers.states.find((s) => s.name === name);
      // A provider is built exactly when its configuration is present.
      if (!state) return [name, { configured: false }];
      const window = await providers.quota.peek(name, state.dailyCap, now).catch(() => null);
      return [
        name,
        {
          configured: true,
          breaker: state.breaker.state(),
          callsToday: window?.count,
          dailyCap: state.dailyCap,
          timeoutMs: state.timeoutMs,
        },
      ];
    }),
  );
  return Object.fromEntries(entries) as Record<OnlineProviderName, ProviderHealth>;
}
